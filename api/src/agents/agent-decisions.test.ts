// PATCH /users/approve-agent/{id} and /users/suspend-agent/{id}: only an admin, only on agents, each decision in
// the audit log; a suspended agent is signed out everywhere at once and cannot sign in, and keeps their wallet.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_REASON_LENGTH_MAX, agentMessages } from '@wallet/common/agents';
import { authMessages } from '@wallet/common/auth';
import { auditLog } from '../db/schema';
import { balanceCentsOf, expectLedgerSound, signedInPerson } from '../test/money';
import { callJson, createAccount, post, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;
let admin: Awaited<ReturnType<typeof createAccount>>;
let adminCookie: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await createAccount(api, { role: 'admin' });
  adminCookie = await signIn(api, admin);
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

const decide = (decision: 'approve' | 'suspend', id: string, cookie: string | undefined, body?: unknown) =>
  callJson(api, 'PATCH', `/users/${decision}-agent/${id}`, { cookie, body });

const auditRowsOf = (targetUserId: string) =>
  api.db.select().from(auditLog).where(eq(auditLog.targetUserId, targetUserId)).orderBy(auditLog.createdAt);

describe('PATCH /users/approve-agent/{id}', () => {
  it('when an admin approves a pending agent with a reason, then the agent is approved, can sign in, and the audit log says who, whom and why', async () => {
    const agent = await createAccount(api, { role: 'agent', name: 'Pat Agent', isApproved: false });
    const refused = await post(api, '/auth/login', { email: agent.email, password: agent.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(authMessages.agentNotApproved);

    const answer = await decide('approve', agent.id, adminCookie, { reason: '  Documents checked  ' });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(agentMessages.approved('Pat Agent'));
    expect(answer.body.message).toBe('Agent Pat Agent has been approved successfully!');
    expect(answer.body.data).toMatchObject({
      _id: agent.id,
      role: 'agent',
      isApproved: true,
      agentStatus: 'approved',
    });
    await expect(signIn(api, agent)).resolves.toContain('wallet_session=');
    const rows = await auditRowsOf(agent.id);
    expect(rows).toEqual([
      {
        id: expect.any(String) as string,
        actorId: admin.id,
        action: 'agent.approve',
        targetUserId: agent.id,
        targetWalletId: null,
        reason: 'Documents checked',
        createdAt: expect.any(Date) as Date,
      },
    ]);
  });

  it('when no body or a blank reason is sent, then the audit row has no reason', async () => {
    const first = await createAccount(api, { role: 'agent', isApproved: false });
    const second = await createAccount(api, { role: 'agent', isApproved: false });

    expect((await decide('approve', first.id, adminCookie)).status).toBe(200);
    expect((await decide('approve', second.id, adminCookie, { reason: '   ' })).status).toBe(200);

    expect((await auditRowsOf(first.id)).map((row) => row.reason)).toEqual([null]);
    expect((await auditRowsOf(second.id)).map((row) => row.reason)).toEqual([null]);
  });
});

describe('PATCH /users/suspend-agent/{id}', () => {
  it('when an admin suspends an agent, then every session of theirs ends at once, sign-in is refused, the wallet is kept and the audit log has it', async () => {
    const agent = await signedInPerson(api, { role: 'agent', name: 'Sam Agent' });
    const secondSession = await signIn(api, agent.user);
    await callJson(api, 'POST', '/wallets/add-money', { cookie: agent.cookie, body: { amount: 75 } });

    const answer = await decide('suspend', agent.user.id, adminCookie, { reason: 'Complaint from a user' });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Agent Sam Agent has been suspended successfully!');
    expect(answer.body.data).toMatchObject({
      _id: agent.user.id,
      isApproved: false,
      agentStatus: 'suspended',
    });
    for (const cookie of [agent.cookie, secondSession]) {
      const next = await callJson(api, 'GET', '/wallets/my-wallet', { cookie });
      expect(next.status).toBe(401);
    }
    const login = await post(api, '/auth/login', { email: agent.user.email, password: agent.user.password });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(authMessages.agentNotApproved);
    expect(await balanceCentsOf(api, agent.walletId)).toBe(7500);
    expect(await auditRowsOf(agent.user.id)).toMatchObject([
      { actorId: admin.id, action: 'agent.suspend', reason: 'Complaint from a user' },
    ]);
  });

  it('when a suspended agent is approved again, then they sign in to the same wallet and both decisions are in the log', async () => {
    const agent = await signedInPerson(api, { role: 'agent' });
    await decide('suspend', agent.user.id, adminCookie);

    expect((await decide('approve', agent.user.id, adminCookie)).status).toBe(200);

    const cookie = await signIn(api, agent.user);
    const wallet = await callJson(api, 'GET', '/wallets/my-wallet', { cookie });
    expect(wallet.body.data).toMatchObject({ _id: agent.walletId });
    expect((await auditRowsOf(agent.user.id)).map((row) => row.action)).toEqual([
      'agent.suspend',
      'agent.approve',
    ]);
  });
});

describe.each(['approve', 'suspend'] as const)('refusals of PATCH /users/%s-agent/{id}', (decision) => {
  it('when the target is a user or an admin, then 400 "Only agents can be approved or suspended" and nothing changes', async () => {
    for (const role of ['user', 'admin'] as const) {
      const target = await createAccount(api, { role });
      const answer = await decide(decision, target.id, adminCookie);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(agentMessages.notAnAgent);
      expect(await auditRowsOf(target.id)).toEqual([]);
    }
    // The user can still sign in: a refused suspension revoked nothing.
    const user = await createAccount(api, { role: 'user' });
    await decide(decision, user.id, adminCookie);
    await expect(signIn(api, user)).resolves.toContain('wallet_session=');
  });

  it.each([
    ['unknown', '00000000-0000-4000-8000-000000000000'],
    ['malformed', 'not-an-id'],
    ['almost a UUID', '00000000-0000-4000-8000-00000000000'],
  ])('when the id is %s, then 404 "User not found"', async (_case, id) => {
    const answer = await decide(decision, id, adminCookie);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(agentMessages.userNotFound);
  });

  it('when the reason is longer than 500 characters, then 400 and the agent is unchanged', async () => {
    const agent = await createAccount(api, { role: 'agent', isApproved: decision === 'suspend' });
    // 501 characters, one of them outside the Basic Multilingual Plane: counted as one, as the database does.
    const answer = await decide(decision, agent.id, adminCookie, {
      reason: `😀${'x'.repeat(AUDIT_REASON_LENGTH_MAX)}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(agentMessages.reasonTooLong);
    expect(answer.body.message).toBe('Reason must be at most 500 characters');
    expect(await auditRowsOf(agent.id)).toEqual([]);
    const exactly = await decide(decision, agent.id, adminCookie, {
      reason: `😀${'x'.repeat(AUDIT_REASON_LENGTH_MAX - 1)}`,
    });
    expect(exactly.status).toBe(200);
  });

  it('when the reason is not text, then 400 "Reason must be text"', async () => {
    const agent = await createAccount(api, { role: 'agent' });
    const answer = await decide(decision, agent.id, adminCookie, { reason: 42 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Reason must be text');
  });

  it('when a user or an agent calls it, then 403; signed out, 401; and the target is unchanged', async () => {
    const agent = await createAccount(api, { role: 'agent', isApproved: decision === 'suspend' });
    for (const role of ['user', 'agent'] as const) {
      const cookie = await signIn(api, await createAccount(api, { role }));
      const answer = await decide(decision, agent.id, cookie);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(authMessages.forbidden);
    }
    expect((await decide(decision, agent.id, undefined)).status).toBe(401);
    const login = await post(api, '/auth/login', { email: agent.email, password: agent.password });
    expect(login.status).toBe(decision === 'suspend' ? 200 : 403);
    expect(await auditRowsOf(agent.id)).toEqual([]);
  });
});
