// GET /api/v1/events (docs/live.md): who hears about which money movement, what a stream looks like, and when it
// ends. On PGlite by default, on PostgreSQL with DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyRequests } from '../db/schema';
import { callJson, post } from '../test/accounts';
import { cashIn } from '../test/cash';
import { isEvent, openStream } from '../test/event-stream';
import type { OpenStream, StreamMessage } from '../test/event-stream';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { addMoney, moneyCall, signedInPerson } from '../test/money';
import { withdrawalOf } from '../test/payouts';
import { liveStreamsMessage } from './events.routes';

let api: TestApi;
const streams: OpenStream[] = [];

beforeAll(async () => {
  // The heartbeat (which also checks the session again) as rare as allowed, so a stream that ends here was ended by
  // the session_changes notification.
  api = await startTestApi({
    env: { LIVE_EVENTS_POLL_MS: '20', LIVE_HEARTBEAT_MS: '300000', LIVE_STREAMS_PER_SESSION: '2' },
  });
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await api?.close();
});

/** A stream that is open: its answer is in and its first line (retry) read. */
async function watch(person: Pick<Person, 'cookie'>): Promise<OpenStream> {
  const stream = await openStream(api, person.cookie);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((message) => message.event === 'retry');
  return stream;
}

const send = (from: Person, to: Person, amount: number) =>
  moneyCall(api, from, 'POST', '/wallets/send-money', { receiverId: to.user.id, amount }, randomUUID());

const journalIdOf = (answer: { body: { data: unknown } }) =>
  (answer.body.data as { transaction: { _id: string } }).transaction._id;

/**
 * What one movement tells a party's stream: its transaction event, found by id (a stream opened just after an earlier
 * movement of the same person may still hear of that one: the poll that finds it can come after the stream opened),
 * and the wallet event the api sends right before it for the same row.
 */
async function movementEvents(
  stream: OpenStream,
  transactionId: string,
  change: 'added' | 'updated' = 'added',
): Promise<{ wallet: StreamMessage; transaction: StreamMessage }> {
  const transaction = await stream.next(isEvent('transaction', { transactionId, change }));
  const wallet = await stream.next(
    (message) => message.event === 'wallet' && Number(message.id) === Number(transaction.id) - 1,
  );
  return { wallet, transaction };
}

