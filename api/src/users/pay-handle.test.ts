// GET /users/pay/:handle: the receiver a pay link names (docs/pay-links.md), masked, or one clear refusal.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payLinkMessages } from '@wallet/common/pay-links';
import { users } from '../db/schema';
import { callJson, createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;
let payerCookie: string;
let payerId: string;

beforeAll(async () => {
  api = await startTestApi();
  const payer = await createAccount(api, { name: 'Paying Alice' });
  payerId = payer.id;
  payerCookie = await signIn(api, payer);
});

afterAll(async () => {
  await api.close();
});

/** null: nobody signed in. */
const lookUp = (handle: string, cookie: string | null = payerCookie) =>
  callJson(api, 'GET', `/users/pay/${encodeURIComponent(handle)}`, { cookie: cookie ?? undefined });

describe('GET /users/pay/:handle', () => {
  it('when the handle is a user who can receive, then they come back masked as in the search', async () => {
    const bob = await createAccount(api, { name: 'Receiving Bob', email: 'receiving.bob@wallet.local' });

    const answer = await lookUp(bob.id.toUpperCase());

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      _id: bob.id,
      name: 'Receiving Bob',
      email: 're•••@wallet.local',
      phone: '•••••••5678',
      role: 'user',
      maskedEmail: 're•••@wallet.local',
      maskedPhone: '•••••••5678',
    });
  });

  it('when an agent scans a user for Cash In, then the user is found too', async () => {
    const agent = await createAccount(api, { role: 'agent' });
    const bob = await createAccount(api, { name: 'Cash In Bob' });

    const answer = await lookUp(bob.id, await signIn(api, agent));

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: bob.id, name: 'Cash In Bob' });
  });

  it.each([
    ['unknown', () => Promise.resolve(randomUUID())],
    ['malformed', () => Promise.resolve('bob')],
    ['a script', () => Promise.resolve('<script>alert(1)</script>')],
    ['an agent', async () => (await createAccount(api, { role: 'agent' })).id],
    ['an admin', async () => (await createAccount(api, { role: 'admin' })).id],
    ['unverified', async () => (await createAccount(api, { isEmailVerified: false })).id],
    [
      'closed',
      async () => {
        const closed = await createAccount(api);
        await api.db.update(users).set({ closedAt: new Date() }).where(eq(users.id, closed.id));
        return closed.id;
      },
    ],
  ])('when the handle is %s, then it is 404 with the same clear message', async (_case, handleOf) => {
    const answer = await lookUp(await handleOf());

    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(payLinkMessages.handleUnknown);
  });

  it('when the payer opens their own link, then it is refused as their own', async () => {
    const answer = await lookUp(payerId);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(payLinkMessages.ownLink);
  });

  it('when nobody is signed in, then it is 401; when an admin asks, then it is 403', async () => {
    const bob = await createAccount(api);
    const admin = await createAccount(api, { role: 'admin' });

    expect((await lookUp(bob.id, null)).status).toBe(401);
    expect((await lookUp(bob.id, await signIn(api, admin))).status).toBe(403);
  });
});
