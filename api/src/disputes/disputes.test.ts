// /disputes (docs/disputes.md): reporting a problem with one's own transaction, the lists (admin: all, filtered and
// paged; others: their own), the status flow with notes, audit and mail, and every bad input of issue 20 with
// nothing written.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeJson } from '@wallet/common/disputes';
import { DISPUTE_NOTE_LENGTH_MAX, disputeMessages } from '@wallet/common/disputes';
import { outbox, users } from '../db/schema';
import { rowsOf } from '../ledger/sql-rows';
import type { JsonAnswer } from '../test/accounts';
import { callJson, latestOutboxMail } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { addMoney, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';

let api: TestApi;
let admin: Person;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_MONEY_PER_MINUTE: '1000' } });
  admin = await signedInPerson(api, { role: 'admin', name: 'Ada Admin' });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const report = (person: Person, body: unknown) => moneyCall(api, person, 'POST', '/disputes', body);
const change = (person: Person, id: string, body: unknown) =>
  moneyCall(api, person, 'PATCH', `/disputes/${id}`, body);
const list = (person: Person, query = '') =>
  callJson(api, 'GET', `/disputes?${query}`, { cookie: person.cookie });

/** The listed disputes and their pagination. */
async function listed(
  person: Person,
  query = '',
): Promise<{ data: DisputeJson[]; pagination: { totalItems: number } }> {
  const answer = await list(person, query);
  if (answer.status !== 200) throw new Error(`list failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data as { data: DisputeJson[]; pagination: { totalItems: number } };
}

/** Alice sends Bob $10; the send's id. */
async function aSend(): Promise<{ alice: Person; bob: Person; transactionId: string }> {
  const alice = await signedInPerson(api, { name: 'Alice Sender' });
  const bob = await signedInPerson(api, { name: 'Bob Receiver' });
  await addMoney(api, alice, 50);
  const sent = await moneyCall(api, alice, 'POST', '/wallets/send-money', {
    receiverId: bob.user.id,
    amount: 10,
  });
  if (sent.status !== 201) throw new Error(`send failed: ${sent.status} ${sent.body.message}`);
  return { alice, bob, transactionId: (sent.body.data as { transaction: { _id: string } }).transaction._id };
}

async function reported(
  person: Person,
  transactionId: string,
  reason = 'wrong_recipient',
): Promise<DisputeJson> {
  const answer = await report(person, { transactionId, reason, note: '  Meant for my sister  ' });
  if (answer.status !== 201) throw new Error(`report failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data as DisputeJson;
}

async function counts(): Promise<{ disputes: number; notes: number; audit: number }> {
  const [row] = await rowsOf<{ disputes: number; notes: number; audit: number }>(
    api.db,
    sql`select (select count(*)::int from disputes) as disputes, (select count(*)::int from dispute_notes) as notes,
      (select count(*)::int from audit_log where action like 'dispute.%') as audit`,
  );
  if (row === undefined) throw new Error('no counts');
  return row;
}

async function mailsTo(person: Person): Promise<number> {
  return (await api.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, person.user.email))).length;
}

function expectRefused(answer: JsonAnswer, status: number, message: string): void {
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
}

