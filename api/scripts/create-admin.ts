// `npm run create-admin`: creates the first admin, or resets an existing one, from ADMIN_EMAIL, ADMIN_PASSWORD and
// ADMIN_NAME, asking for what is missing when run in a terminal. Uses the same database settings as the api.
import { Writable } from 'node:stream';
import readline from 'node:readline/promises';
import { ConfigError } from '@wallet/common/env';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { createLogger } from '../src/logger';
import { ensureAdmin } from '../src/startup/first-admin';

/** Reads one line; a hidden one (the password) is not echoed. */
async function ask(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    process.stdout.write(question);
    muted = hidden;
    return (await prompt.question('')).trim();
  } finally {
    prompt.close();
    if (hidden) process.stdout.write('\n');
  }
}

async function adminEnvironment(env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  const given = { ...env };
  const missing = ['ADMIN_EMAIL', 'ADMIN_PASSWORD'].filter((name) => !given[name]);
  if (missing.length === 0) return given;
  if (!process.stdin.isTTY) {
    throw new ConfigError(missing[0] ?? 'ADMIN_EMAIL', 'must be set (or run this in a terminal to be asked)');
  }
  if (!given.ADMIN_EMAIL) given.ADMIN_EMAIL = await ask('Admin e-mail: ');
  if (!given.ADMIN_NAME)
    given.ADMIN_NAME = (await ask('Admin name (Enter for "Administrator"): ')) || undefined;
  if (!given.ADMIN_PASSWORD) given.ADMIN_PASSWORD = await ask('Admin password: ', true);
  return given;
}

// npm runs workspace scripts inside api/; relative paths such as DATA_DIR mean where the command was typed,
// so `npm run create-admin` at the root finds the database `npm start` uses.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

let exitCode = 0;
try {
  const config = loadConfig(await adminEnvironment(process.env));
  if (config.admin === undefined) throw new ConfigError('ADMIN_EMAIL', 'must be set');
  if (config.databaseUrl === undefined) {
    process.stdout.write(
      `Embedded database in ${config.dataDir} (stop the api first: PGlite allows one process).\n`,
    );
  }
  const database = await createDatabase(config, createLogger({ logLevel: 'silent' }));
  try {
    await database.migrate();
    const outcome = await ensureAdmin(database.db, config.admin);
    const said = {
      created: 'created',
      reset: 'reset (role, password, verified, approved)',
      unchanged: 'already up to date',
    };
    process.stdout.write(`Admin ${config.admin.email}: ${said[outcome]}.\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
}
process.exit(exitCode);
