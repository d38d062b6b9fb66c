// The session cache across api instances: two apis on one database (PostgreSQL: each with its own pool and
// listener; PGlite: one shared in-memory database). A session the second instance has cached is refused there on
// the very next request after the first instance revokes it, suspends its agent or closes its account; a blocked
// wallet, a role change and a profile change show at once too.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@wallet/common/auth';
import { walletMessages } from '@wallet/common/wallet';
import { sessions, users } from '../db/schema';
import { callJson, post, signIn, STRONG_PASSWORD } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { addMoney, moneyCall, signedInPerson } from '../test/money';
import { hashSessionToken } from './session-token';

let first: TestApi;
let second: TestApi;
let admin: Person;

beforeAll(async () => {
  first = await startTestApi();
  second = await startTestApi({ sameDatabaseAs: first });
  admin = await signedInPerson(first, { role: 'admin' });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const me = (api: TestApi, cookie: string) => callJson(api, 'GET', '/users/me', { cookie });

/** Makes the second instance hold this session in its cache, and shows that it serves it from there. */
async function cachedOnSecond(cookie: string): Promise<void> {
  expect((await me(second, cookie)).status).toBe(200);
  const hitsBefore = second.sessionCache.stats().hits;
  expect((await me(second, cookie)).status).toBe(200);
  expect(second.sessionCache.stats().hits).toBe(hitsBefore + 1);
}

describe('session cache across two api instances', () => {
  it('when both instances listen, then the cache is on in each', () => {
    expect(first.sessionCache.stats().listening).toBe(true);
    expect(second.sessionCache.stats().listening).toBe(true);
  });

  it('when a person logs out on one instance, then the other refuses the session on its next request', async () => {
    const person = await signedInPerson(first);
    await cachedOnSecond(person.cookie);
    expect((await post(first, '/auth/logout', undefined, person.cookie)).status).toBe(200);
    const next = await me(second, person.cookie);
    expect(next.status).toBe(401);
    expect(next.body.message).toBe(authMessages.notSignedIn);
  });

  it('when the password is changed on one instance, then the other sessions are refused on the other at once, and this one still works', async () => {
    const person = await signedInPerson(first);
    const elsewhere = await signIn(first, person.user);
    await cachedOnSecond(person.cookie);
    await cachedOnSecond(elsewhere);
    const changed = await post(
      first,
      '/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'N3w!password' },
      person.cookie,
    );
    expect(changed.status).toBe(200);
    expect((await me(second, elsewhere)).status).toBe(401);
    expect((await me(second, person.cookie)).status).toBe(200);
  });

  it('when every session of a person is revoked in the database, then the other instance refuses each at once', async () => {
    const person = await signedInPerson(first);
    const phone = await signIn(first, person.user);
    await cachedOnSecond(person.cookie);
    await cachedOnSecond(phone);
    await first.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.userId, person.user.id));
    expect((await me(second, person.cookie)).status).toBe(401);
    expect((await me(second, phone)).status).toBe(401);
  });

  it('when an admin suspends an agent on one instance, then the agent is refused on the other at once', async () => {
    const agent = await signedInPerson(first, { role: 'agent' });
    await cachedOnSecond(agent.cookie);
    const answer = await callJson(first, 'PATCH', `/users/suspend-agent/${agent.user.id}`, {
      cookie: admin.cookie,
    });
    expect(answer.status).toBe(200);
    expect((await callJson(second, 'GET', '/wallets/my-wallet', { cookie: agent.cookie })).status).toBe(401);
  });

  it('when an agent is unapproved in the database with the session left alive, then the other instance answers 403 at once', async () => {
    const agent = await signedInPerson(first, { role: 'agent' });
    await cachedOnSecond(agent.cookie);
    await first.db.update(users).set({ isApproved: false }).where(eq(users.id, agent.user.id));
    const next = await callJson(second, 'GET', '/wallets/my-wallet', { cookie: agent.cookie });
    expect(next.status).toBe(403);
    expect(next.body.message).toBe(authMessages.agentNotApproved);
  });

  it('when a person closes their account on one instance, then the other refuses their session at once', async () => {
    const person = await signedInPerson(first);
    const phone = await signIn(first, person.user);
    await cachedOnSecond(phone);
    const closed = await callJson(first, 'POST', '/users/me/close', {
      cookie: person.cookie,
      body: { password: STRONG_PASSWORD },
    });
    expect(closed.status).toBe(200);
    expect((await me(second, phone)).status).toBe(401);
  });

  it('when an admin blocks a wallet on one instance, then its owner cannot send money from the other', async () => {
    const owner = await signedInPerson(first);
    const friend = await signedInPerson(first);
    await addMoney(first, owner, 20);
    await cachedOnSecond(owner.cookie);
    const blocked = await callJson(first, 'PATCH', `/wallets/block/${owner.walletId}`, {
      cookie: admin.cookie,
      body: { isBlocked: true },
    });
    expect(blocked.status).toBe(200);
    const send = await moneyCall(
      second,
      owner,
      'POST',
      '/wallets/send-money',
      { receiverId: friend.user.id, amount: 5 },
      randomUUID(),
    );
    expect([send.status, send.body.message]).toEqual([403, walletMessages.walletBlocked]);
  });

  it('when a person loses the admin role in the database, then the other instance refuses their admin call at once', async () => {
    const other = await signedInPerson(first, { role: 'admin' });
    const list = () => callJson(second, 'GET', '/users', { cookie: other.cookie });
    expect((await list()).status).toBe(200);
    await cachedOnSecond(other.cookie);
    await first.db.update(users).set({ role: 'user' }).where(eq(users.id, other.user.id));
    expect((await list()).status).toBe(403);
  });

  it('when a person renames themselves on one instance, then the other shows the new name at once', async () => {
    const person = await signedInPerson(first, { name: 'Old Name' });
    await cachedOnSecond(person.cookie);
    const renamed = await callJson(first, 'PATCH', '/users/update', {
      cookie: person.cookie,
      body: { name: 'New Name', phone: '01712345678' },
    });
    expect(renamed.status).toBe(200);
    expect((await me(second, person.cookie)).body.data).toMatchObject({ name: 'New Name' });
  });

  it('when a change is rolled back, then nothing is evicted', async () => {
    const person = await signedInPerson(first);
    await cachedOnSecond(person.cookie);
    const tokenHash = hashSessionToken(person.cookie.slice('wallet_session='.length));
    await expect(
      first.db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(eq(sessions.tokenHash, tokenHash));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const hitsBefore = second.sessionCache.stats().hits;
    expect((await me(second, person.cookie)).status).toBe(200);
    expect(second.sessionCache.stats().hits).toBe(hitsBefore + 1);
  });
});
