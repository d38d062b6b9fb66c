// GET /wallets/my-wallet: the owner's wallet with spending and limits (docs/money.md), for users and agents only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { addMoney, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { PAYOUT_DELAY_S: '3600' } });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

describe('GET /wallets/my-wallet', () => {
  it('when a user with some history asks, then every field of the contract is there', async () => {
    const person = await signedInPerson(api);
    const receiver = await signedInPerson(api);
    await addMoney(api, person, 100);
    await moneyCall(api, person, 'POST', '/wallets/send-money', { receiverId: receiver.user.id, amount: 20 });

    const answer = await callJson(api, 'GET', '/wallets/my-wallet', { cookie: person.cookie });

    expect(answer.status).toBe(200);
    const wallet = answer.body.data as Record<string, unknown>;
    expect(Object.keys(wallet).sort()).toEqual(
      [
        '_id',
        'balance',
        'controls',
        'createdAt',
        'dailySpentAmount',
        'dailyTransactionCount',
        'isBlocked',
        'lastDailyReset',
        'lastMonthlyReset',
        'limits',
        'monthlySpentAmount',
        'monthlyTransactionCount',
        'updatedAt',
        'userId',
      ].sort(),
    );
    expect(wallet).toMatchObject({
      _id: person.walletId,
      userId: person.user.id,
      balance: 80,
      isBlocked: false,
      dailySpentAmount: 20,
      dailyTransactionCount: 1,
      monthlySpentAmount: 20,
      monthlyTransactionCount: 1,
      limits: {
        dailyAmount: 10_000,
        dailyCount: 50,
        monthlyAmount: 50_000,
        monthlyCount: 500,
        dailyRemainingAmount: 9980,
        dailyRemainingCount: 49,
        monthlyRemainingAmount: 49_980,
        monthlyRemainingCount: 499,
      },
      // The owner's own controls (docs/freeze-and-limits.md): not frozen, no personal limits, the platform's beside.
      controls: {
        isFrozen: false,
        frozenAt: null,
        personalDailyAmount: null,
        personalMonthlyAmount: null,
        pendingDailyAmount: null,
        pendingDailyAt: null,
        pendingMonthlyAmount: null,
        pendingMonthlyAt: null,
        platformDailyAmount: 10_000,
        platformMonthlyAmount: 50_000,
      },
    });
    for (const field of ['lastDailyReset', 'lastMonthlyReset', 'createdAt', 'updatedAt']) {
      expect(new Date(String(wallet[field])).toISOString()).toBe(wallet[field]);
    }
  });

  it('when an admin or nobody asks, then 403 and 401', async () => {
    const admin = await signedInPerson(api, { role: 'admin' });
    expect((await callJson(api, 'GET', '/wallets/my-wallet', { cookie: admin.cookie })).status).toBe(403);
    expect((await callJson(api, 'GET', '/wallets/my-wallet')).status).toBe(401);
  });
});
