// Daily and monthly limits on money leaving a wallet: each by one cent and by one count, fees counted, resets at
// the calendar boundaries of TZ_LIMITS.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitAmountMessage, limitCountMessage } from '@wallet/common/wallet';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { callJson } from '../test/accounts';
import type { Person } from '../test/money';
import { addMoney, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    env: {
      PAYOUT_DELAY_S: '3600',
      TZ_LIMITS: 'Asia/Dhaka',
      LIMIT_USER_DAILY_AMOUNT: '100',
      LIMIT_USER_DAILY_COUNT: '3',
      LIMIT_USER_MONTHLY_AMOUNT: '150',
      LIMIT_USER_MONTHLY_COUNT: '4',
      LIMIT_AGENT_DAILY_AMOUNT: '7000',
      LIMIT_AGENT_DAILY_COUNT: '70',
    },
  });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

async function pair(dollars = 500): Promise<{ sender: Person; receiver: Person }> {
  const sender = await signedInPerson(api);
  const receiver = await signedInPerson(api);
  await addMoney(api, sender, dollars);
  return { sender, receiver };
}

const send = (sender: Person, receiver: Person, amount: number) =>
  moneyCall(api, sender, 'POST', '/wallets/send-money', { receiverId: receiver.user.id, amount });

async function myWallet(person: Person): Promise<Record<string, unknown>> {
  return (await callJson(api, 'GET', '/wallets/my-wallet', { cookie: person.cookie })).body.data as Record<
    string,
    unknown
  >;
}

describe('daily limits', () => {
  it('when a send would pass the daily amount by one cent, then 400 names the limit and what remains', async () => {
    const { sender, receiver } = await pair();
    expect((await send(sender, receiver, 60)).status).toBe(201);

    const over = await send(sender, receiver, 40.01);

    expect(over.status).toBe(400);
    expect(over.body.message).toBe('This would exceed your daily limit of $100.00. Remaining today: $40.00');
    expect(over.body.message).toBe(limitAmountMessage('daily', 10_000, 4000));
    expect((await send(sender, receiver, 40)).status).toBe(201);
  });

  it('when a send would be one more than the daily count, then 400 says none remain', async () => {
    const { sender, receiver } = await pair();
    for (let count = 1; count <= 3; count += 1) expect((await send(sender, receiver, 1)).status).toBe(201);

    const over = await send(sender, receiver, 1);

    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      'This would exceed your daily limit of 3 transactions. Remaining today: 0 transactions',
    );
  });

  it('when a withdrawal and its fee would pass the daily amount, then it is refused; the amount alone would not be', async () => {
    const { sender } = await pair();
    const over = await moneyCall(api, sender, 'POST', '/wallets/withdraw', { amount: 97.51, method: 'bank' });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(limitAmountMessage('daily', 10_000, 10_000));
    const within = await moneyCall(api, sender, 'POST', '/wallets/withdraw', {
      amount: 97.5,
      method: 'bank',
    });
    expect(within.status).toBe(201);
    expect(await myWallet(sender)).toMatchObject({ dailySpentAmount: 100, dailyTransactionCount: 1 });
  });

  it('when a withdrawal is cancelled the same day, then its amount and count are given back', async () => {
    const { sender, receiver } = await pair();
    const started = await moneyCall(api, sender, 'POST', '/wallets/withdraw', {
      amount: 97.5,
      method: 'bank',
    });
    const id = (started.body.data as { transaction: { _id: string } }).transaction._id;
    expect((await send(sender, receiver, 1)).status).toBe(400);

    expect((await moneyCall(api, sender, 'PATCH', `/transactions/${id}/cancel`)).status).toBe(200);

    expect((await send(sender, receiver, 1)).status).toBe(201);
  });
});

describe('monthly limits', () => {
  it('when earlier days used most of the month, then a cent over the monthly amount is refused', async () => {
    const { sender, receiver } = await pair();
    await api.db.execute(
      sql`update wallets set monthly_spent_cents = 12000, monthly_transaction_count = 1, last_monthly_reset = now()
        where id = ${sender.walletId}`,
    );

    const over = await send(sender, receiver, 30.01);

    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      'This would exceed your monthly limit of $150.00. Remaining this month: $30.00',
    );
    expect((await send(sender, receiver, 30)).status).toBe(201);
  });

  it("when the month's count is used up, then one more is refused", async () => {
    const { sender, receiver } = await pair();
    await api.db.execute(
      sql`update wallets set monthly_transaction_count = 4, last_monthly_reset = now() where id = ${sender.walletId}`,
    );
    const over = await send(sender, receiver, 1);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(limitCountMessage('monthly', 4, 0));
  });
});

describe('resets', () => {
  it('when the counters were last reset before today and this month in TZ_LIMITS, then they read and restart from zero', async () => {
    const { sender, receiver } = await pair();
    await api.db.execute(
      sql`update wallets set daily_spent_cents = 10000, daily_transaction_count = 3,
          monthly_spent_cents = 15000, monthly_transaction_count = 4,
          last_daily_reset = now() - interval '40 days', last_monthly_reset = now() - interval '40 days'
        where id = ${sender.walletId}`,
    );

    const before = await myWallet(sender);
    expect(before).toMatchObject({
      dailySpentAmount: 0,
      dailyTransactionCount: 0,
      monthlySpentAmount: 0,
      monthlyTransactionCount: 0,
      limits: { dailyRemainingAmount: 100, dailyRemainingCount: 3, monthlyRemainingAmount: 150 },
    });
    // Asia/Dhaka is UTC+6 all year: its midnight is 18:00 UTC, its month starts on the last day before at 18:00.
    expect(String(before.lastDailyReset)).toMatch(/T18:00:00\.000Z$/);
    expect(String(before.lastMonthlyReset)).toMatch(/T18:00:00\.000Z$/);

    expect((await send(sender, receiver, 10)).status).toBe(201);

    const after = await myWallet(sender);
    expect(after).toMatchObject({
      dailySpentAmount: 10,
      dailyTransactionCount: 1,
      monthlySpentAmount: 10,
      monthlyTransactionCount: 1,
      lastDailyReset: before.lastDailyReset,
      lastMonthlyReset: before.lastMonthlyReset,
      limits: {
        dailyRemainingAmount: 90,
        dailyRemainingCount: 2,
        monthlyRemainingAmount: 140,
        monthlyRemainingCount: 3,
      },
    });
  });
});

describe('limits per role', () => {
  it('when an agent reads their wallet, then the agent limits are shown', async () => {
    const agent = await signedInPerson(api, { role: 'agent' });
    expect(await myWallet(agent)).toMatchObject({
      limits: { dailyAmount: 7000, dailyCount: 70, monthlyAmount: 50_000, monthlyCount: 500 },
    });
  });
});
