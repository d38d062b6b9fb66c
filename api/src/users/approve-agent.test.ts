// PATCH /users/approve-agent/{id}: only an admin, only on agents; the approved agent can then sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createAccount, post, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;
let adminCookie: string;

beforeAll(async () => {
  api = await startTestApi();
  adminCookie = await signIn(api, await createAccount(api, { role: 'admin' }));
});

afterAll(async () => {
  await api.close();
});

const approve = (id: string, cookie: string | undefined) =>
  callJson(api, 'PATCH', `/users/approve-agent/${id}`, { cookie });

describe('PATCH /users/approve-agent/{id}', () => {
  it('when an admin approves a pending agent, then the agent is approved and can sign in', async () => {
    const agent = await createAccount(api, { role: 'agent', name: 'Pat Agent', isApproved: false });
    const refused = await post(api, '/auth/login', { email: agent.email, password: agent.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Agent not yet approved by admin.');

    const answer = await approve(agent.id, adminCookie);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Agent Pat Agent has been approved successfully!');
    expect(answer.body.data).toMatchObject({ _id: agent.id, role: 'agent', isApproved: true });
    await expect(signIn(api, agent)).resolves.toContain('wallet_session=');
  });

  it('when a user or an agent calls it, then it is refused with 403 and nothing changes', async () => {
    const agent = await createAccount(api, { role: 'agent', isApproved: false });
    for (const role of ['user', 'agent'] as const) {
      const cookie = await signIn(api, await createAccount(api, { role }));
      const answer = await approve(agent.id, cookie);
      expect(answer.status).toBe(403);
    }
    const signedOut = await approve(agent.id, undefined);
    expect(signedOut.status).toBe(401);
    const login = await post(api, '/auth/login', { email: agent.email, password: agent.password });
    expect(login.status).toBe(403);
  });

  it('when the target is not an agent, unknown, or not an id, then it answers 400, 404 and 400', async () => {
    const user = await createAccount(api, { role: 'user' });
    const notAgent = await approve(user.id, adminCookie);
    expect(notAgent.status).toBe(400);
    expect(notAgent.body.message).toBe('Only agents can be approved');

    const unknown = await approve('00000000-0000-4000-8000-000000000000', adminCookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found');

    const malformed = await approve('not-an-id', adminCookie);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid user id');
  });
});