describe('POST /disputes', () => {
  it('when Alice reports a send to the wrong person, then 201, open, the note trimmed, and she lists it', async () => {
    const { alice, transactionId } = await aSend();

    const answer = await report(alice, {
      transactionId,
      reason: 'wrong_recipient',
      note: '  Meant for my sister  ',
    });

    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(disputeMessages.reported);
    expect(answer.body.data).toMatchObject({
      transactionId,
      reporter: { _id: alice.user.id, name: 'Alice Sender' },
      reason: 'wrong_recipient',
      note: 'Meant for my sister',
      status: 'open',
      notes: [
        { status: 'open', note: 'Meant for my sister', authorRole: 'reporter', authorName: 'Alice Sender' },
      ],
    });
    const mine = await listed(alice);
    expect(mine.data.map((dispute) => dispute.transactionId)).toEqual([transactionId]);
    const byTransaction = await listed(alice, `transactionId=${transactionId}`);
    expect(byTransaction.pagination).toMatchObject({ totalItems: 1 });
  });

  it('when the receiver (Bob) reports the same send, then it is his own dispute; an agent may report too', async () => {
    const { alice, bob, transactionId } = await aSend();
    await reported(alice, transactionId);

    expect((await report(bob, { transactionId, reason: 'not_received' })).status).toBe(201);
    expect((await listed(bob)).pagination).toMatchObject({ totalItems: 1 });
    expect((await listed(alice)).pagination).toMatchObject({ totalItems: 1 });

    const agent = await signedInPerson(api, { role: 'agent' });
    await addMoney(api, agent, 20);
    const [deposit] = await rowsOf<{ id: string }>(
      api.db,
      sql`select id from journals where to_wallet_id = ${agent.walletId} limit 1`,
    );
    expect((await report(agent, { transactionId: deposit?.id, reason: 'unauthorized' })).status).toBe(201);
  });

  it('when the input is bad, then a clear 4xx each time and nothing is written', async () => {
    const { alice, bob, transactionId } = await aSend();
    const stranger = await signedInPerson(api);
    const before = await counts();

    const cases: [unknown, number, string][] = [
      [{ reason: 'other', note: 'x' }, 400, disputeMessages.transactionRequired],
      [{ transactionId: 'not-an-id', reason: 'other', note: 'x' }, 404, disputeMessages.transactionNotFound],
      [{ transactionId: 42, reason: 'other', note: 'x' }, 404, disputeMessages.transactionNotFound],
      [
        { transactionId: '00000000-0000-4000-8000-000000000000', reason: 'other', note: 'x' },
        404,
        disputeMessages.transactionNotFound,
      ],
      [{ transactionId }, 400, disputeMessages.reasonRequired],
      [{ transactionId, reason: 'changed_my_mind' }, 400, disputeMessages.reason],
      [{ transactionId, reason: ['other'] }, 400, disputeMessages.reason],
      [{ transactionId, reason: 'other' }, 400, disputeMessages.noteRequired],
      [{ transactionId, reason: 'other', note: '   ' }, 400, disputeMessages.noteRequired],
      [{ transactionId, reason: 'other', note: 7 }, 400, disputeMessages.noteInvalid],
      [
        { transactionId, reason: 'other', note: 'x'.repeat(DISPUTE_NOTE_LENGTH_MAX + 1) },
        400,
        disputeMessages.noteTooLong,
      ],
    ];
    for (const [body, status, message] of cases) expectRefused(await report(alice, body), status, message);
    // Someone else's transaction reads as an unknown one.
    expectRefused(
      await report(stranger, { transactionId, reason: 'unauthorized' }),
      404,
      disputeMessages.transactionNotFound,
    );
    // Not a JSON object.
    expect((await report(alice, ['a'])).status).toBe(400);
    // Admins report nothing.
    expect((await report(admin, { transactionId, reason: 'unauthorized' })).status).toBe(403);
    expect(await counts()).toEqual(before);
    // A note of exactly the maximum (emoji count as one) is taken.
    const longest = '😀'.repeat(DISPUTE_NOTE_LENGTH_MAX);
    expect((await report(bob, { transactionId, reason: 'other', note: longest })).status).toBe(201);
  });

  it('when Alice reports one transaction twice (even at once), then one is open and the other a 409', async () => {
    const { alice, transactionId } = await aSend();

    const answers = await Promise.all([
      report(alice, { transactionId, reason: 'wrong_recipient' }),
      report(alice, { transactionId, reason: 'unauthorized' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(disputeMessages.alreadyOpen);
    expectRefused(
      await report(alice, { transactionId, reason: 'not_received' }),
      409,
      disputeMessages.alreadyOpen,
    );
  });
});

describe('PATCH /disputes/:id', () => {
  it('when the admin moves a dispute open → investigating → resolved, then each change is noted, audited and mailed; then Alice may report again', async () => {
    const { alice, transactionId } = await aSend();
    const dispute = await reported(alice, transactionId);

    const investigating = await change(admin, dispute._id, { status: 'investigating', note: ' Asked Bob ' });
    expect(investigating.status).toBe(200);
    expect(investigating.body.message).toBe('Dispute marked investigating');
    expect(investigating.body.data).toMatchObject({ status: 'investigating' });
    const mail = await latestOutboxMail(api, alice.user.email, {
      subject: 'Wallet: your dispute is investigating',
    });
    expect(mail?.text).toContain('Note from Wallet support: Asked Bob');

    const resolved = await change(admin, dispute._id, { status: 'resolved' });
    expect(resolved.status).toBe(200);
    expect(
      await latestOutboxMail(api, alice.user.email, { subject: 'Wallet: your dispute is resolved' }),
    ).toBeDefined();

    const [mine] = (await listed(alice)).data;
    expect(mine?.status).toBe('resolved');
    // Alice does not read the admin's name, the admin does.
    expect(mine?.notes.map((note) => [note.status, note.note, note.authorRole, note.authorName])).toEqual([
      ['open', 'Meant for my sister', 'reporter', 'Alice Sender'],
      ['investigating', 'Asked Bob', 'admin', null],
      ['resolved', null, 'admin', null],
    ]);
    const [seen] = (await listed(admin, `transactionId=${transactionId}`)).data;
    expect(seen?.notes[1]?.authorName).toBe('Ada Admin');
    const audit = await rowsOf<{ action: string; reason: string | null; targetUserId: string }>(
      api.db,
      sql`select action, reason, target_user_id as "targetUserId" from audit_log
        where actor_id = ${admin.user.id} and target_user_id = ${alice.user.id} order by created_at`,
    );
    expect(audit).toEqual([
      { action: 'dispute.investigate', reason: 'Asked Bob', targetUserId: alice.user.id },
      { action: 'dispute.resolve', reason: null, targetUserId: alice.user.id },
    ]);
    // Closed, the transaction may be disputed again.
    expect((await report(alice, { transactionId, reason: 'not_received' })).status).toBe(201);
  });

  it('when the reporter turned transaction alerts off, then each change (investigating, resolved, rejected) is still mailed, naming the status and the note; a refused change mails nothing', async () => {
    const first = await aSend();
    const second = await aSend();
    await api.db.update(users).set({ notifyTransactions: false }).where(eq(users.id, first.alice.user.id));
    await api.db.update(users).set({ notifyTransactions: false }).where(eq(users.id, second.alice.user.id));
    const toResolve = await reported(first.alice, first.transactionId);
    const toReject = await reported(second.alice, second.transactionId);
    const mailOf = (person: Person, status: string) =>
      latestOutboxMail(api, person.user.email, { subject: `Wallet: your dispute is ${status}` });

    expect((await change(admin, toResolve._id, { status: 'investigating', note: 'Asked Bob' })).status).toBe(
      200,
    );
    const investigating = await mailOf(first.alice, 'investigating');
    expect(investigating?.text).toContain('Status: Investigating');
    expect(investigating?.text).toContain('Note from Wallet support: Asked Bob');

    expect(
      (await change(admin, toResolve._id, { status: 'resolved', note: 'Bob paid it back' })).status,
    ).toBe(200);
    const resolved = await mailOf(first.alice, 'resolved');
    expect(resolved?.text).toContain('Status: Resolved');
    expect(resolved?.text).toContain('Note from Wallet support: Bob paid it back');

    expect(
      (await change(admin, toReject._id, { status: 'rejected', note: 'The payment was right' })).status,
    ).toBe(200);
    const rejected = await mailOf(second.alice, 'rejected');
    expect(rejected?.text).toContain('Status: Rejected');
    expect(rejected?.text).toContain('Note from Wallet support: The payment was right');

    // A refused change (a final dispute cannot move) rolls back and mails nothing.
    await api.mailIdle();
    const mailsBefore = await mailsTo(second.alice);
    expectRefused(
      await change(admin, toReject._id, { status: 'investigating' }),
      409,
      'This dispute is rejected and can no longer change',
    );
    await api.mailIdle();
    expect(await mailsTo(second.alice)).toBe(mailsBefore);
  });

  it('when the change is bad, then a clear 4xx each time and nothing is written', async () => {
    const { alice, transactionId } = await aSend();
    const dispute = await reported(alice, transactionId);
    const before = await counts();

    expectRefused(await change(admin, dispute._id, {}), 400, disputeMessages.statusRequired);
    expectRefused(await change(admin, dispute._id, { status: 'closed' }), 400, disputeMessages.status);
    expectRefused(await change(admin, dispute._id, { status: 1 }), 400, disputeMessages.status);
    expectRefused(
      await change(admin, dispute._id, { status: 'investigating', note: 1 }),
      400,
      disputeMessages.noteInvalid,
    );
    expectRefused(
      await change(admin, dispute._id, {
        status: 'investigating',
        note: 'x'.repeat(DISPUTE_NOTE_LENGTH_MAX + 1),
      }),
      400,
      disputeMessages.noteTooLong,
    );
    expectRefused(
      await change(admin, dispute._id, { status: 'resolved' }),
      409,
      'A dispute that is open can only become investigating or rejected',
    );
    expectRefused(await change(admin, dispute._id, { status: 'open' }), 409, 'This dispute is already open');
    expectRefused(
      await change(admin, '00000000-0000-4000-8000-000000000000', { status: 'investigating' }),
      404,
      disputeMessages.notFound,
    );
    expectRefused(await change(admin, 'nope', { status: 'investigating' }), 404, disputeMessages.notFound);
    // Only admins change a dispute, the reporter included.
    expect((await change(alice, dispute._id, { status: 'investigating' })).status).toBe(403);
    expect((await change(admin, dispute._id, 'investigating')).status).toBe(400);
    expect(await counts()).toEqual(before);

    // Rejected, it can no longer change.
    expect(
      (await change(admin, dispute._id, { status: 'rejected', note: 'Bob confirmed the payment' })).status,
    ).toBe(200);
    expectRefused(
      await change(admin, dispute._id, { status: 'investigating' }),
      409,
      'This dispute is rejected and can no longer change',
    );
  });

  it('when two admins change one dispute at once, then one change wins and the other is a 409', async () => {
    const { alice, transactionId } = await aSend();
    const dispute = await reported(alice, transactionId);
    const other = await signedInPerson(api, { role: 'admin' });

    const answers = await Promise.all([
      change(admin, dispute._id, { status: 'investigating' }),
      change(other, dispute._id, { status: 'investigating' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('GET /disputes', () => {
  it('when the admin filters by status and reason and pages, then only those, newest first; a user sees only their own', async () => {
    const first = await aSend();
    const second = await aSend();
    const one = await reported(first.alice, first.transactionId, 'unauthorized');
    const two = await reported(second.alice, second.transactionId, 'unauthorized');
    await change(admin, two._id, { status: 'investigating' });

    const investigating = await listed(admin, 'status=investigating&reason=unauthorized');
    expect(investigating.data.map((dispute) => dispute._id)).toContain(two._id);
    expect(investigating.data.map((dispute) => dispute._id)).not.toContain(one._id);
    const paged = await listed(admin, 'reason=unauthorized&limit=1&page=1');
    expect(paged.data).toHaveLength(1);
    expect(paged.data[0]?._id).toBe(two._id);

    expect((await listed(first.alice)).data).toEqual([expect.objectContaining({ _id: one._id })]);
    expect((await listed(first.bob)).data).toEqual([]);
    expectRefused(await list(admin, 'status=closed'), 400, disputeMessages.status);
    expectRefused(await list(admin, 'reason=x'), 400, disputeMessages.reason);
    expect((await list(admin, 'transactionId=x')).status).toBe(400);
    expect((await list(admin, 'page=0')).status).toBe(400);
  });
});
