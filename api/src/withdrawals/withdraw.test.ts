// POST /wallets/withdraw and PATCH /transactions/:id/cancel, with no payout processed (PAYOUT_DELAY_S is an hour).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { addMoney, balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { callJson } from '../test/accounts';
import { checkLedger } from '../ledger/ledger-check';
import { postings } from '../db/schema';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { PAYOUT_DELAY_S: '3600' } });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const withdraw = (person: Person, body: unknown, key?: string) =>
  moneyCall(api, person, 'POST', '/wallets/withdraw', body, key);
const cancel = (person: Person, id: string) => moneyCall(api, person, 'PATCH', `/transactions/${id}/cancel`);

interface MoneyData {
  transaction: { _id: string; status: string };
  wallet: { balance: number; dailySpentAmount: number; dailyTransactionCount: number };
}

async function funded(dollars: number): Promise<Person> {
  const person = await signedInPerson(api, { name: 'Wanda Withdrawer' });
  await addMoney(api, person, dollars);
  return person;
}

describe('POST /wallets/withdraw', () => {
  it.each([
    ['bank', 250, 47.5],
    ['card', 300, 47],
  ])(
    'when 50.00 goes to a %s, then the fee is charged and the withdrawal is pending',
    async (method, feeCents, left) => {
      const person = await funded(100);
      const answer = await withdraw(person, { amount: 50, method });

      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe('Successfully initiated withdrawal of $50.00');
      expect(answer.body.data).toMatchObject({
        transaction: {
          type: 'withdraw',
          direction: 'debit',
          status: 'pending',
          amount: 50,
          fee: feeCents / 100,
          method,
          recipient: null,
          settledAt: null,
        },
        // The fee counts toward the limits: it leaves the wallet too.
        wallet: { balance: left, dailySpentAmount: 50 + feeCents / 100, dailyTransactionCount: 1 },
      });
      expect(await balanceCentsOf(api, person.walletId)).toBe(10_000 - 5000 - feeCents);
      const figures = await checkLedger(api.db);
      expect(figures.platformBalancesCents.payouts_pending).toBeGreaterThanOrEqual(5000);
    },
  );

  it('when 9.99 is asked for, then 400 "Minimum withdrawal amount is $10"', async () => {
    const person = await funded(100);
    const answer = await withdraw(person, { amount: 9.99, method: 'bank' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(walletMessages.withdrawalMinimum);
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000);
  });

  it('when exactly 10.00 is asked for, then it is accepted', async () => {
    const person = await funded(100);
    expect((await withdraw(person, { amount: 10, method: 'card' })).status).toBe(201);
  });

  it('when the whole balance is asked for, then 400 names the fee and what is available', async () => {
    const person = await funded(40);
    const answer = await withdraw(person, { amount: 40, method: 'bank' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Insufficient balance for this withdrawal and its $2.50 fee. Available: $40.00',
    );
    expect(await balanceCentsOf(api, person.walletId)).toBe(4000);
  });

  it('when the balance less the fee is asked for, then it leaves the wallet at zero', async () => {
    const person = await funded(40);
    expect((await withdraw(person, { amount: 37, method: 'card' })).status).toBe(201);
    expect(await balanceCentsOf(api, person.walletId)).toBe(0);
  });

  it('when a cent more than the balance is asked for, then 400 "Insufficient balance. Available: $40.00"', async () => {
    const person = await funded(40);
    const answer = await withdraw(person, { amount: 40.01, method: 'bank' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(walletMessages.insufficientBalance(4000));
  });

  it.each([undefined, null])(
    'when the method is left out (%s), as SPEC.md §7 sends it, then it is a bank withdrawal with the 2.50 fee',
    async (method) => {
      const person = await funded(100);
      const answer = await withdraw(person, method === undefined ? { amount: 20 } : { amount: 20, method });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        transaction: { type: 'withdraw', method: 'bank', amount: 20, fee: 2.5 },
        wallet: { balance: 77.5 },
      });
    },
  );

  it.each([
    ['an empty string', ''],
    ['another word', 'cash'],
    ['upper case', 'BANK'],
    ['a number', 1],
  ])('when the method is %s, then 400 "Please choose bank or card"', async (_case, method) => {
    const person = await funded(100);
    const answer = await withdraw(person, { amount: 20, method });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(walletMessages.methodRequired);
  });

  it.each([
    ['zero', 0, walletMessages.amountInvalid],
    ['a string', '20', walletMessages.amountInvalid],
    ['more than two decimals', 20.001, walletMessages.amountDecimals],
    ['above the maximum', 2_000_000, walletMessages.amountTooLarge],
  ])('when the amount is %s, then 400 "%s"', async (_case, amount, message) => {
    const person = await funded(100);
    const answer = await withdraw(person, { amount, method: 'bank' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('when the wallet is blocked, then 403 "Your wallet is blocked…"', async () => {
    const person = await funded(100);
    await api.db.execute(sql`update wallets set is_blocked = true where id = ${person.walletId}`);
    const answer = await withdraw(person, { amount: 20, method: 'bank' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(walletMessages.walletBlocked);
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000);
  });

  it('when an agent withdraws, then 403 (agents cash out through the agent calls)', async () => {
    const agent = await signedInPerson(api, { role: 'agent' });
    await addMoney(api, agent, 100);
    expect((await withdraw(agent, { amount: 20, method: 'bank' })).status).toBe(403);
  });
});

describe('GET /withdrawals/policy', () => {
  it('when anyone asks, signed in or not, then it says how long a withdrawal stays pending here (PAYOUT_DELAY_S)', async () => {
    const person = await signedInPerson(api);

    const anonymous = await callJson(api, 'GET', '/withdrawals/policy');
    const signedIn = await callJson(api, 'GET', '/withdrawals/policy', { cookie: person.cookie });

    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toEqual({ payoutDelaySeconds: 3600 });
    expect(signedIn.body.data).toEqual({ payoutDelaySeconds: 3600 });
  });
});

describe('PATCH /transactions/:id/cancel', () => {
  it('when the owner cancels a pending withdrawal, then amount and fee come back and the limits too', async () => {
    const person = await funded(100);
    const started = await withdraw(person, { amount: 50, method: 'card' });
    const { transaction } = started.body.data as MoneyData;

    const answer = await cancel(person, transaction._id);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Withdrawal cancelled and refunded');
    const data = answer.body.data as MoneyData & { transaction: { settledAt: string | null } };
    expect(started.body.data).toMatchObject({ transaction: { status: 'pending', refunded: 0 } });
    expect(data.transaction).toMatchObject({
      _id: transaction._id,
      status: 'cancelled',
      amount: 50,
      fee: 3,
      refunded: 53,
    });
    expect(data.transaction.settledAt).not.toBeNull();
    // What the answer calls refunded is the ledger's: the wallet's postings of this journal are -53.00 then +53.00.
    const walletPostings = await api.db
      .select({ amountCents: postings.amountCents })
      .from(postings)
      .where(and(eq(postings.journalId, transaction._id), eq(postings.accountId, person.walletId)))
      .orderBy(postings.id);
    expect(walletPostings.map(({ amountCents }) => amountCents)).toEqual([-5300, 5300]);
    const history = await callJson(api, 'GET', '/transactions/my-history', { cookie: person.cookie });
    expect((history.body.data as { data: unknown[] }).data[0]).toMatchObject({
      _id: transaction._id,
      status: 'cancelled',
      refunded: 53,
    });
    expect(data.wallet).toMatchObject({ balance: 100, dailySpentAmount: 0, dailyTransactionCount: 0 });
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000);
  });

  it('when it is cancelled twice, then the second is 409 and nothing is refunded again', async () => {
    const person = await funded(100);
    const { transaction } = (await withdraw(person, { amount: 50, method: 'bank' })).body.data as MoneyData;
    expect((await cancel(person, transaction._id)).status).toBe(200);

    const again = await cancel(person, transaction._id);

    expect(again.status).toBe(409);
    expect(again.body.message).toBe(walletMessages.cancelNotPending);
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000);
  });

  it('when someone else cancels it, or the id is unknown or malformed, then 404 "Transaction not found"', async () => {
    const owner = await funded(100);
    const stranger = await signedInPerson(api);
    const admin = await signedInPerson(api, { role: 'admin' });
    const { transaction } = (await withdraw(owner, { amount: 50, method: 'bank' })).body.data as MoneyData;

    for (const [person, id] of [
      [stranger, transaction._id],
      [admin, transaction._id],
      [owner, randomUUID()],
      [owner, 'not-an-id'],
    ] as const) {
      const answer = await cancel(person, id);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(walletMessages.transactionNotFound);
    }
    expect(await balanceCentsOf(api, owner.walletId)).toBe(10_000 - 5250);
    const stillPending = await callJson(api, 'GET', `/transactions/${transaction._id}`, {
      cookie: owner.cookie,
    });
    expect(stillPending.body.data).toMatchObject({ status: 'pending' });
  });

  it('when a party cancels a send or a deposit, then 409 "Only a pending withdrawal can be cancelled"', async () => {
    const sender = await funded(100);
    const receiver = await signedInPerson(api);
    const sent = await moneyCall(api, sender, 'POST', '/wallets/send-money', {
      receiverId: receiver.user.id,
      amount: 5,
    });
    const { transaction } = sent.body.data as MoneyData;
    expect((await cancel(receiver, transaction._id)).status).toBe(409);
    expect((await cancel(sender, transaction._id)).status).toBe(409);
  });

  it('when the wallet is blocked, then the cancel is 403 and the withdrawal stays pending', async () => {
    const person = await funded(100);
    const { transaction } = (await withdraw(person, { amount: 50, method: 'bank' })).body.data as MoneyData;
    await api.db.execute(sql`update wallets set is_blocked = true where id = ${person.walletId}`);
    const answer = await cancel(person, transaction._id);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(walletMessages.walletBlocked);
  });

  it('when a cancel is retried with its key, then the refund happens once', async () => {
    const person = await funded(100);
    const { transaction } = (await withdraw(person, { amount: 50, method: 'bank' })).body.data as MoneyData;
    const key = randomUUID();
    const first = await moneyCall(
      api,
      person,
      'PATCH',
      `/transactions/${transaction._id}/cancel`,
      undefined,
      key,
    );
    const second = await moneyCall(
      api,
      person,
      'PATCH',
      `/transactions/${transaction._id}/cancel`,
      undefined,
      key,
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000);
  });
});
