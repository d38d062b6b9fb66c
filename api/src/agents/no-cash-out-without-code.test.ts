// DESIGN.md §9.12: no path lets an agent take money from a user without that user's valid code. Every money route
// an agent can name a user's wallet or movement on is tried; the user's balance and history stay as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentMessages } from '@wallet/common/agents';
import { walletMessages } from '@wallet/common/wallet';
import { balanceCentsOf, expectLedgerSound, moneyCall } from '../test/money';
import { callJson, otherCode } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { agentWithFloat, cashIn, cashOut, codeFor, journalCount, userWith } from '../test/cash';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

describe("an agent and a user's wallet, without the user's valid code", () => {
  it('when the agent tries every money route on the user, then every try is refused and the user keeps every cent', async () => {
    const agent = await agentWithFloat(api, 500);
    const user = await userWith(api, 300);
    const withdrawal = await moneyCall(api, user, 'POST', '/wallets/withdraw', {
      amount: 20,
      method: 'bank',
    });
    expect(withdrawal.status).toBe(201);
    const withdrawalId = (withdrawal.body.data as { transaction: { _id: string } }).transaction._id;
    const code = await codeFor(api, user, 100);
    const balanceBefore = await balanceCentsOf(api, user.walletId);
    const journalsBefore = await journalCount(api);
    const on = { userId: user.user.id };

    const tries = [
      [await cashOut(api, agent, { ...on, amount: 100 }), 400, agentMessages.codeRequired],
      [
        await cashOut(api, agent, { ...on, amount: 100, code: otherCode(code) }),
        400,
        agentMessages.codeInvalid,
      ],
      [await cashOut(api, agent, { ...on, amount: 100.01, code }), 400, agentMessages.codeTooSmall],
      [await cashIn(api, agent, { ...on, amount: -100 }), 400, walletMessages.amountInvalid],
      [await cashIn(api, agent, { ...on, amount: '-100' }), 400, walletMessages.amountInvalid],
      [
        await moneyCall(api, agent, 'POST', '/wallets/send-money', {
          receiverId: agent.user.id,
          amount: 100,
        }),
        403,
        undefined,
      ],
      [
        await moneyCall(api, agent, 'POST', '/wallets/send-money', {
          receiverId: user.user.id,
          amount: -100,
        }),
        403,
        undefined,
      ],
      [
        await moneyCall(api, agent, 'POST', '/wallets/withdraw', { amount: 100, method: 'bank' }),
        403,
        undefined,
      ],
      [
        await moneyCall(api, agent, 'PATCH', `/transactions/${withdrawalId}/cancel`),
        404,
        walletMessages.transactionNotFound,
      ],
      [await moneyCall(api, agent, 'POST', '/wallets/cash-out-code', { amount: 100 }), 403, undefined],
    ] as const;

    for (const [answer, status, message] of tries) {
      expect(answer.status).toBe(status);
      if (message !== undefined) expect(answer.body.message).toBe(message);
    }
    expect(await balanceCentsOf(api, user.walletId)).toBe(balanceBefore);
    expect(await journalCount(api)).toBe(journalsBefore);
    const pending = await callJson(api, 'GET', `/transactions/${withdrawalId}`, { cookie: user.cookie });
    expect(pending.body.data).toMatchObject({ status: 'pending' });
    // And with the code, for what it covers, it works: the refusals above were the code's doing.
    expect((await cashOut(api, agent, { ...on, amount: 100, code })).status).toBe(201);
    expect(await balanceCentsOf(api, user.walletId)).toBe(balanceBefore - 10_000);
  });
});
