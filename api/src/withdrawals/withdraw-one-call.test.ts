// The one-call money path for withdrawals (docs/money.md): a withdrawal and its cancel are one round trip each to the
// database, refusals too, and the answer, built from the rows just written, is what a later read shows.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import { journals } from '../db/schema';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import {
  addMoney,
  balanceCentsOf,
  expectLedgerSound,
  moneyCall,
  signedInPerson,
  withoutOwnControls,
} from '../test/money';
import { callJson } from '../test/accounts';
import { countRoundTrips } from '../test/round-trips';

let api: TestApi;

beforeAll(async () => {
  // No payout is settled while these tests run: every withdrawal stays pending until cancelled.
  api = await startTestApi({ env: { PAYOUT_DELAY_S: '3600' } });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const withdraw = (person: Person, body: unknown, key?: string) =>
  moneyCall(api, person, 'POST', '/wallets/withdraw', body, key);
const cancel = (person: Person, id: string, key?: string) =>
  moneyCall(api, person, 'PATCH', `/transactions/${id}/cancel`, undefined, key);

interface MoneyData {
  transaction: { _id: string };
  wallet: unknown;
}

async function funded(dollars: number): Promise<Person> {
  const person = await signedInPerson(api, { name: 'Wim One-Call' });
  await addMoney(api, person, dollars);
  // The deposit's receipt is mailed and its outbox row deleted now, not while a test counts round trips.
  await api.mailIdle();
  return person;
}

/** Fails unless the answer's transaction and wallet are what GET /transactions/:id and GET /wallets/my-wallet show. */
async function expectAnswerAsRead(person: Person, data: MoneyData): Promise<void> {
  const transaction = await callJson(api, 'GET', `/transactions/${data.transaction._id}`, {
    cookie: person.cookie,
  });
  expect(transaction.body.data).toEqual(data.transaction);
  const wallet = await callJson(api, 'GET', '/wallets/my-wallet', { cookie: person.cookie });
  expect(withoutOwnControls(wallet.body.data)).toEqual(data.wallet);
}

describe('POST /wallets/withdraw and PATCH /transactions/:id/cancel in one round trip each', () => {
  it('when a user withdraws and cancels with Idempotency-Keys, then the database is asked at most twice for each (the session and the call)', async () => {
    const person = await funded(100);
    // The first calls prepare the named statements on their connection; the count is of calls like any other.
    const warm = await withdraw(person, { amount: 10, method: 'bank' }, randomUUID());
    expect((await cancel(person, (warm.body.data as MoneyData).transaction._id, randomUUID())).status).toBe(
      200,
    );

    let withdrawn = { status: 0, id: '' };
    const withdrawTrips = await countRoundTrips(api, async () => {
      const answer = await withdraw(person, { amount: 20, method: 'card' }, randomUUID());
      withdrawn = { status: answer.status, id: (answer.body.data as MoneyData).transaction._id };
    });
    expect(withdrawn.status).toBe(201);
    expect(withdrawTrips).toBeGreaterThanOrEqual(1);
    expect(withdrawTrips).toBeLessThanOrEqual(2);
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000 - 2000 - 300);

    let cancelled = 0;
    const cancelTrips = await countRoundTrips(api, async () => {
      cancelled = (await cancel(person, withdrawn.id, randomUUID())).status;
    });
    expect(cancelled).toBe(200);
    expect(cancelTrips).toBeGreaterThanOrEqual(1);
    expect(cancelTrips).toBeLessThanOrEqual(2);
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000);
  });

  it('when the database refuses a withdrawal or a cancel, then that is one round trip too and nothing is written', async () => {
    const person = await funded(40);
    const before = await api.db.$count(journals, eq(journals.initiatedBy, person.user.id));
    let refused = { status: 0, message: '' };
    const withdrawTrips = await countRoundTrips(api, async () => {
      const answer = await withdraw(person, { amount: 40, method: 'bank' }, randomUUID());
      refused = { status: answer.status, message: String(answer.body.message) };
    });
    expect(refused).toEqual({
      status: 400,
      message: 'Insufficient balance for this withdrawal and its $2.50 fee. Available: $40.00',
    });
    expect(withdrawTrips).toBeLessThanOrEqual(2);
    expect(await api.db.$count(journals, eq(journals.initiatedBy, person.user.id))).toBe(before);

    const deposit = await addMoney(api, person, 1);
    await api.mailIdle();
    const depositId = (deposit.body.data as MoneyData).transaction._id;
    const cancelTrips = await countRoundTrips(api, async () => {
      const answer = await cancel(person, depositId, randomUUID());
      refused = { status: answer.status, message: String(answer.body.message) };
    });
    expect(refused).toEqual({ status: 409, message: walletMessages.cancelNotPending });
    expect(cancelTrips).toBeLessThanOrEqual(2);
    expect(await balanceCentsOf(api, person.walletId)).toBe(4100);
  });
});

describe('the answers of a withdrawal and its cancel', () => {
  it('when a withdrawal is sent again with its key, then the answer is the first exactly, marked replayed, what a later read shows, and money moved once', async () => {
    const person = await funded(100);
    const key = randomUUID();
    const first = await withdraw(person, { amount: 30, method: 'bank' }, key);
    const again = await withdraw(person, { amount: 30, method: 'bank' }, key);

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000 - 3250);
    await expectAnswerAsRead(person, first.body.data as MoneyData);
  });

  it('when a cancel is sent again with its key, then the answer is the first exactly, marked replayed, what a later read shows, and the refund happened once', async () => {
    const person = await funded(100);
    const started = await withdraw(person, { amount: 30, method: 'card' });
    const id = (started.body.data as MoneyData).transaction._id;
    const key = randomUUID();
    const first = await cancel(person, id, key);
    const again = await cancel(person, id, key);

    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceCentsOf(api, person.walletId)).toBe(10_000);
    await expectAnswerAsRead(person, first.body.data as MoneyData);
  });

  it('when a cancel with a malformed id reuses a key of another request, then the key is refused first (409), as before', async () => {
    const person = await funded(100);
    const key = randomUUID();
    expect((await withdraw(person, { amount: 10, method: 'bank' }, key)).status).toBe(201);

    const answer = await cancel(person, 'not-an-id', key);

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(walletMessages.idempotencyKeyReused);
  });

  it('when a withdrawal made yesterday is cancelled today, then today keeps its count and amount: nothing is given back that today did not count', async () => {
    const person = await funded(100);
    const started = await withdraw(person, { amount: 20, method: 'bank' });
    const id = (started.body.data as MoneyData).transaction._id;
    // Made yesterday, as the journal now says; today's counters hold 22.50 and 1 (as if something else today).
    await api.db.execute(
      sql`update journals set created_at = created_at - interval '1 day' where id = ${id}`,
    );

    const answer = await cancel(person, id);

    expect(answer.status).toBe(200);
    expect((answer.body.data as { wallet: unknown }).wallet).toMatchObject({
      balance: 100,
      dailySpentAmount: 22.5,
      dailyTransactionCount: 1,
    });
  });
});
