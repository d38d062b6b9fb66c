// GET /stats/public: figures computed in SQL from users and journals, zeros on an empty database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journals, ledgerAccounts, users, wallets } from '../db/schema';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

async function getPublicStats() {
  const response = await fetch(api.apiUrl('/stats/public'));
  return { status: response.status, body: await response.json() };
}

async function insertPerson(role: 'user' | 'agent' | 'admin', email: string): Promise<string> {
  const [user] = await api.db
    .insert(users)
    .values({ name: email, email, role, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  const [account] = await api.db
    .insert(ledgerAccounts)
    .values({ kind: 'wallet' })
    .returning({ id: ledgerAccounts.id });
  if (user === undefined || account === undefined) throw new Error('insert returned no row');
  await api.db.insert(wallets).values({ id: account.id, userId: user.id });
  return account.id;
}

describe('GET /stats/public', () => {
  it('when the database is empty, then every figure is zero', async () => {
    expect(await getPublicStats()).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Public statistics',
        data: { totalUsers: 0, totalAgents: 0, totalTransactions: 0, totalVolume: 0 },
      },
    });
  });

  it('when users, agents and journals exist, then users and agents are counted by role and only completed journals add volume', async () => {
    const alice = await insertPerson('user', 'alice@example.com');
    const bob = await insertPerson('user', 'bob@example.com');
    await insertPerson('user', 'carol@example.com');
    const agent = await insertPerson('agent', 'agent@example.com');
    await insertPerson('admin', 'admin@example.com');
    // Raw SQL, as another writer would: bigint cents in, no ORM conversion.
    await api.db.execute(sql`
      insert into ${journals} (kind, status, amount_cents, fee_cents, from_wallet_id, to_wallet_id, method) values
        ('deposit', 'completed', 1234567, 0, null, ${alice}, null),
        ('send', 'completed', 10001, 0, ${alice}, ${bob}, null),
        ('cash_in', 'completed', 99, 0, ${agent}, ${bob}, null),
        ('withdraw', 'pending', 500000, 250, ${bob}, null, 'bank'),
        ('withdraw', 'failed', 7000, 300, ${alice}, null, 'card')
    `);

    const { body } = await getPublicStats();

    expect(body).toEqual({
      success: true,
      message: 'Public statistics',
      // 1,234,567 + 10,001 + 99 cents = 12,446.67 dollars.
      data: { totalUsers: 3, totalAgents: 1, totalTransactions: 5, totalVolume: 12446.67 },
    });
  });

  it('when a volume passes what a 32-bit integer holds, then it still comes back exact', async () => {
    const wallet = await insertPerson('user', 'rich@example.com');
    const before = (await getPublicStats()).body as { data: { totalVolume: number } };
    await api.db.insert(journals).values(
      Array.from({ length: 30 }, () => ({
        kind: 'deposit' as const,
        status: 'completed' as const,
        amountCents: 100_000_000,
        toWalletId: wallet,
      })),
    );

    const after = (await getPublicStats()).body as { data: { totalVolume: number } };

    // 30 × 1,000,000.00 = 3,000,000,000 cents in cents terms: above 2^31.
    expect(Math.round((after.data.totalVolume - before.data.totalVolume) * 100)).toBe(3_000_000_000);
  });

  it('when a wallet balance is read through drizzle, then the cents come back as a number', async () => {
    const wallet = await insertPerson('user', 'numbers@example.com');
    await api.db.execute(sql`update ${wallets} set balance_cents = 9007199254740991 where id = ${wallet}`);

    const [row] = await api.db
      .select({ balanceCents: wallets.balanceCents })
      .from(wallets)
      .where(sql`${wallets.id} = ${wallet}`);

    expect(row?.balanceCents).toBe(Number.MAX_SAFE_INTEGER);
  });
});
