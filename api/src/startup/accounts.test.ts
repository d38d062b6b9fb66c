// Accounts made at start: the demo accounts of the embedded database, the admin of ADMIN_EMAIL, and `npm run create-admin`.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createDatabase } from '../db/database';
import { sessions, users, wallets } from '../db/schema';
import { createLogger } from '../logger';
import { callJson, post, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountsLine, seedDemoAccounts } from './demo-accounts';
import { ensureAdmin } from './first-admin';

const ADMIN = { email: 'Boss@Example.com', password: 'Adm1n!secret', name: 'The Boss' };

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    env: { SEED_DEMO: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name },
  });
});

afterAll(async () => {
  await api.close();
});

async function accountWithWallet(db: Database, email: string) {
  const [row] = await db
    .select({ user: users, wallet: wallets })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.email, email));
  return row;
}

describe('demo accounts', () => {
  it('when the api starts with SEED_DEMO, then admin, approved agent and two users exist, verified, with wallets', async () => {
    const emails = DEMO_ACCOUNTS.map((account) => account.email);
    expect(emails).toEqual([
      'admin@wallet.local',
      'agent@wallet.local',
      'alice@wallet.local',
      'bob@wallet.local',
    ]);

    for (const demo of DEMO_ACCOUNTS) {
      const row = await accountWithWallet(api.db, demo.email);
      expect(row?.user).toMatchObject({ role: demo.role, isEmailVerified: true, isApproved: true });
      expect(row?.user.passwordHash).toMatch(/^\$argon2id\$/);
      // Their money came through the ledger (demo-accounts.test.ts), never from a seeded balance.
      expect(row?.wallet).toBeDefined();
    }
  });

  it('when a demo account signs in with the demo password, then it works', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const cookie = await signIn(api, { email: demo.email, password: DEMO_PASSWORD });
      const me = await callJson(api, 'GET', '/users/me', { cookie });
      expect(me.body.data).toMatchObject({ email: demo.email, role: demo.role });
    }
  });

  it('when seeding runs again, then nothing is duplicated and a changed account is left as it is', async () => {
    await api.db.update(users).set({ name: 'Alice Changed' }).where(eq(users.email, 'alice@wallet.local'));

    expect(await seedDemoAccounts(api.db, api.config)).toEqual([]);

    const rows = await api.db
      .select({ name: users.name })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      );
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.name)).toContain('Alice Changed');
  });

  it('when the start-up line is printed, then it names every account and the password', () => {
    expect(demoAccountsLine()).toBe(
      'Demo accounts: admin@wallet.local (admin), agent@wallet.local (agent), alice@wallet.local (user), bob@wallet.local (user) — password Demo@1234 (unless changed since)',
    );
  });

  it('when the demo password is checked, then it meets every password rule', async () => {
    const answer = await post(api, '/auth/register', {
      name: 'Rule Check',
      email: 'rule-check@example.com',
      password: DEMO_PASSWORD,
      phone: '01712345678',
      role: 'user',
    });
    expect(answer.status).toBe(201);
  });
});

