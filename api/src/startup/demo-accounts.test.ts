// Demo funding: the demo people get money and history through the ledger once, and a restart adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger-check';
import { expectLedgerSound } from '../test/money';
import { callJson, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { SEED_DEMO: '1', PAYOUT_DELAY_S: '3600' } });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

async function walletOf(email: string): Promise<{ balance: number }> {
  const cookie = await signIn(api, { email, password: DEMO_PASSWORD });
  return (await callJson(api, 'GET', '/wallets/my-wallet', { cookie })).body.data as { balance: number };
}

describe('demo funding', () => {
  it('when the demo accounts are first created, then deposits, sends both ways, a paid-out withdrawal and a cash in are in the ledger', async () => {
    // 1,500.00 − 120.00 + 45.50 − 30.00 − (200.00 + 2.50 fee) + 100.00 cash in
    expect((await walletOf('alice@wallet.local')).balance).toBe(1293);
    // 800.00 + 120.00 − 45.50 + 30.00
    expect((await walletOf('bob@wallet.local')).balance).toBe(904.5);
    // 5,000.00 (a day's add money cap) − 100.00 cash in + 0.50 commission
    expect((await walletOf('agent@wallet.local')).balance).toBe(4900.5);

    const cookie = await signIn(api, { email: 'alice@wallet.local', password: DEMO_PASSWORD });
    const history = await callJson(api, 'GET', '/transactions/my-history?limit=20', { cookie });
    const items = (history.body.data as { data: { type: string; status: string }[] }).data;
    expect(items.map((item) => `${item.type} ${item.status}`).sort()).toEqual([
      'cash_in completed',
      'deposit completed',
      'receive completed',
      'send completed',
      'send completed',
      'withdraw completed',
    ]);
    const figures = await checkLedger(api.db);
    expect(figures.journalCount).toBe(8);
    expect(figures.platformBalancesCents).toMatchObject({
      funding: -730_000,
      payouts: 20_000,
      fees: 250,
      commissions: -50,
    });
  });

  it('when seeding runs again, then no money moves', async () => {
    const before = await checkLedger(api.db);
    expect(await seedDemoAccounts(api.db, api.config)).toEqual([]);
    expect((await checkLedger(api.db)).journalCount).toBe(before.journalCount);
  });
});
