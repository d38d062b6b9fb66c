// Backups of the embedded database: taken while the api serves, restored into a fresh DATA_DIR with the same ledger,
// never restored over a database.
import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { checkLedger } from '../ledger/ledger-check';
import { rowsOf } from '../ledger/sql-rows';
import { createLogger } from '../logger';
import { startApi } from '../server';
import { pgliteDirOf, restorePgliteBackup, RestoreRefusedError } from './backup';
import type { Queryable } from './database';
import { createDatabase } from './database';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function freshFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'wallet-backup-'));
  folders.push(folder);
  return folder;
}

async function balances(db: Queryable): Promise<{ id: string; balance: string }[]> {
  return rowsOf<{ id: string; balance: string }>(
    db,
    sql`select id::text, balance_cents::text as balance from wallets order by id`,
  );
}

describe('backup and restore of the embedded database', () => {
  it('when a backup is taken while the api serves a ledger with money moved, then restored into a fresh DATA_DIR, then the ledger check is green with the same balances', async () => {
    const dataDir = await freshFolder();
    const file = path.join(await freshFolder(), 'wallet.tar.gz');
    // The demo accounts are funded and have history: deposits, sends, a withdrawal, cash in and out.
    const api = await startApi({
      env: { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '1', API_HOST: '127.0.0.1' },
      port: 0,
      payoutPolling: false,
    });
    let before: { id: string; balance: string }[];
    let journalsBefore: number;
    try {
      before = await balances(api.database.db);
      const [counted] = await rowsOf<{ count: string }>(
        api.database.db,
        sql`select count(*) as count from journals`,
      );
      journalsBefore = Number(counted?.count);
      expect(journalsBefore).toBeGreaterThan(0);
      expect(before.some((wallet) => wallet.balance !== '0')).toBe(true);

      const health = await fetch(`${api.url}/api/v1/healthz`);
      expect(health.status).toBe(200);
      expect(await api.database.backup?.(file)).toBeGreaterThan(0);
      // Still serving after the copy.
      expect((await fetch(`${api.url}/api/v1/healthz`)).status).toBe(200);
    } finally {
      await api.close();
    }

    const restoredDir = await freshFolder();
    await restorePgliteBackup(restoredDir, file);
    const restored = await createDatabase(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: restoredDir }),
      createLogger({ logLevel: 'silent' }),
    );
    try {
      const figures = await checkLedger(restored.db);
      expect(figures.breaches).toEqual([]);
      expect(figures.journalCount).toBe(journalsBefore);
      expect(await balances(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('when DATA_DIR already holds a database, then the restore is refused and leaves it as it was', async () => {
    const dataDir = await freshFolder();
    await mkdir(pgliteDirOf(dataDir), { recursive: true });
    await writeFile(path.join(pgliteDirOf(dataDir), 'PG_VERSION'), '17\n');
    const file = path.join(await freshFolder(), 'wallet.tar.gz');
    await writeFile(file, 'not read: refused before');

    const refusal = restorePgliteBackup(dataDir, file);

    await expect(refusal).rejects.toThrow(RestoreRefusedError);
    await expect(refusal).rejects.toThrow(
      `DATA_DIR ${dataDir} already holds a database (${pgliteDirOf(dataDir)} is not empty): a restore never overwrites one. Restore into an empty DATA_DIR, or move that folder away first.`,
    );
    expect(await readdir(pgliteDirOf(dataDir))).toEqual(['PG_VERSION']);
  });

  it('when the backup file does not exist, then the restore is refused naming it', async () => {
    const dataDir = await freshFolder();
    const missing = path.join(dataDir, 'nothing-here.tar.gz');

    await expect(restorePgliteBackup(dataDir, missing)).rejects.toThrow(
      `there is no backup file at ${missing}`,
    );
    expect(await readdir(dataDir)).toEqual([]);
  });
});
