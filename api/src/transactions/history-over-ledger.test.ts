// The reads over money moved by the real POSTs: history and GET /transactions/{id} agree with what the POSTs answered.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../test/money';
import { addMoney, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { callJson } from '../test/accounts';
import type { JsonAnswer } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { TransactionJson, TransactionPageJson } from '@wallet/common/wallet-json';

let api: TestApi;

beforeAll(async () => {
  // A payout processor that never settles on its own, so the withdrawal stays pending until cancelled.
  api = await startTestApi({ env: { PAYOUT_DELAY_S: '3600' } });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

async function historyOf(person: Person, query = ''): Promise<TransactionPageJson> {
  const answer = await callJson(api, 'GET', `/transactions/my-history${query}`, { cookie: person.cookie });
  expect(answer.status).toBe(200);
  return answer.body.data as TransactionPageJson;
}

/** The transaction a money call answered with, the test failing unless the call worked. */
function moved(answer: JsonAnswer): TransactionJson {
  expect(answer.status).toBeLessThan(300);
  return (answer.body.data as { transaction: TransactionJson }).transaction;
}

describe('reads over the ledger', () => {
  it('when money is added, sent, withdrawn and the withdrawal cancelled, then each history and each read agree with the POSTs', async () => {
    const sam = await signedInPerson(api, { name: 'Sam Sender' });
    const rita = await signedInPerson(api, { name: 'Rita Receiver' });
    const deposit = moved(await addMoney(api, sam, 100));
    const sent = moved(
      await moneyCall(
        api,
        sam,
        'POST',
        '/wallets/send-money',
        { receiverId: rita.user.id, amount: 12.34 },
        randomUUID(),
      ),
    );
    const withdrawal = moved(
      await moneyCall(api, sam, 'POST', '/wallets/withdraw', { amount: 20, method: 'bank' }, randomUUID()),
    );
    const cancelled = moved(await moneyCall(api, sam, 'PATCH', `/transactions/${withdrawal._id}/cancel`));

    const samHistory = await historyOf(sam);
    const ritaHistory = await historyOf(rita);

    expect(samHistory.data).toEqual([cancelled, sent, deposit]);
    expect(samHistory.data[0]).toMatchObject({
      type: 'withdraw',
      status: 'cancelled',
      method: 'bank',
      fee: 2.5,
    });
    expect(samHistory.summary).toEqual({
      totalCount: 3,
      completedCount: 2,
      pendingCount: 0,
      failedCount: 0,
      cancelledCount: 1,
      totalIn: 100,
      totalOut: 12.34,
    });
    expect(ritaHistory.data).toHaveLength(1);
    expect(ritaHistory.data[0]).toMatchObject({
      _id: sent._id,
      type: 'receive',
      direction: 'credit',
      amount: 12.34,
      userId: rita.user.id,
      walletId: rita.walletId,
      sender: { _id: sam.user.id, name: 'Sam Sender' },
    });
    expect(ritaHistory.summary).toMatchObject({ totalCount: 1, totalIn: 12.34, totalOut: 0 });

    const read = await callJson(api, 'GET', `/transactions/${sent._id}`, { cookie: sam.cookie });
    expect(read.body.data).toEqual(samHistory.data[1]);
  });
});
