// /reversals (docs/reversals.md): an admin proposes, another approves (one compensating journal, linked, audited,
// receipts) or rejects; the commission of a cash in or cash out pro rata; and every bad input of issue 20 item 1,
// each refused with nothing moved.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reversalMessages } from '@wallet/common/reversals';
import { walletMessages } from '@wallet/common/wallet';
import { auditLog, journals, outbox, reversals } from '../db/schema';
import { rowsOf } from '../ledger/sql-rows';
import type { JsonAnswer } from '../test/accounts';
import { callJson, latestOutboxMail } from '../test/accounts';
import { agentWithFloat, cashIn, cashOut, codeFor, commissionsBalanceCents, userWith } from '../test/cash';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { addMoney, balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { commissionToReverse } from './reversals';

let api: TestApi;
let adminA: Person;
let adminB: Person;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_MONEY_PER_MINUTE: '1000' } });
  adminA = await signedInPerson(api, { role: 'admin', name: 'Ada Admin' });
  adminB = await signedInPerson(api, { role: 'admin', name: 'Bea Admin' });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

interface ReversalData {
  _id: string;
  status: string;
  amount: number;
  commission: number;
  transactionId: string;
  reversalTransactionId: string | null;
}

const propose = (admin: Person, body: unknown, idempotencyKey?: string) =>
  moneyCall(api, admin, 'POST', '/reversals', body, idempotencyKey);
const decide = (
  admin: Person,
  id: string,
  decision: 'approve' | 'reject',
  body?: unknown,
  idempotencyKey?: string,
) => moneyCall(api, admin, 'PATCH', `/reversals/${id}/${decision}`, body, idempotencyKey);

function expectRefused(answer: JsonAnswer, status: number, message: string): void {
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
}

/** Alice sends Bob `dollars`; answers the send's journal id. */
async function sent(
  dollars: number,
  aliceHas = 100,
): Promise<{ alice: Person; bob: Person; journalId: string }> {
  const alice = await userWith(api, aliceHas, 'Alice Sender');
  const bob = await signedInPerson(api, { name: 'Bob Receiver' });
  const answer = await moneyCall(
    api,
    alice,
    'POST',
    '/wallets/send-money',
    { receiverId: bob.user.id, amount: dollars },
    randomUUID(),
  );
  if (answer.status !== 201) throw new Error(`send failed: ${answer.status} ${answer.body.message}`);
  return { alice, bob, journalId: (answer.body.data as { transaction: { _id: string } }).transaction._id };
}

