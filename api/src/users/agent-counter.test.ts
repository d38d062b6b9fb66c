// GET /users/agent-counter/:handle: the approved agent an agent's counter code names (docs/pay-links.md), or one
// clear refusal that warns the user, whatever the reason the code names no approved agent.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payLinkMessages } from '@wallet/common/pay-links';
import { users } from '../db/schema';
import { callJson, createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;
let userCookie: string;

beforeAll(async () => {
  api = await startTestApi();
  userCookie = await signIn(api, await createAccount(api, { name: 'Counter Alice' }));
});

afterAll(async () => {
  await api.close();
});

/** null: nobody signed in. */
const lookUp = (handle: string, cookie: string | null = userCookie) =>
  callJson(api, 'GET', `/users/agent-counter/${encodeURIComponent(handle)}`, { cookie: cookie ?? undefined });

describe('GET /users/agent-counter/:handle', () => {
  it('when the code names an approved agent, then their name comes back and nothing to contact them by', async () => {
    const agent = await createAccount(api, { role: 'agent', name: 'Corner Shop Agent' });

    const answer = await lookUp(agent.id.toUpperCase());

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ _id: agent.id, name: 'Corner Shop Agent' });
  });

  it.each([
    ['unknown', () => Promise.resolve(randomUUID())],
    ['malformed', () => Promise.resolve('shop')],
    ['a script', () => Promise.resolve('<script>alert(1)</script>')],
    [
      'an agent not approved (or suspended)',
      async () => (await createAccount(api, { role: 'agent', isApproved: false })).id,
    ],
    [
      'an unverified agent',
      async () => (await createAccount(api, { role: 'agent', isEmailVerified: false })).id,
    ],
    ['a user', async () => (await createAccount(api)).id],
    ['an admin', async () => (await createAccount(api, { role: 'admin' })).id],
    [
      'a closed agent',
      async () => {
        const closed = await createAccount(api, { role: 'agent' });
        await api.db.update(users).set({ closedAt: new Date() }).where(eq(users.id, closed.id));
        return closed.id;
      },
    ],
  ])('when the code names %s, then it is 404 with the same warning', async (_case, handleOf) => {
    const answer = await lookUp(await handleOf());

    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(payLinkMessages.counterUnknown);
  });

  it('when nobody is signed in, then it is 401; when an agent or admin asks, then it is 403', async () => {
    const agent = await createAccount(api, { role: 'agent' });
    const admin = await createAccount(api, { role: 'admin' });

    expect((await lookUp(agent.id, null)).status).toBe(401);
    expect((await lookUp(agent.id, await signIn(api, agent))).status).toBe(403);
    expect((await lookUp(agent.id, await signIn(api, admin))).status).toBe(403);
  });
});
