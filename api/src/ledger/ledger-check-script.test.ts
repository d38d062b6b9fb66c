// `npm run ledger:check` against the configured database: prints the figures, exit 0 when sound, 1 on a breach.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database';
import { createDatabase } from '../db/database';
import { createLogger } from '../logger';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { rowsOf } from './sql-rows';
import { addMoney, moneyCall, signedInPerson } from '../test/money';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const tsxBin = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

let api: TestApi;
let dataDir: string;

beforeAll(async () => {
  api = await startTestApi();
  dataDir = await mkdtemp(path.join(tmpdir(), 'wallet-ledger-check-'));
});

afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

function runCheck(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, INIT_CWD: _initCwd, ...rest } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(tsxBin, ['scripts/ledger-check.ts'], {
      cwd: apiDir,
      env: { ...rest, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run ledger:check', () => {
  it('when the ledger of the configured database is sound, then it prints the figures and exits 0', async () => {
    if (api.config.databaseUrl === undefined) {
      // The embedded pass checks an embedded database of its own (PGlite allows one process per directory).
      const database = await createDatabase(
        { databaseUrl: undefined, dataDir },
        createLogger({ logLevel: 'silent' }),
      );
      await database.migrate();
      await database.close();
      const result = await runCheck({ DATA_DIR: dataDir });
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/Journals: +0\n/);
      expect(result.stdout).toMatch(/Platform funding: +0\.00\n/);
      expect(result.stdout).toContain('the ledger is sound');
      expect(result.code).toBe(0);
      return;
    }
    const alice = await signedInPerson(api);
    const bob = await signedInPerson(api);
    await addMoney(api, alice, 100);
    await moneyCall(api, alice, 'POST', '/wallets/send-money', { receiverId: bob.user.id, amount: 25 });

    const result = await runCheck({ DATABASE_URL: api.config.databaseUrl });

    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/Journals: +2\n/);
    expect(result.stdout).toMatch(/Postings: +4\n/);
    expect(result.stdout).toMatch(/Sum of all postings: +0\.00\n/);
    expect(result.stdout).toMatch(/Platform funding: +-100\.00\n/);
    expect(result.stdout).toContain('the ledger is sound');
    expect(result.code).toBe(0);
  });

  it('when a wallet balance does not match its postings, then it names the breach and exits 1', async () => {
    let database: AppDatabase | undefined;
    let env: NodeJS.ProcessEnv;
    if (api.config.databaseUrl === undefined) {
      database = await createDatabase(
        { databaseUrl: undefined, dataDir },
        createLogger({ logLevel: 'silent' }),
      );
      await database.migrate();
      env = { DATA_DIR: dataDir };
    } else {
      env = { DATABASE_URL: api.config.databaseUrl };
    }
    const db = database?.db ?? api.db;
    const [user] = await rowsOf<{ id: string }>(
      db,
      sql`insert into users (name, email, role, password_hash)
        values ('Planted', ${`planted-${Date.now()}@example.com`}, 'user', 'x') returning id`,
    );
    // A wallet holding 5.00 that no posting ever gave it.
    await db.execute(sql`with account as (insert into ledger_accounts (kind) values ('wallet') returning id)
      insert into wallets (id, user_id, balance_cents) select id, ${user?.id}, 500 from account`);
    await database?.close();

    const result = await runCheck(env);

    expect(result.stdout).toMatch(/Breaches: +1\n/);
    expect(result.stdout).toMatch(
      /1 wallet\(s\) whose balance is not the sum of their postings: .* \(balance 500, postings 0\)/,
    );
    expect(result.code).toBe(1);
  });
});
