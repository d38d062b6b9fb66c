// The payout processor: due withdrawals complete, or fail and are refunded; a cancel and a settlement never both happen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import type { TestApi } from '../test/harness';
import type { Person } from '../test/money';
import { addMoney, balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { callJson } from '../test/accounts';
import { checkLedger } from '../ledger/ledger-check';
import type { PayoutOutcome } from './payout-processor';
import type { PendingWithdrawal } from './settle-withdrawal';
import { BANK_REFUSAL, FAILING_CENTS, startApiWithPayouts, withdrawalOf } from '../test/payouts';
import { watchDatabaseWaits } from '../test/database-waits';

/** A withdrawal of this amount (cents) waits for the test to open the gate; others but FAILING_CENTS complete. */
const GATED_CENTS = 1700;
let openGate: () => void = () => undefined;
let gate = Promise.resolve();
let gatedReached: (withdrawal: PendingWithdrawal) => void = () => undefined;

function decidePayout(withdrawal: PendingWithdrawal): PayoutOutcome | Promise<PayoutOutcome> {
  if (withdrawal.amountCents === GATED_CENTS) {
    gatedReached(withdrawal);
    return gate.then(() => 'completed' as const);
  }
  return 'completed';
}

let api: TestApi;

beforeAll(async () => {
  api = await startApiWithPayouts(decidePayout);
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

interface TransactionData {
  _id: string;
  status: string;
  settledAt: string | null;
  failureReason: string | null;
}

async function transactionOf(person: Person, id: string): Promise<TransactionData> {
  return (await callJson(api, 'GET', `/transactions/${id}`, { cookie: person.cookie })).body
    .data as TransactionData;
}

async function settled(person: Person, id: string): Promise<TransactionData> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const transaction = await transactionOf(person, id);
    if (transaction.status !== 'pending' || Date.now() > deadline) return transaction;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('payout processor', () => {
  it('when a withdrawal is due, then it completes: the money moves from payouts_pending to payouts', async () => {
    const person = await signedInPerson(api);
    await addMoney(api, person, 100);
    const before = (await checkLedger(api.db)).platformBalancesCents;

    const id = await withdrawalOf(api, person, 20);
    const transaction = await settled(person, id);

    expect(transaction.status).toBe('completed');
    // Paid out: nothing came back.
    expect(transaction).toMatchObject({ refunded: 0 });
    expect(transaction.settledAt).not.toBeNull();
    const after = (await checkLedger(api.db)).platformBalancesCents;
    expect(after.payouts - before.payouts).toBe(2000);
    expect(after.payouts_pending - before.payouts_pending).toBe(0);
    expect(after.fees - before.fees).toBe(250);
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000 - 2250);
  });

  it('when the decision fails a payout, then it is failed with the reason and amount and fee are refunded', async () => {
    const person = await signedInPerson(api);
    await addMoney(api, person, 100);

    const id = await withdrawalOf(api, person, FAILING_CENTS / 100);
    const transaction = await settled(person, id);

    expect(transaction).toMatchObject({
      status: 'failed',
      failureReason: BANK_REFUSAL,
      refunded: (FAILING_CENTS + 250) / 100,
    });
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000);
    const wallet = await callJson(api, 'GET', '/wallets/my-wallet', { cookie: person.cookie });
    expect(wallet.body.data).toMatchObject({ dailySpentAmount: 0, dailyTransactionCount: 0 });
  });

  it('when a completed withdrawal is cancelled, then 409 and nothing is refunded', async () => {
    const person = await signedInPerson(api);
    await addMoney(api, person, 100);
    const id = await withdrawalOf(api, person, 20);
    expect((await settled(person, id)).status).toBe('completed');

    const answer = await moneyCall(api, person, 'PATCH', `/transactions/${id}/cancel`);

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(walletMessages.cancelNotPending);
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000 - 2250);
  });

  it('when the owner cancels while the payout is being settled, then the cancel waits and loses: 409, completed, no refund', async () => {
    const person = await signedInPerson(api);
    await addMoney(api, person, 100);
    gate = new Promise((resolve) => (openGate = resolve));
    const reached = new Promise<PendingWithdrawal>((resolve) => (gatedReached = resolve));

    const id = await withdrawalOf(api, person, GATED_CENTS / 100);
    expect((await reached).id).toBe(id);
    const cancelWaits = watchDatabaseWaits(api);
    let cancelAnswered = false;
    const cancelling = moneyCall(api, person, 'PATCH', `/transactions/${id}/cancel`).then((answer) => {
      cancelAnswered = true;
      return answer;
    });
    // The cancel has reached the database and waits behind the payout's transaction: had it not waited, it would
    // have found the withdrawal still pending and refunded it.
    await cancelWaits();
    expect(cancelAnswered).toBe(false);
    openGate();
    const answer = await cancelling;

    expect(answer.status).toBe(409);
    expect((await transactionOf(person, id)).status).toBe('completed');
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000 - GATED_CENTS - 250);
  });

  it('when cancels race the processor on many withdrawals, then each ends exactly once: cancelled or completed', async () => {
    const person = await signedInPerson(api);
    await addMoney(api, person, 1000);
    const ids: string[] = [];
    for (let index = 0; index < 10; index += 1) ids.push(await withdrawalOf(api, person, 20));

    const answers = await Promise.all(
      ids.map((id) => moneyCall(api, person, 'PATCH', `/transactions/${id}/cancel`)),
    );

    let cancelled = 0;
    for (const [index, answer] of answers.entries()) {
      const id = ids[index] ?? '';
      const final = await settled(person, id);
      if (answer.status === 200) {
        cancelled += 1;
        expect(final.status).toBe('cancelled');
      } else {
        expect(answer.status).toBe(409);
        expect(final.status).toBe('completed');
      }
    }
    expect(await balanceCentsOf(api, person.walletId)).toBe(100_000 - (10 - cancelled) * 2250);
    expect((await checkLedger(api.db)).breaches).toEqual([]);
  });
});
