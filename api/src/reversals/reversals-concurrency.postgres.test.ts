// Reversals under concurrency on PostgreSQL (docs/reversals.md, issue 20): 20 approvals of one proposal at once post
// one reversal; 20 reversals of sends approved while their receivers send the money on never take a wallet below
// zero, never reverse more than a send's amount, and leave the ledger sound.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reversalMessages } from '@wallet/common/reversals';
import { journals } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { rowsOf } from '../ledger/sql-rows';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { addMoney, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';

describe('reversals under concurrency (PostgreSQL)', () => {
  let api: TestApi;
  let adminA: Person;
  let adminB: Person;

  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('This file needs PostgreSQL: set DATABASE_URL');
    api = await startTestApi({
      env: {
        RATE_LIMIT_MONEY_PER_MINUTE: '1000000',
        LIMIT_USER_DAILY_COUNT: '1000000',
        LIMIT_USER_MONTHLY_COUNT: '1000000',
      },
    });
    adminA = await signedInPerson(api, { role: 'admin', name: 'Ada Admin' });
    adminB = await signedInPerson(api, { role: 'admin', name: 'Bea Admin' });
  });

  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  const send = (from: Person, to: Person, amount: number) =>
    moneyCall(api, from, 'POST', '/wallets/send-money', { receiverId: to.user.id, amount }, randomUUID());

  async function propose(journalId: string): Promise<string> {
    const answer = await moneyCall(api, adminA, 'POST', '/reversals', {
      transactionId: journalId,
      reason: 'Sent to the wrong person',
    });
    if (answer.status !== 201) throw new Error(`proposal failed: ${answer.status} ${answer.body.message}`);
    return (answer.body.data as { _id: string })._id;
  }

  it('when 20 approvals of one proposal arrive at once, then exactly one reversal is posted', async () => {
    const alice = await signedInPerson(api, { name: 'Alice' });
    const bob = await signedInPerson(api, { name: 'Bob' });
    await addMoney(api, alice, 100);
    const sent = await send(alice, bob, 40);
    const journalId = (sent.body.data as { transaction: { _id: string } }).transaction._id;
    const id = await propose(journalId);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => moneyCall(api, adminB, 'PATCH', `/reversals/${id}/approve`)),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.body.message}`))).toEqual(
      new Set([`409 ${reversalMessages.alreadyApproved}`]),
    );
    const reversed = await api.db.select().from(journals).where(eq(journals.reversesJournalId, journalId));
    expect(reversed).toHaveLength(1);
    expect((await checkLedger(api.db)).breaches).toEqual([]);
  });

  it('when 20 reversals race sends from their receivers, then no balance goes below zero and none is applied twice', async () => {
    const carol = await signedInPerson(api, { name: 'Carol Elsewhere' });
    const pairs: { sender: Person; receiver: Person; id: string; journalId: string }[] = [];
    for (let index = 0; index < 20; index += 1) {
      const sender = await signedInPerson(api, { name: `Sender ${index}` });
      const receiver = await signedInPerson(api, { name: `Receiver ${index}` });
      await addMoney(api, sender, 50);
      const sent = await send(sender, receiver, 30);
      const journalId = (sent.body.data as { transaction: { _id: string } }).transaction._id;
      pairs.push({ sender, receiver, journalId, id: await propose(journalId) });
    }

    // Each receiver spends $20 of the $30 while its reversal of $30 is approved (twice, to race itself too).
    const answers = await Promise.all(
      pairs.flatMap((pair) => [
        moneyCall(api, adminB, 'PATCH', `/reversals/${pair.id}/approve`),
        send(pair.receiver, carol, 20),
        moneyCall(api, adminB, 'PATCH', `/reversals/${pair.id}/approve`),
      ]),
    );

    // Every answer is a success or a clear refusal: never a 5xx.
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    for (const pair of pairs) {
      const reversals = await api.db
        .select({ amountCents: journals.amountCents })
        .from(journals)
        .where(eq(journals.reversesJournalId, pair.journalId));
      expect(reversals.length).toBeLessThanOrEqual(1);
    }
    const [below] = await rowsOf<{ count: number }>(
      api.db,
      sql`select count(*)::int as count from wallets where balance_cents < 0`,
    );
    expect(Number(below?.count)).toBe(0);
    const figures = await checkLedger(api.db);
    expect(figures.breaches).toEqual([]);
    expect(figures.postingTotalCents).toBe(0);
  });
});
