// Live updates with two api instances on one PostgreSQL database (docs/live.md): a movement made through instance B
// reaches a stream held by instance A, and a sign-out through B ends A's stream of that session.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../test/accounts';
import type { OpenStream } from '../test/event-stream';
import { isEvent, openStream } from '../test/event-stream';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { addMoney, moneyCall, signedInPerson } from '../test/money';

let apiA: TestApi;
let apiB: TestApi;
const streams: OpenStream[] = [];
const env = { LIVE_EVENTS_POLL_MS: '20', LIVE_HEARTBEAT_MS: '300000' };

beforeAll(async () => {
  apiA = await startTestApi({ env });
  apiB = await startTestApi({ env, sameDatabaseAs: apiA });
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await apiB?.close();
  await apiA?.close();
});

async function watch(api: TestApi, cookie: string): Promise<OpenStream> {
  const stream = await openStream(api, cookie);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((message) => message.event === 'retry');
  return stream;
}

describe('live updates across two api instances (PostgreSQL)', () => {
  it('when Alice sends through instance B, then Bob’s stream on instance A hears of it', async () => {
    const alice = await signedInPerson(apiB);
    const bob = await signedInPerson(apiA);
    await addMoney(apiB, alice, 20);
    const bobOnA = await watch(apiA, bob.cookie);

    const sent = await moneyCall(
      apiB,
      alice,
      'POST',
      '/wallets/send-money',
      { receiverId: bob.user.id, amount: 7.5 },
      randomUUID(),
    );
    expect(sent.status).toBe(201);
    const transactionId = (sent.body.data as { transaction: { _id: string } }).transaction._id;

    expect((await bobOnA.next(isEvent('wallet'))).data).toEqual({ walletId: bob.walletId });
    expect((await bobOnA.next(isEvent('transaction'))).data).toEqual({ transactionId, change: 'added' });
  });

  it('when the session signs out through instance B, then its stream on instance A ends', async () => {
    const person = await signedInPerson(apiA);
    const stream = await watch(apiA, person.cookie);
    expect((await post(apiB, '/auth/logout', undefined, person.cookie)).status).toBe(200);
    await stream.ended;
  });
});
