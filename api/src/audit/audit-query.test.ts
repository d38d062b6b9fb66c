// GET /audit (docs/admin.md): the audit log for admins, newest first with the id breaking ties, narrowed to one
// target person on request, one page at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@wallet/common/admin';
import type { AuditEntryJson, AuditPageJson } from '@wallet/common/admin-json';
import { auditLog } from '../db/schema';
import type { Person } from '../test/money';
import { signedInPerson } from '../test/money';
import { callJson } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;
let admin: Person;
let agent: Person;
let user: Person;
/** Every entry of the log, newest first, as the api should list them. */
let newestFirst: AuditEntryJson[];

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInPerson(api, { role: 'admin', name: 'Ada Admin' });
  agent = await signedInPerson(api, { role: 'agent', name: 'Andy Agent' });
  user = await signedInPerson(api, { name: 'Ursula User' });
  // Two real decisions through the api, then older entries with one shared instant to show the tie-break.
  const suspended = await callJson(api, 'PATCH', `/users/suspend-agent/${agent.user.id}`, {
    cookie: admin.cookie,
    body: { reason: 'Complaints' },
  });
  const blocked = await callJson(api, 'PATCH', `/wallets/block/${user.walletId}`, {
    cookie: admin.cookie,
    body: { isBlocked: true },
  });
  if (suspended.status !== 200 || blocked.status !== 200) throw new Error('arranging the audit log failed');
  const sameInstant = new Date('2024-05-01T12:00:00Z');
  await api.db.insert(auditLog).values([
    { actorId: admin.user.id, action: 'agent.approve', targetUserId: agent.user.id, createdAt: sameInstant },
    {
      actorId: admin.user.id,
      action: 'wallet.unblock',
      targetUserId: user.user.id,
      targetWalletId: user.walletId,
      createdAt: sameInstant,
    },
    {
      actorId: admin.user.id,
      action: 'wallet.block',
      targetUserId: user.user.id,
      targetWalletId: user.walletId,
      reason: 'Old case',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    },
  ]);
  const rows = await api.db.select().from(auditLog);
  newestFirst = rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((row) => ({
      _id: row.id,
      action: row.action,
      actorId: row.actorId,
      targetUserId: row.targetUserId,
      targetWalletId: row.targetWalletId,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    }));
});

afterAll(async () => {
  await api.close();
});

const audit = (query: string, cookie: string | undefined = admin.cookie) =>
  callJson(api, 'GET', `/audit${query}`, { cookie });

async function auditPage(query: string): Promise<AuditPageJson> {
  const answer = await audit(query);
  expect(answer.status).toBe(200);
  return answer.body.data as AuditPageJson;
}

describe('GET /audit', () => {
  it('when an admin reads the log, then every entry is there newest first, the id breaking ties', async () => {
    const page = await auditPage('');

    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 5, itemsPerPage: 10 });
    expect(page.data).toEqual(newestFirst);
    expect(page.data.slice(0, 2).map(({ action, reason }) => [action, reason])).toEqual([
      ['wallet.block', null],
      ['agent.suspend', 'Complaints'],
    ]);
    // The two entries of one instant come in descending id order.
    const tied = page.data.filter((entry) => entry.createdAt === '2024-05-01T12:00:00.000Z');
    expect(tied.map((entry) => entry._id)).toEqual(
      tied
        .map((entry) => entry._id)
        .sort()
        .reverse(),
    );
    expect(tied).toHaveLength(2);
  });

  it('when userId is given, then only entries targeting that person are listed, whatever its case', async () => {
    const ofUser = await auditPage(`?userId=${user.user.id.toUpperCase()}`);
    const ofAgent = await auditPage(`?userId=${agent.user.id}`);
    const ofAdmin = await auditPage(`?userId=${admin.user.id}`);

    expect(ofUser.data).toEqual(newestFirst.filter((entry) => entry.targetUserId === user.user.id));
    expect(ofUser.data.map((entry) => entry.action)).toEqual([
      'wallet.block',
      'wallet.unblock',
      'wallet.block',
    ]);
    expect(ofUser.pagination.totalItems).toBe(3);
    expect(ofAgent.data.map((entry) => entry.action)).toEqual(['agent.suspend', 'agent.approve']);
    expect(ofAdmin).toEqual({
      data: [],
      pagination: { currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 10 },
    });
  });

  it('when paging, then the pages follow the order without gaps or repeats and past the end is empty', async () => {
    const pages = [
      await auditPage('?limit=2'),
      await auditPage('?limit=2&page=2'),
      await auditPage('?limit=2&page=3'),
    ];
    const beyond = await auditPage('?limit=2&page=4');

    expect(pages.flatMap((page) => page.data)).toEqual(newestFirst);
    expect(pages[1]?.pagination).toEqual({ currentPage: 2, totalPages: 3, totalItems: 5, itemsPerPage: 2 });
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(5);
  });

  it('when the parameters are empty, then the defaults apply', async () => {
    expect((await auditPage('?userId=&page=&limit=')).data).toEqual(newestFirst);
  });

  it.each([
    ['?userId=abc', 'userId', adminMessages.userId],
    [`?userId=${'1'.repeat(36)}`, 'userId', adminMessages.userId],
    ['?userId=a&userId=b', 'userId', adminMessages.userId],
    ['?page=0', 'page', adminMessages.page],
    ['?page=two', 'page', adminMessages.page],
    ['?limit=0', 'limit', adminMessages.limit],
    ['?limit=1001', 'limit', adminMessages.limit],
  ])('when the query is %s, then 400 names %s', async (query, field, message) => {
    const answer = await audit(query);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { success: false, message, data: { code: 'VALIDATION_FAILED', field } },
    });
  });
});
