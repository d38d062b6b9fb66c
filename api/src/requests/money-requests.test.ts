// /money-requests (docs/requests.md): asking, the lists, paying through the normal send (once, even twice at once),
// declining, cancelling, expiry, blocking, and every bad input of issue 19 with nothing written.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_REQUESTS_OPEN_MAX, moneyRequestMessages } from '@wallet/common/requests';
import { walletMessages } from '@wallet/common/wallet';
import { rowsOf } from '../ledger/sql-rows';
import type { JsonAnswer } from '../test/accounts';
import { callJson, closeDirectly, createAccount, latestOutboxMail } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { addMoney, balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_MONEY_PER_MINUTE: '1000' } });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

interface RequestData {
  _id: string;
  status: string;
  direction: string;
  amount: number;
  note: string | null;
  transactionId: string | null;
  requester: { _id: string; name: string };
  payer: { _id: string; name: string };
}

const ask = (person: Person, body: unknown) => moneyCall(api, person, 'POST', '/money-requests', body);
const act = (person: Person, id: string, action: 'pay' | 'decline' | 'cancel', key?: string) =>
  moneyCall(api, person, 'POST', `/money-requests/${id}/${action}`, undefined, key);
const list = (person: Person, query: string) =>
  callJson(api, 'GET', `/money-requests?${query}`, { cookie: person.cookie });

async function pair(): Promise<{ requester: Person; payer: Person }> {
  const requester = await signedInPerson(api, { name: 'Bob Asker' });
  const payer = await signedInPerson(api, { name: 'Alice Payer' });
  return { requester, payer };
}

