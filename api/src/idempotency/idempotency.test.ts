// Idempotency-Key on money calls: a retry answers the first answer once, another body is refused, twins move once.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletMessages } from '@wallet/common/wallet';
import { idempotencyKeys, journals } from '../db/schema';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { addMoney, balanceCentsOf, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { canonicalJson, requestFingerprint } from './idempotency-key';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

async function journalsWithKey(key: string): Promise<number> {
  const rows = await api.db
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.idempotencyKey, key));
  return rows.length;
}

describe('Idempotency-Key', () => {
  it('when the same request is sent twice with one key, then the second answers the first answer again and money moves once', async () => {
    const alice = await signedInPerson(api);
    const key = randomUUID();

    const first = await moneyCall(api, alice, 'POST', '/wallets/add-money', { amount: 40 }, key);
    const second = await moneyCall(api, alice, 'POST', '/wallets/add-money', { amount: 40 }, key);

    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await balanceCentsOf(api, alice.walletId)).toBe(4000);
    expect(await journalsWithKey(key)).toBe(1);
  });

  it('when the same key comes with another body, then 409 and nothing moves', async () => {
    const alice = await signedInPerson(api);
    const key = randomUUID();
    await moneyCall(api, alice, 'POST', '/wallets/add-money', { amount: 40 }, key);

    const other = await moneyCall(api, alice, 'POST', '/wallets/add-money', { amount: 41 }, key);

    expect(other.status).toBe(409);
    expect(other.body.message).toBe(walletMessages.idempotencyKeyReused);
    expect(await balanceCentsOf(api, alice.walletId)).toBe(4000);
  });

  it('when the same key is used on another route, then 409', async () => {
    const alice = await signedInPerson(api);
    await addMoney(api, alice, 100);
    const key = randomUUID();
    await moneyCall(api, alice, 'POST', '/wallets/add-money', { amount: 20 }, key);
    const withdraw = await moneyCall(
      api,
      alice,
      'POST',
      '/wallets/withdraw',
      { amount: 20, method: 'bank' },
      key,
    );
    expect(withdraw.status).toBe(409);
  });

  it('when two people use the same key, then each is their own request', async () => {
    const alice = await signedInPerson(api);
    const bob = await signedInPerson(api);
    const key = randomUUID();
    expect((await moneyCall(api, alice, 'POST', '/wallets/add-money', { amount: 5 }, key)).status).toBe(201);
    const bobs = await moneyCall(api, bob, 'POST', '/wallets/add-money', { amount: 6 }, key);
    expect(bobs.status).toBe(201);
    expect(bobs.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceCentsOf(api, bob.walletId)).toBe(600);
  });

  it('when two identical requests with one key arrive at the same moment, then money moves once and both get the same answer', async () => {
    const alice = await signedInPerson(api);
    const key = randomUUID();

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        moneyCall(api, alice, 'POST', '/wallets/add-money', { amount: 12.34 }, key),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await balanceCentsOf(api, alice.walletId)).toBe(1234);
    expect(await journalsWithKey(key)).toBe(1);
  });

  it('when a request with a key is refused, then nothing is remembered and the fixed retry runs', async () => {
    const alice = await signedInPerson(api);
    const key = randomUUID();
    const refused = await moneyCall(
      api,
      alice,
      'POST',
      '/wallets/withdraw',
      { amount: 20, method: 'bank' },
      key,
    );
    expect(refused.status).toBe(400);
    await addMoney(api, alice, 50);

    const retried = await moneyCall(
      api,
      alice,
      'POST',
      '/wallets/withdraw',
      { amount: 20, method: 'bank' },
      key,
    );

    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceCentsOf(api, alice.walletId)).toBe(5000 - 2250);
  });

  it('when a key is older than 24 hours, then it is a new request, even with another body', async () => {
    const alice = await signedInPerson(api);
    const key = randomUUID();
    await moneyCall(api, alice, 'POST', '/wallets/add-money', { amount: 1 }, key);
    await api.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(idempotencyKeys.userId, alice.user.id), eq(idempotencyKeys.key, key)));

    const again = await moneyCall(api, alice, 'POST', '/wallets/add-money', { amount: 2 }, key);

    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceCentsOf(api, alice.walletId)).toBe(300);
  });

  // wallet_send looks its key up only once it holds the sender's wallet, and writes it once, with its answer, at the
  // end (0017_send_lean): the twins, the take-over of an expired key and another route's key, for a send.
  it('when one send with one key arrives six times at the same moment, then money moves once and all get its answer', async () => {
    const alice = await signedInPerson(api);
    const bob = await signedInPerson(api);
    await addMoney(api, alice, 50);
    const key = randomUUID();

    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        moneyCall(api, alice, 'POST', '/wallets/send-money', { receiverId: bob.user.id, amount: 7.5 }, key),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await balanceCentsOf(api, alice.walletId)).toBe(5000 - 750);
    expect(await balanceCentsOf(api, bob.walletId)).toBe(750);
    expect(await journalsWithKey(key)).toBe(1);
  });

  it('when the key of a send is older than 24 hours, then it is a new send, and its answer is kept for the next retry', async () => {
    const alice = await signedInPerson(api);
    const bob = await signedInPerson(api);
    await addMoney(api, alice, 10);
    const key = randomUUID();
    const send = (amount: number) =>
      moneyCall(api, alice, 'POST', '/wallets/send-money', { receiverId: bob.user.id, amount }, key);
    expect((await send(1)).status).toBe(201);
    await api.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(idempotencyKeys.userId, alice.user.id), eq(idempotencyKeys.key, key)));

    const again = await send(2);
    const retried = await send(2);

    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body).toEqual(again.body);
    expect((await send(1)).status).toBe(409);
    expect(await balanceCentsOf(api, bob.walletId)).toBe(300);
  });

  it('when a send comes with the key of an earlier add money, then 409 and nothing moves', async () => {
    const alice = await signedInPerson(api);
    const bob = await signedInPerson(api);
    const key = randomUUID();
    await moneyCall(api, alice, 'POST', '/wallets/add-money', { amount: 20 }, key);

    const sent = await moneyCall(
      api,
      alice,
      'POST',
      '/wallets/send-money',
      { receiverId: bob.user.id, amount: 5 },
      key,
    );

    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe(walletMessages.idempotencyKeyReused);
    expect(await balanceCentsOf(api, alice.walletId)).toBe(2000);
    expect(await balanceCentsOf(api, bob.walletId)).toBe(0);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['too long', 'k'.repeat(256)],
    ['not ASCII', 'clé'],
  ])(
    'when the key is %s, then 400 "Idempotency-Key must be 1 to 255 visible characters"',
    async (_case, key) => {
      const alice = await signedInPerson(api);
      const response = await fetch(api.apiUrl('/wallets/add-money'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: alice.cookie, 'Idempotency-Key': key },
        body: JSON.stringify({ amount: 1 }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: walletMessages.idempotencyKeyInvalid });
      expect(await balanceCentsOf(api, alice.walletId)).toBe(0);
    },
  );

  it('when a key of 255 visible characters is sent, then it is accepted', async () => {
    const alice = await signedInPerson(api);
    const answer = await moneyCall(api, alice, 'POST', '/wallets/add-money', { amount: 1 }, '~'.repeat(255));
    expect(answer.status).toBe(201);
  });
});

describe('request fingerprints', () => {
  it('when two bodies differ only in key order, then they are the same request', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}',
    );
    expect(requestFingerprint('post', '/a', { a: 1, b: 2 })).toBe(
      requestFingerprint('POST', '/a', { b: 2, a: 1 }),
    );
    expect(requestFingerprint('POST', '/a', { a: 1 })).not.toBe(requestFingerprint('POST', '/b', { a: 1 }));
    expect(requestFingerprint('POST', '/a', { a: 1 })).not.toBe(requestFingerprint('POST', '/a', { a: 1.5 }));
  });
});