describe('GET /api/v1/events', () => {
  it('when there is no session cookie, then 401', async () => {
    const stream = await openStream(api, undefined);
    expect(stream.status).toBe(401);
  });

  it('when a stream opens, then it is an event stream that starts with retry and pings', async () => {
    const pinging = await startTestApi({ env: { LIVE_HEARTBEAT_MS: '100' }, sameDatabaseAs: api });
    try {
      const alice = await signedInPerson(api);
      const stream = await openStream(pinging, alice.cookie);
      streams.push(stream);
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('cache-control')).toBe('no-store');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect((await stream.next()).raw).toBe('retry: 2000');
      expect((await stream.next()).raw).toBe(': ping');
      expect((await stream.next()).raw).toBe(': ping');
      stream.close();
    } finally {
      await pinging.close();
    }
  });

  it('when Alice sends Bob money, then both hear of their wallet and the transaction, ids only, and a third person hears nothing of it', async () => {
    const alice = await signedInPerson(api, { name: 'Alice Demo' });
    const bob = await signedInPerson(api, { name: 'Bob Demo' });
    const carol = await signedInPerson(api, { name: 'Carol Demo' });
    await addMoney(api, alice, 50);
    const [aliceStream, bobStream, carolStream] = await Promise.all([watch(alice), watch(bob), watch(carol)]);

    const sent = await send(alice, bob, 12.34);
    expect(sent.status).toBe(201);
    const transactionId = journalIdOf(sent);

    for (const [stream, person] of [
      [aliceStream, alice],
      [bobStream, bob],
    ] as const) {
      const { wallet, transaction } = await movementEvents(stream, transactionId);
      expect(wallet.data).toEqual({ walletId: person.walletId });
      expect(transaction.data).toEqual({ transactionId, change: 'added' });
      expect(transaction.raw).not.toMatch(/12\.34|1234|Demo/);
    }
    // Carol's own movement comes after Alice's send in the sequence: had she been told of the send, it would be first.
    const added = await addMoney(api, carol, 1);
    const first = await carolStream.next((message) => message.event !== 'comment');
    expect(first.data).toEqual({ walletId: carol.walletId });
    const next = await carolStream.next(isEvent('transaction'));
    expect(next.data).toEqual({ transactionId: journalIdOf(added), change: 'added' });
  });

  it('when an agent cashes in for a user, then the agent and the user hear of it, and an admin gets a platform event', async () => {
    const agent = await signedInPerson(api, { role: 'agent', name: 'Andy Agent' });
    await addMoney(api, agent, 100);
    const user = await signedInPerson(api, { name: 'Ursula User' });
    const admin = await signedInPerson(api, { role: 'admin' });
    const [agentStream, userStream, adminStream] = await Promise.all([
      watch(agent),
      watch(user),
      watch(admin),
    ]);

    const answer = await cashIn(api, agent, { userId: user.user.id, amount: 20 }, randomUUID());
    expect(answer.status).toBe(201);
    const transactionId = journalIdOf(answer);
    expect((await movementEvents(agentStream, transactionId)).wallet.data).toEqual({
      walletId: agent.walletId,
    });
    expect((await movementEvents(userStream, transactionId)).wallet.data).toEqual({
      walletId: user.walletId,
    });
    const platform = await adminStream.next(isEvent('platform'));
    expect(platform.raw).toMatch(/^id: \d+\nevent: platform\ndata: \{\}$/);
  });

  it('when a money request is made and declined, then the requester and the payer hear of it each time', async () => {
    const requester = await signedInPerson(api);
    const payer = await signedInPerson(api);
    const [requesterStream, payerStream] = await Promise.all([watch(requester), watch(payer)]);
    const asked = await moneyCall(api, requester, 'POST', '/money-requests', {
      payerId: payer.user.id,
      amount: 5,
    });
    expect(asked.status).toBe(201);
    const requestId = (asked.body.data as { _id: string })._id;
    for (const stream of [requesterStream, payerStream]) {
      expect((await stream.next(isEvent('money-request'))).data).toEqual({ requestId });
    }
    const declined = await moneyCall(api, payer, 'POST', `/money-requests/${requestId}/decline`);
    expect(declined.status).toBe(200);
    for (const stream of [requesterStream, payerStream]) {
      expect((await stream.next(isEvent('money-request'))).data).toEqual({ requestId });
    }
  });

  it('when a pending withdrawal is cancelled, then the owner hears of it added, then updated', async () => {
    const owner = await signedInPerson(api);
    await addMoney(api, owner, 100);
    const stream = await watch(owner);
    const id = await withdrawalOf(api, owner, 20);
    expect((await movementEvents(stream, id)).wallet.data).toEqual({ walletId: owner.walletId });
    expect((await moneyCall(api, owner, 'PATCH', `/transactions/${id}/cancel`)).status).toBe(200);
    expect((await movementEvents(stream, id, 'updated')).wallet.data).toEqual({ walletId: owner.walletId });
  });

  it('when a pending request’s time runs out, then both parties hear of it, though no row changed', async () => {
    const requester = await signedInPerson(api);
    const payer = await signedInPerson(api);
    const asked = await moneyCall(api, requester, 'POST', '/money-requests', {
      payerId: payer.user.id,
      amount: 3,
    });
    const requestId = (asked.body.data as { _id: string })._id;
    const [requesterStream, payerStream] = await Promise.all([watch(requester), watch(payer)]);
    // Arranged: the request runs out a moment from now instead of in seven days.
    await api.db
      .update(moneyRequests)
      .set({ expiresAt: sql`now() + interval '300 milliseconds'` })
      .where(eq(moneyRequests.id, requestId));
    for (const stream of [requesterStream, payerStream]) {
      expect((await stream.next(isEvent('money-request'))).data).toEqual({ requestId });
    }
  });

  it('when the owner freezes the wallet, then a wallet event', async () => {
    const owner = await signedInPerson(api);
    const stream = await watch(owner);
    const frozen = await moneyCall(api, owner, 'POST', '/wallets/freeze');
    expect(frozen.status).toBe(200);
    expect((await stream.next(isEvent('wallet'))).data).toEqual({ walletId: owner.walletId });
  });

  it('when the session signs out, then its stream ends', async () => {
    const person = await signedInPerson(api);
    const stream = await watch(person);
    expect((await post(api, '/auth/logout', undefined, person.cookie)).status).toBe(200);
    await stream.ended;
    expect((await openStream(api, person.cookie)).status).toBe(401);
  });

  it('when an admin suspends an agent, then the agent’s stream ends', async () => {
    const agent = await signedInPerson(api, { role: 'agent' });
    const admin = await signedInPerson(api, { role: 'admin' });
    const stream = await watch(agent);
    const suspended = await callJson(api, 'PATCH', `/users/suspend-agent/${agent.user.id}`, {
      cookie: admin.cookie,
      body: { reason: 'Complaint from a user' },
    });
    expect(suspended.status).toBe(200);
    await stream.ended;
  });

  it('when a session already has its streams open, then one more is refused with 429 and says why', async () => {
    const person = await signedInPerson(api);
    await watch(person);
    await watch(person);
    const refused = await openStream(api, person.cookie);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(liveStreamsMessage(2));
    expect(liveStreamsMessage(2)).toBe(
      'At most 2 live update streams may be open per session; close another tab or window of this session first.',
    );
  });
});