async function created(requester: Person, payer: Person, amount = 5, note?: string): Promise<RequestData> {
  const answer = await ask(requester, {
    payerId: payer.user.id,
    amount,
    ...(note === undefined ? {} : { note }),
  });
  if (answer.status !== 201) throw new Error(`request failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data as RequestData;
}

async function count(table: 'money_requests' | 'journals'): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    api.db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return Number(row?.count);
}

function expectRefused(answer: JsonAnswer, status: number, message: string): void {
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
}

describe('POST /money-requests', () => {
  it('when Bob asks Alice for $5 with a note, then 201, both lists show it pending and Alice is mailed', async () => {
    const { requester, payer } = await pair();

    const answer = await ask(requester, { payerId: payer.user.id, amount: 5, note: 'Lunch' });

    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Requested $5.00 from Alice Payer');
    expect(answer.body.data).toMatchObject({
      direction: 'outgoing',
      status: 'pending',
      amount: 5,
      note: 'Lunch',
      transactionId: null,
      requester: { _id: requester.user.id, name: 'Bob Asker' },
      payer: { _id: payer.user.id, name: 'Alice Payer' },
    });
    const {
      _id: id,
      createdAt,
      expiresAt,
    } = answer.body.data as RequestData & { createdAt: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(7 * 24 * 3600 * 1000);
    const incoming = await list(payer, 'direction=incoming');
    expect(incoming.body.data).toMatchObject({
      data: [{ _id: id, direction: 'incoming', status: 'pending', amount: 5 }],
      pagination: { totalItems: 1, currentPage: 1 },
    });
    const outgoing = await list(requester, 'direction=outgoing');
    expect(outgoing.body.data).toMatchObject({ data: [{ _id: id, direction: 'outgoing' }] });
    expect((await list(requester, 'direction=incoming')).body.data).toMatchObject({ data: [] });
    const mail = await latestOutboxMail(api, payer.user.email, {
      subject: 'Wallet: Bob Asker requests $5.00',
    });
    expect(mail?.text).toContain('Note: Lunch');
  });

  it('when the payer has receipts turned off, then no mail goes out', async () => {
    const { requester, payer } = await pair();
    const off = await callJson(api, 'PATCH', '/settings/notifications', {
      cookie: payer.cookie,
      body: { transactionAlerts: false },
    });
    expect(off.status).toBe(200);
    await created(requester, payer, 3);
    await api.mailIdle();
    expect(await latestOutboxMail(api, payer.user.email, { timeoutMs: 0 })).toBeUndefined();
  });

  it('when a note holds a script, then it is kept as text and escaped in the mail', async () => {
    const { requester, payer } = await pair();
    const request = await created(requester, payer, 1, '<script>alert(1)</script>');
    expect(request.note).toBe('<script>alert(1)</script>');
    const mail = await latestOutboxMail(api, payer.user.email);
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });

  it('when the body is bad, then 4xx with a clear message and no request is written', async () => {
    const { requester, payer } = await pair();
    const agent = await signedInPerson(api, { role: 'agent' });
    const admin = await signedInPerson(api, { role: 'admin' });
    const unverified = await createAccount(api, { isEmailVerified: false });
    const before = await count('money_requests');
    const cases: [unknown, number, string][] = [
      [{ payerId: requester.user.id, amount: 5 }, 400, moneyRequestMessages.requestToSelf],
      [{ payerId: agent.user.id, amount: 5 }, 404, moneyRequestMessages.payerNotFound],
      [{ payerId: admin.user.id, amount: 5 }, 404, moneyRequestMessages.payerNotFound],
      [{ payerId: randomUUID(), amount: 5 }, 404, moneyRequestMessages.payerNotFound],
      [{ payerId: 'not-an-id', amount: 5 }, 404, moneyRequestMessages.payerNotFound],
      [{ amount: 5 }, 400, moneyRequestMessages.payerRequired],
      [{ payerId: payer.user.id, amount: 0 }, 400, walletMessages.amountInvalid],
      [{ payerId: payer.user.id, amount: -1 }, 400, walletMessages.amountInvalid],
      [{ payerId: payer.user.id, amount: '5' }, 400, walletMessages.amountInvalid],
      [{ payerId: payer.user.id, amount: 1.234 }, 400, walletMessages.amountDecimals],
      [{ payerId: payer.user.id, amount: 1_000_000.01 }, 400, walletMessages.amountTooLarge],
      [{ payerId: payer.user.id, amount: 10_000.01 }, 400, moneyRequestMessages.aboveLimit(1_000_000)],
      [{ payerId: payer.user.id, amount: 5, note: 'x'.repeat(141) }, 400, moneyRequestMessages.noteTooLong],
      [{ payerId: payer.user.id, amount: 5, note: 5 }, 400, moneyRequestMessages.noteInvalid],
    ];
    for (const [body, status, message] of cases) {
      expectRefused(await ask(requester, body), status, message);
    }
    expectRefused(
      await ask(requester, { payerId: unverified.id, amount: 5 }),
      404,
      moneyRequestMessages.payerNotFound,
    );
    expect(await count('money_requests')).toBe(before);
  });

  it('when an agent or an admin asks, then 403', async () => {
    const { payer } = await pair();
    const agent = await signedInPerson(api, { role: 'agent' });
    const admin = await signedInPerson(api, { role: 'admin' });
    expect((await ask(agent, { payerId: payer.user.id, amount: 5 })).status).toBe(403);
    expect((await ask(admin, { payerId: payer.user.id, amount: 5 })).status).toBe(403);
  });

  it("when the payer is closed or their wallet blocked, or the requester's wallet is blocked, then refused", async () => {
    const { requester, payer } = await pair();
    const closed = await signedInPerson(api);
    await closeDirectly(api, closed.user.id);
    expectRefused(
      await ask(requester, { payerId: closed.user.id, amount: 5 }),
      404,
      moneyRequestMessages.payerNotFound,
    );

    await api.db.execute(sql`update wallets set is_blocked = true where id = ${payer.walletId}`);
    expectRefused(
      await ask(requester, { payerId: payer.user.id, amount: 5 }),
      400,
      moneyRequestMessages.payerBlocked,
    );
    await api.db.execute(sql`update wallets set is_blocked = false where id = ${payer.walletId}`);

    await api.db.execute(sql`update wallets set is_blocked = true where id = ${requester.walletId}`);
    expectRefused(
      await ask(requester, { payerId: payer.user.id, amount: 5 }),
      403,
      walletMessages.walletBlocked,
    );
  });

  it('when the payer blocks the requester, then 403 until unblocked', async () => {
    const { requester, payer } = await pair();
    const blocked = await callJson(api, 'POST', '/money-requests/blocked', {
      cookie: payer.cookie,
      body: { userId: requester.user.id },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.message).toBe('Bob Asker can no longer send you requests');
    expect(blocked.body.data).toMatchObject([{ _id: requester.user.id, name: 'Bob Asker' }]);
    // Twice is once.
    const again = await callJson(api, 'POST', '/money-requests/blocked', {
      cookie: payer.cookie,
      body: { userId: requester.user.id },
    });
    expect((again.body.data as unknown[]).length).toBe(1);

    expectRefused(
      await ask(requester, { payerId: payer.user.id, amount: 5 }),
      403,
      moneyRequestMessages.blockedByPayer,
    );
    // The block is one way: the payer may still ask the requester.
    expect((await ask(payer, { payerId: requester.user.id, amount: 5 })).status).toBe(201);

    const unblocked = await callJson(api, 'DELETE', `/money-requests/blocked/${requester.user.id}`, {
      cookie: payer.cookie,
    });
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.data).toEqual([]);
    expect((await ask(requester, { payerId: payer.user.id, amount: 5 })).status).toBe(201);
  });

  it('when blocking is asked of oneself, nobody or a bad id, then 4xx', async () => {
    const { payer } = await pair();
    const block = (userId: unknown) =>
      callJson(api, 'POST', '/money-requests/blocked', { cookie: payer.cookie, body: { userId } });
    expectRefused(await block(payer.user.id), 400, moneyRequestMessages.blockSelf);
    expectRefused(await block(randomUUID()), 404, moneyRequestMessages.userNotFound);
    expectRefused(await block('x'), 404, moneyRequestMessages.userNotFound);
    expectRefused(await block(undefined), 400, moneyRequestMessages.userRequired);
  });

  it(`when ${MONEY_REQUESTS_OPEN_MAX} requests are open, then the next is refused (409) until one is cancelled`, async () => {
    const { requester, payer } = await pair();
    const made = await Promise.all(
      Array.from({ length: MONEY_REQUESTS_OPEN_MAX }, () =>
        ask(requester, { payerId: payer.user.id, amount: 1 }),
      ),
    );
    expect(made.map((answer) => answer.status)).toEqual(made.map(() => 201));
    expectRefused(
      await ask(requester, { payerId: payer.user.id, amount: 1 }),
      409,
      moneyRequestMessages.tooManyOpen,
    );
    // An expired request no longer counts.
    const first = (made[0]?.body.data as RequestData)._id;
    await api.db.execute(
      sql`update money_requests set expires_at = now() - interval '1 second' where id = ${first}`,
    );
    expect((await ask(requester, { payerId: payer.user.id, amount: 1 })).status).toBe(201);
    expect((await ask(requester, { payerId: payer.user.id, amount: 1 })).status).toBe(409);
    const second = (made[1]?.body.data as RequestData)._id;
    expect((await act(requester, second, 'cancel')).status).toBe(200);
    expect((await ask(requester, { payerId: payer.user.id, amount: 1 })).status).toBe(201);
  });

  it('when 25 requests are made at the same moment, then at most 20 are open', async () => {
    const { requester, payer } = await pair();
    const made = await Promise.all(
      Array.from({ length: MONEY_REQUESTS_OPEN_MAX + 5 }, () =>
        ask(requester, { payerId: payer.user.id, amount: 1 }),
      ),
    );
    expect(made.filter((answer) => answer.status === 201)).toHaveLength(MONEY_REQUESTS_OPEN_MAX);
    expect(made.filter((answer) => answer.status === 409)).toHaveLength(5);
  });
});

describe('GET /money-requests', () => {
  it('when the query is bad, then 400 naming it', async () => {
    const { payer } = await pair();
    expectRefused(await list(payer, ''), 400, moneyRequestMessages.direction);
    expectRefused(await list(payer, 'direction=sideways'), 400, moneyRequestMessages.direction);
    expectRefused(await list(payer, 'direction=incoming&status=lost'), 400, moneyRequestMessages.status);
    expect((await list(payer, 'direction=incoming&page=0')).status).toBe(400);
  });

  it('when filtered by status, then pending, expired and the closed ones are told apart', async () => {
    const { requester, payer } = await pair();
    const open = await created(requester, payer, 1);
    const old = await created(requester, payer, 2);
    const declined = await created(requester, payer, 3);
    await api.db.execute(sql`update money_requests set expires_at = now() where id = ${old._id}`);
    await act(payer, declined._id, 'decline');
    const ids = async (status: string) =>
      (
        (await list(payer, `direction=incoming&status=${status}`)).body.data as { data: RequestData[] }
      ).data.map((request) => request._id);
    expect(await ids('pending')).toEqual([open._id]);
    expect(await ids('expired')).toEqual([old._id]);
    expect(await ids('declined')).toEqual([declined._id]);
    const all = (await list(payer, 'direction=incoming&limit=2')).body.data as {
      data: RequestData[];
      pagination: { totalItems: number; totalPages: number };
    };
    expect(all.data.map((request) => request._id)).toEqual([declined._id, old._id]);
    expect(all.pagination).toMatchObject({ totalItems: 3, totalPages: 2 });
  });
});

describe('POST /money-requests/:id/pay', () => {
  it("when Alice pays Bob's $5 request, then the money moves by the normal send and both see it paid", async () => {
    const { requester, payer } = await pair();
    await addMoney(api, payer, 20);
    const request = await created(requester, payer, 5, 'Lunch');

    const answer = await act(payer, request._id, 'pay', randomUUID());

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Paid $5.00 to Bob Asker');
    const data = answer.body.data as { transaction: { _id: string }; moneyRequest: RequestData };
    expect(answer.body.data).toMatchObject({
      transaction: { type: 'send', amount: 5, description: 'Lunch', recipient: { _id: requester.user.id } },
      wallet: { balance: 15, dailyTransactionCount: 1 },
      moneyRequest: { _id: request._id, status: 'paid', direction: 'incoming' },
    });
    expect(data.moneyRequest.transactionId).toBe(data.transaction._id);
    expect(await balanceCentsOf(api, payer.walletId)).toBe(1500);
    expect(await balanceCentsOf(api, requester.walletId)).toBe(500);
    const seen = (await list(requester, 'direction=outgoing')).body.data as { data: RequestData[] };
    expect(seen.data[0]).toMatchObject({ status: 'paid', transactionId: data.transaction._id });
    const receipt = await latestOutboxMail(api, requester.user.email, {
      subject: 'Wallet receipt: you received $5.00 from Alice Payer',
    });
    expect(receipt).toBeDefined();
  });

  it('when the same request is paid twice at the same moment with two keys (two tabs), then it is paid once', async () => {
    const { requester, payer } = await pair();
    await addMoney(api, payer, 20);
    const request = await created(requester, payer, 5);
    const journalsBefore = await count('journals');

    const answers = await Promise.all([
      act(payer, request._id, 'pay', randomUUID()),
      act(payer, request._id, 'pay', randomUUID()),
      act(payer, request._id, 'pay', randomUUID()),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toBe(moneyRequestMessages.alreadyPaid);
    }
    expect(await count('journals')).toBe(journalsBefore + 1);
    expect(await balanceCentsOf(api, payer.walletId)).toBe(1500);
    expect(await balanceCentsOf(api, requester.walletId)).toBe(500);
  });

  it('when the same key is sent twice at once, then the second answer is the first, replayed', async () => {
    const { requester, payer } = await pair();
    await addMoney(api, payer, 20);
    const request = await created(requester, payer, 5);
    const key = randomUUID();

    const [first, second] = await Promise.all([
      act(payer, request._id, 'pay', key),
      act(payer, request._id, 'pay', key),
    ]);

    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect(second?.body).toEqual(first?.body);
    expect(await balanceCentsOf(api, payer.walletId)).toBe(1500);
  });

  it('when a cancelled, declined, expired or paid request is paid, then 409 and no money moves', async () => {
    const { requester, payer } = await pair();
    await addMoney(api, payer, 20);
    const cancelled = await created(requester, payer, 1);
    await act(requester, cancelled._id, 'cancel');
    const declined = await created(requester, payer, 1);
    await act(payer, declined._id, 'decline');
    const expired = await created(requester, payer, 1);
    await api.db.execute(
      sql`update money_requests set expires_at = now() - interval '1 ms' where id = ${expired._id}`,
    );
    const before = await count('journals');

    expectRefused(
      await act(payer, cancelled._id, 'pay', randomUUID()),
      409,
      moneyRequestMessages.alreadyCancelled,
    );
    expectRefused(
      await act(payer, declined._id, 'pay', randomUUID()),
      409,
      moneyRequestMessages.alreadyDeclined,
    );
    expectRefused(await act(payer, expired._id, 'pay', randomUUID()), 409, moneyRequestMessages.expired);
    expect(await count('journals')).toBe(before);
    expect((await list(payer, 'direction=incoming&status=expired')).body.data).toMatchObject({
      data: [{ _id: expired._id, status: 'expired' }],
    });
  });

  it('when anyone but the payer pays, or the id is unknown, then 404 and nothing moves', async () => {
    const { requester, payer } = await pair();
    const stranger = await signedInPerson(api);
    await addMoney(api, stranger, 20);
    await addMoney(api, requester, 20);
    const request = await created(requester, payer, 5);
    expectRefused(await act(stranger, request._id, 'pay'), 404, moneyRequestMessages.notFound);
    expectRefused(await act(requester, request._id, 'pay'), 404, moneyRequestMessages.notFound);
    expectRefused(await act(payer, randomUUID(), 'pay'), 404, moneyRequestMessages.notFound);
    expectRefused(await act(payer, 'nope', 'pay'), 404, moneyRequestMessages.notFound);
    expect(await balanceCentsOf(api, stranger.walletId)).toBe(2000);
  });

  it("when the payer lacks the money, then the send's refusal and the request stays pending", async () => {
    const { requester, payer } = await pair();
    await addMoney(api, payer, 2);
    const request = await created(requester, payer, 5);
    expectRefused(
      await act(payer, request._id, 'pay', randomUUID()),
      400,
      walletMessages.insufficientBalance(200),
    );
    const [row] = await rowsOf<{ status: string }>(
      api.db,
      sql`select status from money_requests where id = ${request._id}`,
    );
    expect(row?.status).toBe('pending');
  });

  it("when the requester's wallet was blocked meanwhile, then the send's refusal and nothing moves", async () => {
    const { requester, payer } = await pair();
    await addMoney(api, payer, 20);
    const request = await created(requester, payer, 5);
    await api.db.execute(sql`update wallets set is_blocked = true where id = ${requester.walletId}`);
    expectRefused(await act(payer, request._id, 'pay', randomUUID()), 400, walletMessages.receiverBlocked);
    expect(await balanceCentsOf(api, payer.walletId)).toBe(2000);
  });
});

describe('decline and cancel', () => {
  it('when the payer declines, then both see it declined; the requester cannot decline, the payer cannot cancel', async () => {
    const { requester, payer } = await pair();
    const request = await created(requester, payer, 5);
    expectRefused(await act(requester, request._id, 'decline'), 404, moneyRequestMessages.notFound);
    expectRefused(await act(payer, request._id, 'cancel'), 404, moneyRequestMessages.notFound);

    const declined = await act(payer, request._id, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ message: 'Request declined', data: { status: 'declined' } });
    expect((await list(requester, 'direction=outgoing')).body.data).toMatchObject({
      data: [{ status: 'declined' }],
    });
    expectRefused(await act(requester, request._id, 'cancel'), 409, moneyRequestMessages.alreadyDeclined);
  });

  it('when a paid request is declined or cancelled, then 409', async () => {
    const { requester, payer } = await pair();
    await addMoney(api, payer, 20);
    const request = await created(requester, payer, 5);
    expect((await act(payer, request._id, 'pay')).status).toBe(200);
    expectRefused(await act(payer, request._id, 'decline'), 409, moneyRequestMessages.alreadyPaid);
    expectRefused(await act(requester, request._id, 'cancel'), 409, moneyRequestMessages.alreadyPaid);
  });

  it('when the requester cancels, then it is cancelled and the payer can no longer pay it', async () => {
    const { requester, payer } = await pair();
    const request = await created(requester, payer, 5);
    const cancelled = await act(requester, request._id, 'cancel');
    expect(cancelled.body).toMatchObject({
      message: 'Request cancelled',
      data: { status: 'cancelled', direction: 'outgoing' },
    });
    expectRefused(await act(payer, request._id, 'decline'), 409, moneyRequestMessages.alreadyCancelled);
  });

  it('when a decline meets a payment at the same moment, then exactly one of them happens', async () => {
    const { requester, payer } = await pair();
    await addMoney(api, payer, 20);
    const request = await created(requester, payer, 5);
    const [paid, declined] = await Promise.all([
      act(payer, request._id, 'pay', randomUUID()),
      act(payer, request._id, 'decline'),
    ]);
    expect([paid?.status, declined?.status].sort()).toEqual([200, 409]);
    const [row] = await rowsOf<{ status: string }>(
      api.db,
      sql`select status from money_requests where id = ${request._id}`,
    );
    expect(await balanceCentsOf(api, payer.walletId)).toBe(row?.status === 'paid' ? 1500 : 2000);
  });
});