describe('the admin of ADMIN_EMAIL', () => {
  it('when the api starts with ADMIN_EMAIL and ADMIN_PASSWORD, then that admin exists, verified, approved, with a wallet, and signs in', async () => {
    const row = await accountWithWallet(api.db, 'boss@example.com');
    expect(row?.user).toMatchObject({
      name: 'The Boss',
      role: 'admin',
      isEmailVerified: true,
      isApproved: true,
    });
    expect(row?.wallet).not.toBeNull();
    const cookie = await signIn(api, ADMIN);
    expect((await callJson(api, 'GET', '/users/me', { cookie })).body.data).toMatchObject({ role: 'admin' });
  });

  it('when ensured again with the same password, then nothing changes and sessions live on', async () => {
    const cookie = await signIn(api, ADMIN);
    expect(await ensureAdmin(api.db, ADMIN)).toBe('unchanged');
    expect((await callJson(api, 'GET', '/users/me', { cookie })).status).toBe(200);
  });

  it('when ensured with a new password, then the password is reset and old sessions end', async () => {
    const cookie = await signIn(api, ADMIN);

    expect(await ensureAdmin(api.db, { ...ADMIN, password: 'N3w!admin-pass' })).toBe('reset');

    expect((await callJson(api, 'GET', '/users/me', { cookie })).status).toBe(401);
    expect((await post(api, '/auth/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(
      401,
    );
    await signIn(api, { email: ADMIN.email, password: 'N3w!admin-pass' });
    await ensureAdmin(api.db, ADMIN);
  });

  it('when the address belongs to an unverified user, then it becomes a verified, approved admin', async () => {
    const email = 'promoted@example.com';
    await post(api, '/auth/register', {
      name: 'To Promote',
      email,
      password: 'Us3r!password',
      phone: '01712345678',
      role: 'agent',
    });

    expect(await ensureAdmin(api.db, { email, password: 'Adm1n!secret', name: 'Ignored' })).toBe('reset');

    const row = await accountWithWallet(api.db, email);
    expect(row?.user).toMatchObject({
      role: 'admin',
      isEmailVerified: true,
      isApproved: true,
      name: 'To Promote',
    });
    const [walletCount] = await api.db
      .select({ id: wallets.id })
      .from(wallets)
      .where(eq(wallets.userId, row?.user.id ?? ''));
    expect(walletCount).toBeDefined();
    const [live] = await api.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.user.id ?? ''));
    expect(live).toBeUndefined();
  });
});

describe('npm run create-admin', () => {
  const apiDir = fileURLToPath(new URL('../..', import.meta.url));
  const tsxBin = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

  function runScript(
    env: NodeJS.ProcessEnv,
  ): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const {
      DATABASE_URL: _url,
      INIT_CWD: _initCwd,
      ADMIN_EMAIL: _e,
      ADMIN_PASSWORD: _p,
      ...rest
    } = process.env;
    return new Promise((resolve, reject) => {
      const child = spawn(tsxBin, ['scripts/create-admin.ts'], {
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

  it('when run with ADMIN_EMAIL and ADMIN_PASSWORD, then it creates the admin with a wallet', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wallet-create-admin-'));
    // On the PostgreSQL pass the script writes to this test's own throwaway database; otherwise to an embedded one.
    const target: NodeJS.ProcessEnv =
      api.config.databaseUrl === undefined ? { DATA_DIR: dataDir } : { DATABASE_URL: api.config.databaseUrl };
    const admin = {
      ADMIN_EMAIL: 'script-admin@example.com',
      ADMIN_PASSWORD: 'Scr1pt!admin',
      ADMIN_NAME: 'Script Admin',
    };
    try {
      const first = await runScript({ ...target, ...admin });
      expect(first.stderr).toBe('');
      expect(first.stdout).toContain('Admin script-admin@example.com: created.');
      expect(first.code).toBe(0);

      const database =
        api.config.databaseUrl === undefined
          ? await createDatabase({ databaseUrl: undefined, dataDir }, createLogger({ logLevel: 'silent' }))
          : undefined;
      try {
        const row = await accountWithWallet(database?.db ?? api.db, 'script-admin@example.com');
        expect(row?.user).toMatchObject({
          name: 'Script Admin',
          role: 'admin',
          isEmailVerified: true,
          isApproved: true,
        });
        expect(row?.wallet?.balanceCents).toBe(0);
      } finally {
        await database?.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('when the password breaks the rules, then it exits 1 naming ADMIN_PASSWORD, without showing it', async () => {
    const result = await runScript({
      ADMIN_EMAIL: 'weak@example.com',
      ADMIN_PASSWORD: 'weakpass',
      DATA_DIR: tmpdir(),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('ADMIN_PASSWORD');
    expect(result.stderr).not.toContain('weakpass');
  });

  it('when ADMIN_EMAIL is missing and there is no terminal, then it exits 1 saying so', async () => {
    const result = await runScript({ ADMIN_PASSWORD: 'Scr1pt!admin', DATA_DIR: tmpdir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('ADMIN_EMAIL');
  });
});

// Last: starting a second api blocks the event loop for seconds, which can break the first one's idle keep-alive sockets.
describe('without SEED_DEMO', () => {
  it('when the api starts without SEED_DEMO (the test default), then there are no demo accounts', async () => {
    const plain = await startTestApi();
    try {
      expect(await plain.db.$count(users)).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
