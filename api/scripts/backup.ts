// `npm run backup -- FILE`: a consistent copy of the embedded database under DATA_DIR as a .tar.gz, taken by the
// running api when there is one (SIGUSR2), else by opening the folder here. PostgreSQL: pg_dump (docs/operations.md).
import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { BACKUP_REQUEST_FILE, pgliteDirOf, RUNNING_API_PID_FILE } from '../src/db/backup';
import { createDatabase } from '../src/db/database';
import { createLogger } from '../src/logger';

// Relative paths (FILE, DATA_DIR) mean where the command was typed, whichever folder npm runs this in.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

/** A running api writes a backup of a busy database in well under this. */
const RUNNING_API_BACKUP_WAIT_MS = 120_000;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** The pid of an api serving DATA_DIR now, if any (a pid file left by a crash names no live process). */
async function runningApiPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dataDir, RUNNING_API_PID_FILE), 'utf8').catch(() => undefined);
  const pid = Number(text?.trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function backUpThroughRunningApi(pid: number, dataDir: string, target: string): Promise<void> {
  await writeFile(path.join(dataDir, BACKUP_REQUEST_FILE), `${target}\n`);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + RUNNING_API_BACKUP_WAIT_MS;
  while (!(await exists(target))) {
    if (Date.now() > deadline) {
      throw new Error(
        `the running api (pid ${pid}) wrote no backup in ${RUNNING_API_BACKUP_WAIT_MS / 1000} s: see its log`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (file === undefined) throw new Error('say where to write it: npm run backup -- FILE');
  const target = path.resolve(file);
  const config = loadConfig(process.env);
  if (config.databaseUrl !== undefined) {
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump or a base backup (docs/operations.md)',
    );
  }
  if (await exists(target)) throw new Error(`${target} already exists: a backup never overwrites a file`);
  const pid = await runningApiPid(config.dataDir);
  if (pid !== undefined) {
    say(`The api (pid ${pid}) serves ${config.dataDir}: it writes the copy while it keeps serving.`);
    await backUpThroughRunningApi(pid, config.dataDir, target);
  } else {
    if (!(await exists(path.join(pgliteDirOf(config.dataDir), 'PG_VERSION')))) {
      throw new Error(`there is no embedded database in ${config.dataDir} (DATA_DIR)`);
    }
    const database = await createDatabase(config, createLogger({ logLevel: 'silent' }));
    try {
      if (database.backup === undefined) throw new Error('this database cannot be backed up here');
      await database.backup(target);
    } finally {
      await database.close();
    }
  }
  say(`Backup of ${config.dataDir} written to ${target}.`);
}

try {
  await main();
  process.exit(0);
} catch (error) {
  process.stderr.write(`No backup was made: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