async function proposed(journalId: string, amount?: number): Promise<ReversalData> {
  const answer = await propose(adminA, {
    transactionId: journalId,
    ...(amount === undefined ? {} : { amount }),
    reason: 'Sent to the wrong person',
  });
  if (answer.status !== 201) throw new Error(`proposal failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data as ReversalData;
}

async function reversalJournalCount(): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    api.db,
    sql`select count(*)::int as count from journals where kind = 'reversal'`,
  );
  return Number(row?.count);
}

describe('POST /reversals and PATCH /reversals/{id}/approve', () => {
  it('when admin A proposes reversing a $40 send and admin B approves, then the money is back, linked, audited and both get a receipt', async () => {
    const { alice, bob, journalId } = await sent(40);

    const proposal = await propose(adminA, { transactionId: journalId, reason: 'Sent to the wrong person' });

    expect(proposal.status).toBe(201);
    expect(proposal.body.message).toBe('Reversal of $40.00 proposed; another admin must approve it');
    const data = proposal.body.data as ReversalData;
    expect(data).toMatchObject({
      status: 'proposed',
      amount: 40,
      transactionId: journalId,
      reversalTransactionId: null,
    });
    // A proposal moves nothing.
    expect(await balanceCentsOf(api, bob.walletId)).toBe(4000);

    const approved = await decide(adminB, data._id, 'approve');

    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Reversal of $40.00 approved and posted');
    const reversal = approved.body.data as ReversalData;
    expect(reversal.status).toBe('approved');
    expect(await balanceCentsOf(api, bob.walletId)).toBe(0);
    expect(await balanceCentsOf(api, alice.walletId)).toBe(10000);
    const [journal] = await api.db
      .select()
      .from(journals)
      .where(eq(journals.id, reversal.reversalTransactionId ?? ''));
    expect(journal).toMatchObject({
      kind: 'reversal',
      status: 'completed',
      amountCents: 4000,
      fromWalletId: bob.walletId,
      toWalletId: alice.walletId,
      reversesJournalId: journalId,
      initiatedBy: adminB.user.id,
    });
    const actions = await api.db
      .select({ action: auditLog.action, actor: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetUserId, bob.user.id));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'reversal.propose', actor: adminA.user.id },
        { action: 'reversal.approve', actor: adminB.user.id },
      ]),
    );
    const aliceSubject = 'Wallet receipt: $40.00 returned from Bob Receiver';
    expect((await latestOutboxMail(api, alice.user.email, { subject: aliceSubject }))?.text).toContain(
      '$40.00 came back to your wallet',
    );
    const bobSubject = 'Wallet receipt: $40.00 reversed to Alice Sender';
    expect((await latestOutboxMail(api, bob.user.email, { subject: bobSubject }))?.text).toContain(
      'Your new balance: $0.00',
    );
    // Original and reversal name each other: the original's details list its reversal, the reversal its original.
    const original = await callJson(api, 'GET', `/transactions/${journalId}`, { cookie: alice.cookie });
    expect(original.body.data).toMatchObject({
      reversedBy: [reversal.reversalTransactionId],
      reverses: null,
    });
    const back = await callJson(api, 'GET', `/transactions/${reversal.reversalTransactionId}`, {
      cookie: alice.cookie,
    });
    expect(back.body.data).toMatchObject({
      type: 'reversal',
      direction: 'credit',
      amount: 40,
      reverses: journalId,
    });
    const history = await callJson(api, 'GET', '/transactions/my-history', { cookie: bob.cookie });
    const rows = (history.body.data as { data: { type: string; reverses: string | null }[] }).data;
    expect(rows.map((row) => [row.type, row.reverses])).toEqual([
      ['reversal', journalId],
      ['receive', null],
    ]);
  });

  it('when two partial reversals add up to the whole, then a third is refused as fully reversed', async () => {
    const { alice, bob, journalId } = await sent(30);
    const first = await proposed(journalId, 10);
    expect((await decide(adminB, first._id, 'approve')).status).toBe(200);

    const tooMuch = await propose(adminA, { transactionId: journalId, amount: 25, reason: 'Rest' });
    expectRefused(tooMuch, 400, reversalMessages.aboveRemaining(2000));

    const rest = await proposed(journalId);
    expect(rest.amount).toBe(20);
    expect((await decide(adminB, rest._id, 'approve')).status).toBe(200);
    expect(await balanceCentsOf(api, bob.walletId)).toBe(0);
    expect(await balanceCentsOf(api, alice.walletId)).toBe(10000);

    expectRefused(
      await propose(adminA, { transactionId: journalId, reason: 'Again' }),
      409,
      reversalMessages.fullyReversed,
    );
  });

  it('when two proposals together exceed the amount, then the second approval is refused with what remains', async () => {
    const { journalId } = await sent(30);
    const one = await proposed(journalId, 20);
    const two = await proposed(journalId, 20);
    expect((await decide(adminB, one._id, 'approve')).status).toBe(200);

    expectRefused(await decide(adminB, two._id, 'approve'), 409, reversalMessages.aboveRemaining(1000));
    expect((await api.db.select().from(reversals).where(eq(reversals.id, two._id)))[0]?.status).toBe(
      'proposed',
    );
  });

  it('when a $100 cash in is reversed in part, then the commission goes back pro rata to the platform', async () => {
    const agent = await agentWithFloat(api, 500, 'Andy Agent');
    const user = await userWith(api, 0, 'Ursula User');
    const cashed = await cashIn(api, agent, { userId: user.user.id, amount: 100 }, randomUUID());
    expect(cashed.status).toBe(201);
    const journalId = (cashed.body.data as { transaction: { _id: string } }).transaction._id;
    const agentBefore = await balanceCentsOf(api, agent.walletId);
    const commissionsBefore = await commissionsBalanceCents(api);

    const proposal = await proposed(journalId, 60);
    const approved = await decide(adminB, proposal._id, 'approve');

    expect(approved.status).toBe(200);
    // 0.5% of $100 is $0.50; 60% of it is $0.30.
    expect((approved.body.data as ReversalData).commission).toBe(0.3);
    expect(await balanceCentsOf(api, user.walletId)).toBe(4000);
    expect(await balanceCentsOf(api, agent.walletId)).toBe(agentBefore + 6000 - 30);
    expect(await commissionsBalanceCents(api)).toBe(commissionsBefore + 30);
  });

  it('when a cash out is reversed whole, then the agent gives back the amount and the commission', async () => {
    const agent = await agentWithFloat(api, 0, 'Cara Agent');
    const user = await userWith(api, 100, 'Uma User');
    const code = await codeFor(api, user, 50);
    const cashed = await cashOut(api, agent, { userId: user.user.id, amount: 50, code }, randomUUID());
    expect(cashed.status).toBe(201);
    const journalId = (cashed.body.data as { transaction: { _id: string } }).transaction._id;
    expect(await balanceCentsOf(api, agent.walletId)).toBe(5025);

    const approved = await decide(adminB, (await proposed(journalId))._id, 'approve');

    expect(approved.status).toBe(200);
    expect(await balanceCentsOf(api, agent.walletId)).toBe(0);
    expect(await balanceCentsOf(api, user.walletId)).toBe(10000);
  });

  it('when the receiver has spent the money, then the approval is refused with their balance and nothing moves', async () => {
    const { bob, journalId } = await sent(40);
    const proposal = await proposed(journalId);
    const carol = await signedInPerson(api, { name: 'Carol Third' });
    const spent = await moneyCall(
      api,
      bob,
      'POST',
      '/wallets/send-money',
      { receiverId: carol.user.id, amount: 30 },
      randomUUID(),
    );
    expect(spent.status).toBe(201);
    const before = await reversalJournalCount();

    const answer = await decide(adminB, proposal._id, 'approve');

    expectRefused(answer, 409, "The receiver's balance is $10.00; reverse at most $10.00 or wait");
    expect(await reversalJournalCount()).toBe(before);
    expect(await balanceCentsOf(api, bob.walletId)).toBe(1000);
    // A smaller proposal within the balance goes through.
    expect((await decide(adminB, (await proposed(journalId, 10))._id, 'approve')).status).toBe(200);
  });

  it('when the receiver froze their wallet, then the approved reversal still takes the money back (a freeze stops its owner, not a correction)', async () => {
    const { alice, bob, journalId } = await sent(40);
    const more = await moneyCall(
      api,
      alice,
      'POST',
      '/wallets/send-money',
      { receiverId: bob.user.id, amount: 5 },
      randomUUID(),
    );
    expect(more.status).toBe(201);
    const frozen = await callJson(api, 'POST', '/wallets/freeze', { cookie: bob.cookie });
    expect(frozen.status).toBe(200);
    const proposal = await proposed(journalId);

    const answer = await decide(adminB, proposal._id, 'approve');

    expect(answer.status).toBe(200);
    expect(await balanceCentsOf(api, bob.walletId)).toBe(500);
    expect(await balanceCentsOf(api, alice.walletId)).toBe(9_500);
    // Bob's own sends are still refused: the correction did not thaw his wallet.
    const own = await moneyCall(
      api,
      bob,
      'POST',
      '/wallets/send-money',
      { receiverId: alice.user.id, amount: 1 },
      randomUUID(),
    );
    expect(own.status).toBe(403);
  });

  it('when admin B rejects, then nothing moves and the proposal cannot be approved later', async () => {
    const { bob, journalId } = await sent(40);
    const proposal = await proposed(journalId);

    const rejected = await decide(adminB, proposal._id, 'reject', { reason: 'The send was right' });

    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(reversalMessages.rejected);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decisionReason: 'The send was right' });
    expect(await balanceCentsOf(api, bob.walletId)).toBe(4000);
    expectRefused(await decide(adminB, proposal._id, 'approve'), 409, reversalMessages.alreadyRejected);
  });
});

describe('bad input', () => {
  it('when the proposer approves their own proposal, then 403 with the four-eyes message', async () => {
    const { bob, journalId } = await sent(40);
    const proposal = await proposed(journalId);

    expectRefused(await decide(adminA, proposal._id, 'approve'), 403, reversalMessages.ownProposal);
    expectRefused(await decide(adminA, proposal._id, 'reject'), 403, reversalMessages.ownProposal);
    expect(await balanceCentsOf(api, bob.walletId)).toBe(4000);
  });

  it('when two approvals arrive at once, then one reversal is posted and the other is told it is approved', async () => {
    const { bob, journalId } = await sent(40);
    const proposal = await proposed(journalId);
    const before = await reversalJournalCount();

    const answers = await Promise.all([
      decide(adminB, proposal._id, 'approve'),
      decide(adminB, proposal._id, 'approve'),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      reversalMessages.alreadyApproved,
    );
    expect(await reversalJournalCount()).toBe(before + 1);
    expect(await balanceCentsOf(api, bob.walletId)).toBe(0);
  });

  it('when the transaction is pending, failed or cancelled, then 409 names its status', async () => {
    const owner = await userWith(api, 100, 'Wendy Withdrawer');
    const withdrawal = await moneyCall(
      api,
      owner,
      'POST',
      '/wallets/withdraw',
      { amount: 20, method: 'bank' },
      randomUUID(),
    );
    expect(withdrawal.status).toBe(201);
    const withdrawalId = (withdrawal.body.data as { transaction: { _id: string } }).transaction._id;
    // A withdrawal is not reversible at all; a send that is not completed is refused by its status.
    expectRefused(
      await propose(adminA, { transactionId: withdrawalId, reason: 'x' }),
      400,
      reversalMessages.notReversibleKind,
    );
    for (const status of ['pending', 'failed', 'cancelled'] as const) {
      const { journalId } = await sent(5);
      await api.db.execute(sql`update journals set status = ${status} where id = ${journalId}`);
      expectRefused(
        await propose(adminA, { transactionId: journalId, reason: 'x' }),
        409,
        reversalMessages.notCompleted(status),
      );
      await api.db.execute(sql`update journals set status = 'completed' where id = ${journalId}`);
    }
  });

  it('when a partial amount is above what remains, then 400 with what remains', async () => {
    const { journalId } = await sent(40);
    expectRefused(
      await propose(adminA, { transactionId: journalId, amount: 40.01, reason: 'x' }),
      400,
      reversalMessages.aboveRemaining(4000),
    );
  });

  it('when a user or an agent calls, then 403; unknown ids 404; a bad body 400', async () => {
    const { alice, journalId } = await sent(5);
    const agent = await signedInPerson(api, { role: 'agent' });
    for (const person of [alice, agent]) {
      expect((await propose(person, { transactionId: journalId, reason: 'x' })).status).toBe(403);
      expect((await callJson(api, 'GET', '/reversals', { cookie: person.cookie })).status).toBe(403);
      expect((await decide(person, randomUUID(), 'approve')).status).toBe(403);
    }
    expectRefused(
      await propose(adminA, { transactionId: randomUUID(), reason: 'x' }),
      404,
      reversalMessages.transactionNotFound,
    );
    expectRefused(await decide(adminB, randomUUID(), 'approve'), 404, reversalMessages.notFound);
    expectRefused(await decide(adminB, 'not-an-id', 'reject'), 404, reversalMessages.notFound);
    expectRefused(await propose(adminA, { reason: 'x' }), 400, reversalMessages.transactionRequired);
    expectRefused(await propose(adminA, { transactionId: journalId }), 400, reversalMessages.reasonRequired);
    expectRefused(
      await propose(adminA, { transactionId: journalId, reason: 'x'.repeat(501) }),
      400,
      reversalMessages.reasonTooLong,
    );
    expect((await propose(adminA, { transactionId: journalId, amount: '5', reason: 'x' })).status).toBe(400);
    expect((await propose(adminA, { transactionId: journalId, amount: -1, reason: 'x' })).status).toBe(400);
    expect((await callJson(api, 'GET', '/reversals?status=open', { cookie: adminA.cookie })).status).toBe(
      400,
    );
  });
});

async function proposalCount(journalId: string): Promise<number> {
  return (await api.db.select({ id: reversals.id }).from(reversals).where(eq(reversals.journalId, journalId)))
    .length;
}

describe('Idempotency-Key on POST /reversals and the decisions', () => {
  it('when a proposal is sent twice with one key, then one proposal is made and the retry gets the first answer', async () => {
    const { journalId } = await sent(40);
    const key = randomUUID();
    const body = { transactionId: journalId, amount: 10, reason: 'Sent to the wrong person' };

    const first = await propose(adminA, body, key);
    const again = await propose(adminA, body, key);

    expect(first.status).toBe(201);
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await proposalCount(journalId)).toBe(1);
    // The same key and body in another order of fields is the same request.
    const reordered = await propose(
      adminA,
      { reason: body.reason, amount: 10, transactionId: journalId },
      key,
    );
    expect(reordered.body).toEqual(first.body);
    expect(await proposalCount(journalId)).toBe(1);
  });

  it('when twins with one key arrive at once, then one proposal is made and both get its answer', async () => {
    const { journalId } = await sent(40);
    const key = randomUUID();
    const body = { transactionId: journalId, reason: 'Sent to the wrong person' };

    const answers = await Promise.all([propose(adminA, body, key), propose(adminA, body, key)]);

    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    expect(await proposalCount(journalId)).toBe(1);
  });

  it('when one key comes with another body, then 409 as on the money routes and nothing more is proposed', async () => {
    const { journalId } = await sent(40);
    const key = randomUUID();
    expect(
      (await propose(adminA, { transactionId: journalId, amount: 10, reason: 'Wrong person' }, key)).status,
    ).toBe(201);

    expectRefused(
      await propose(adminA, { transactionId: journalId, amount: 20, reason: 'Wrong person' }, key),
      409,
      walletMessages.idempotencyKeyReused,
    );
    expect(await proposalCount(journalId)).toBe(1);
    // Keys are per admin: admin B's use of the same key is a request of its own.
    expect(
      (await propose(adminB, { transactionId: journalId, amount: 20, reason: 'Wrong person' }, key)).status,
    ).toBe(201);
    expect(await proposalCount(journalId)).toBe(2);
  });

  it('when the key is malformed, then 400 and nothing is proposed; without a key each call proposes', async () => {
    const { journalId } = await sent(40);
    const body = { transactionId: journalId, amount: 10, reason: 'Wrong person' };

    for (const key of ['two words', 'k'.repeat(256), 'é']) {
      expectRefused(await propose(adminA, body, key), 400, walletMessages.idempotencyKeyInvalid);
    }
    expect(await proposalCount(journalId)).toBe(0);

    expect((await propose(adminA, body)).status).toBe(201);
    expect((await propose(adminA, body)).status).toBe(201);
    expect(await proposalCount(journalId)).toBe(2);
  });

  it('when an approval is retried with its key, then the first answer comes back, one journal is posted and one receipt sent', async () => {
    const { alice, bob, journalId } = await sent(40);
    const proposal = await proposed(journalId);
    const before = await reversalJournalCount();
    const key = randomUUID();

    const first = await decide(adminB, proposal._id, 'approve', undefined, key);
    const again = await decide(adminB, proposal._id, 'approve', undefined, key);

    expect(first.status).toBe(200);
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await reversalJournalCount()).toBe(before + 1);
    expect(await balanceCentsOf(api, bob.walletId)).toBe(0);
    await api.mailIdle();
    const returned = await api.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.to, alice.user.email));
    expect(returned.filter((mail) => mail.subject.includes('returned from'))).toHaveLength(1);
    // Without the key, a second decision is refused as already decided; the same key on the other decision is
    // another request.
    expectRefused(await decide(adminB, proposal._id, 'approve'), 409, reversalMessages.alreadyApproved);
    expectRefused(
      await decide(adminB, proposal._id, 'reject', undefined, key),
      409,
      walletMessages.idempotencyKeyReused,
    );
  });

  it('when a rejection is retried with its key, then the first answer comes back', async () => {
    const { journalId } = await sent(40);
    const proposal = await proposed(journalId);
    const key = randomUUID();

    const first = await decide(adminB, proposal._id, 'reject', { reason: 'The send was right' }, key);
    const again = await decide(adminB, proposal._id, 'reject', { reason: 'The send was right' }, key);

    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'rejected' });
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('when an approval with a key is refused (the receiver is short), then the refusal is not remembered: the same key posts once the receiver holds enough', async () => {
    const { bob, journalId } = await sent(40);
    const proposal = await proposed(journalId);
    const carol = await signedInPerson(api, { name: 'Carol Third' });
    const spent = await moneyCall(
      api,
      bob,
      'POST',
      '/wallets/send-money',
      { receiverId: carol.user.id, amount: 30 },
      randomUUID(),
    );
    expect(spent.status).toBe(201);
    const key = randomUUID();

    expectRefused(
      await decide(adminB, proposal._id, 'approve', undefined, key),
      409,
      "The receiver's balance is $10.00; reverse at most $10.00 or wait",
    );
    await addMoney(api, bob, 30);
    const approved = await decide(adminB, proposal._id, 'approve', undefined, key);

    expect(approved.status).toBe(200);
    expect(approved.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceCentsOf(api, bob.walletId)).toBe(0);
  });
});

describe('GET /reversals', () => {
  it('when filtered by status, then only those come back, newest first', async () => {
    const { journalId } = await sent(5);
    const proposal = await proposed(journalId);

    const answer = await callJson(api, 'GET', '/reversals?status=proposed', { cookie: adminB.cookie });

    expect(answer.status).toBe(200);
    const data = (answer.body.data as { data: ReversalData[] }).data;
    expect(data[0]?._id).toBe(proposal._id);
    expect(data.every((row) => row.status === 'proposed')).toBe(true);
  });

  it('when filtered by transaction, then only the proposals about it come back, whatever their status', async () => {
    const { journalId } = await sent(5);
    const other = await sent(6);
    const first = await proposed(journalId);
    await proposed(other.journalId);

    const answer = await callJson(api, 'GET', `/reversals?transactionId=${journalId.toUpperCase()}`, {
      cookie: adminB.cookie,
    });

    expect(answer.status).toBe(200);
    const page = answer.body.data as { data: ReversalData[]; pagination: { totalItems: number } };
    expect(page.data.map((row) => [row._id, row.transactionId])).toEqual([[first._id, journalId]]);
    expect(page.pagination.totalItems).toBe(1);
  });

  it('when the transaction filter is not an id, then 400 with the message', async () => {
    expectRefused(
      await callJson(api, 'GET', '/reversals?transactionId=nope', { cookie: adminB.cookie }),
      400,
      reversalMessages.transactionIdFilter,
    );
  });
});

describe('commissionToReverse', () => {
  it('moves back the whole commission over any split, never more', () => {
    const original = { amountCents: 10_001, commissionCents: 50 };
    let before = 0;
    let total = 0;
    for (const part of [1, 3333, 3333, 3334]) {
      total += commissionToReverse(original, before, part);
      before += part;
    }
    expect(total).toBe(50);
    expect(commissionToReverse({ amountCents: 100, commissionCents: 0 }, 0, 100)).toBe(0);
  });
});
