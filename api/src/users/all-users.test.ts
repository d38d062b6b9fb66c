// GET /users, GET /users?ids= and GET /users/{id} for admins: every account with its agent standing and wallet,
// newest first, filtered by role and searched, paged, with figures over all matches; batches by id; one person by id.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_IDS_MAX, adminMessages } from '@wallet/common/admin';
import type { AdminUserJson, UserPageJson } from '@wallet/common/admin-json';
import type { WalletJson } from '@wallet/common/wallet-json';
import { users, wallets } from '../db/schema';
import { callJson, createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;
let adminCookie: string;

interface Account {
  id: string;
  email: string;
  password: string;
}

/** Every account of the file, by name; created in beforeAll at known times (minute n of 2025-02-01). */
const people: Record<string, Account> = {};
let walletless: string;

const at = (minute: number) => new Date(Date.UTC(2025, 1, 1, 12, minute));

async function accountAt(
  name: string,
  minute: number,
  options: Parameters<typeof createAccount>[1] = {},
): Promise<Account> {
  const account = await createAccount(api, { name, ...options });
  await api.db
    .update(users)
    .set({ createdAt: at(minute), updatedAt: at(minute) })
    .where(eq(users.id, account.id));
  people[name] = account;
  return account;
}

const get = (path: string, cookie: string | undefined = adminCookie) =>
  callJson(api, 'GET', path, { cookie });

async function pageOf(query: string): Promise<UserPageJson> {
  const answer = await get(`/users${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as UserPageJson;
}

async function batchOf(ids: string[]): Promise<AdminUserJson[]> {
  const answer = await get(`/users?ids=${ids.join(',')}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as AdminUserJson[];
}

const idOf = (name: string) => {
  const account = people[name];
  if (account === undefined) throw new Error(`no account ${name}`);
  return account.id;
};

beforeAll(async () => {
  api = await startTestApi();
  const admin = await accountAt('Ada Admin', 1, { role: 'admin' });
  adminCookie = await signIn(api, admin);
  await accountAt('Una Unverified', 2, { isEmailVerified: false });
  await accountAt('Bea Blocked', 3);
  await accountAt('Al Approved', 4, { role: 'agent' });
  await accountAt('Pam Pending', 5, { role: 'agent', isApproved: false });
  await accountAt('Sid Suspended', 6, { role: 'agent' });
  await accountAt('Rae Reapproved', 7, { role: 'agent' });
  // Two accounts created at the same instant: the id decides their order.
  await accountAt('Tia Tie', 8);
  await accountAt('Ted Tie', 8);
  await api.db
    .update(wallets)
    .set({ isBlocked: true })
    .where(eq(wallets.userId, idOf('Bea Blocked')));
  for (const [name, decisions] of [
    ['Sid Suspended', ['suspend']],
    ['Rae Reapproved', ['suspend', 'approve']],
  ] as const) {
    for (const decision of decisions) {
      const answer = await callJson(api, 'PATCH', `/users/${decision}-agent/${idOf(name)}`, {
        cookie: adminCookie,
      });
      expect(answer.status).toBe(200);
    }
  }
  // An account without a wallet (none is made so today, but the view must not assume one).
  const [row] = await api.db
    .insert(users)
    .values({
      name: 'Walt Walletless',
      email: 'walt@example.com',
      role: 'user',
      passwordHash: 'x',
      isEmailVerified: true,
      isApproved: true,
      createdAt: at(0),
      updatedAt: at(0),
    })
    .returning({ id: users.id });
  if (row === undefined) throw new Error('insert into users returned no row');
  walletless = row.id;
});

afterAll(async () => {
  await api.close();
});

/** Newest first; the two accounts of minute 8 by id, descending. */
function expectedOrder(): string[] {
  const [tieFirst, tieSecond] = [idOf('Tia Tie'), idOf('Ted Tie')].sort().reverse();
  return [
    tieFirst ?? '',
    tieSecond ?? '',
    idOf('Rae Reapproved'),
    idOf('Sid Suspended'),
    idOf('Pam Pending'),
    idOf('Al Approved'),
    idOf('Bea Blocked'),
    idOf('Una Unverified'),
    idOf('Ada Admin'),
    walletless,
  ];
}

describe('GET /users', () => {
  it('when an admin lists every account, then they come newest first with ties broken by id, each with its agent standing and wallet', async () => {
    const page = await pageOf('?limit=1000');

    expect(page.data.map((user) => user._id)).toEqual(expectedOrder());
    const statusOf = (name: string) => page.data.find((user) => user._id === idOf(name))?.agentStatus;
    expect(statusOf('Al Approved')).toBe('approved');
    expect(statusOf('Pam Pending')).toBe('pending');
    expect(statusOf('Sid Suspended')).toBe('suspended');
    expect(statusOf('Rae Reapproved')).toBe('approved');
    expect(statusOf('Bea Blocked')).toBeNull();
    expect(statusOf('Ada Admin')).toBeNull();
    expect(page.data.find((user) => user._id === walletless)?.wallet).toBeNull();
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 10, itemsPerPage: 1000 });
  });

  it('when one account is read, then it is the profile of /users/me, its agent standing and the wallet its owner sees', async () => {
    const pam = people['Pam Pending'];
    if (pam === undefined) throw new Error('no Pam');
    // A stale day counter reads as zero, as it does for the owner.
    await api.db
      .update(wallets)
      .set({
        dailySpentCents: 700,
        dailyTransactionCount: 2,
        lastDailyReset: new Date('2020-01-01T00:00:00Z'),
      })
      .where(eq(wallets.userId, pam.id));
    await api.db.update(users).set({ isApproved: true }).where(eq(users.id, pam.id));
    const pamCookie = await signIn(api, pam);
    const own = await get('/wallets/my-wallet', pamCookie);
    const me = await get('/users/me', pamCookie);
    await api.db.update(users).set({ isApproved: false }).where(eq(users.id, pam.id));

    const [answer] = await batchOf([pam.id]);
    // The owner's own controls (freeze, personal limits: docs/freeze-and-limits.md) are theirs; the rest is the same.
    const { controls, ...ownWallet } = own.body.data as WalletJson & { controls?: unknown };

    expect(controls).toBeDefined();
    expect(own.status).toBe(200);
    expect((own.body.data as WalletJson).dailySpentAmount).toBe(0);
    expect(answer).toEqual({
      ...(me.body.data as object),
      isApproved: false,
      isClosed: false,
      agentStatus: 'pending',
      wallet: ownWallet,
    });
  });

  it('when the list is read a page at a time, then the pages neither skip nor repeat and every page carries the summary of all accounts', async () => {
    const summary = { total: 10, verified: 9, approved: 2, pending: 1, suspended: 1, blocked: 1 };
    const pages = [
      await pageOf('?limit=4'),
      await pageOf('?limit=4&page=2'),
      await pageOf('?page=3&limit=4'),
    ];

    expect(pages.flatMap((page) => page.data.map((user) => user._id))).toEqual(expectedOrder());
    expect(pages.map((page) => page.data.length)).toEqual([4, 4, 2]);
    for (const [index, page] of pages.entries()) {
      expect(page.summary).toEqual(summary);
      expect(page.pagination).toEqual({
        currentPage: index + 1,
        totalPages: 3,
        totalItems: 10,
        itemsPerPage: 4,
      });
    }
  });

  it('when a page past the last is asked for, then it is empty and still carries the summary', async () => {
    const page = await pageOf('?page=99&limit=5');

    expect(page.data).toEqual([]);
    expect(page.pagination).toEqual({ currentPage: 99, totalPages: 2, totalItems: 10, itemsPerPage: 5 });
    expect(page.summary.total).toBe(10);
  });

  it('when no limit is given, then a page holds 10', async () => {
    const page = await pageOf('');
    expect(page.pagination.itemsPerPage).toBe(10);
    expect(page.data).toHaveLength(10);
  });

  it('when the role is agent, then only agents are listed and the summary counts them by standing (Manage agents)', async () => {
    const page = await pageOf('?role=agent&limit=2');

    expect(page.data.map((user) => user._id)).toEqual([idOf('Rae Reapproved'), idOf('Sid Suspended')]);
    expect(page.data.every((user) => user.role === 'agent')).toBe(true);
    expect(page.summary).toEqual({
      total: 4,
      verified: 4,
      approved: 2,
      pending: 1,
      suspended: 1,
      blocked: 0,
    });
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 4, itemsPerPage: 2 });
  });

  it.each([
    ['user', ['Ted Tie', 'Tia Tie', 'Bea Blocked', 'Una Unverified'], { verified: 4, blocked: 1 }],
    ['admin', ['Ada Admin'], { verified: 1, blocked: 0 }],
  ] as const)(
    'when the role is %s, then only those accounts are listed and summed',
    async (role, names, figures) => {
      const page = await pageOf(`?role=${role}&limit=1000`);

      const ids = page.data.map((user) => user._id);
      const expected = [...names.map(idOf), ...(role === 'user' ? [walletless] : [])];
      expect([...ids].sort()).toEqual([...expected].sort());
      expect(page.summary).toEqual({
        total: expected.length,
        ...figures,
        approved: 0,
        pending: 0,
        suspended: 0,
      });
    },
  );

  it('when the role is empty, then it counts as not given', async () => {
    const page = await pageOf('?role=&page=&limit=');
    expect(page.pagination.totalItems).toBe(10);
  });

  it.each([
    ['?role=superuser', adminMessages.role],
    ['?role=Agent', adminMessages.role],
    ['?role=user&role=agent', adminMessages.role],
    ['?page=0', adminMessages.page],
    ['?page=-1', adminMessages.page],
    ['?page=1.5', adminMessages.page],
    ['?page=abc', adminMessages.page],
    ['?limit=0', adminMessages.limit],
    ['?limit=1001', adminMessages.limit],
    ['?limit=1e2', adminMessages.limit],
    ['?limit=10&limit=20', adminMessages.limit],
    [`?search=${'x'.repeat(101)}`, adminMessages.search],
    [`?role=agent&search=${encodeURIComponent('😀'.repeat(101))}`, adminMessages.search],
    ['?search=a&search=b', adminMessages.search],
  ])('when the query is %s, then 400 says "%s"', async (query, message) => {
    const answer = await get(`/users${query}`);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message,
      data: expect.objectContaining({ code: 'VALIDATION_FAILED' }) as object,
    });
  });
});

describe('GET /users?ids=', () => {
  it('when ids are given, then the answer follows their order, lists each once and leaves unknown ids out', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const ids = [idOf('Sid Suspended'), unknown, idOf('Ada Admin'), idOf('Sid Suspended'), walletless];

    const batch = await batchOf([...ids.slice(0, 3), ids[3]?.toUpperCase() ?? '', ` ${walletless}`]);

    expect(batch.map((user) => user._id)).toEqual([idOf('Sid Suspended'), idOf('Ada Admin'), walletless]);
    expect(batch[0]).toMatchObject({ name: 'Sid Suspended', agentStatus: 'suspended', isApproved: false });
    expect(batch[0]?.wallet).toMatchObject({ userId: idOf('Sid Suspended'), isBlocked: false });
    expect(batch[2]?.wallet).toBeNull();
  });

  it('when 100 ids are given, then they are all answered in one call', async () => {
    const unknown = Array.from(
      { length: USER_IDS_MAX - 1 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );

    const batch = await batchOf([...unknown, idOf('Bea Blocked')]);

    expect(batch.map((user) => user._id)).toEqual([idOf('Bea Blocked')]);
    expect(batch[0]?.wallet?.isBlocked).toBe(true);
  });

  it('when the ids are each known, then every row equals the one the list shows', async () => {
    const page = await pageOf('?limit=1000');
    const batch = await batchOf(page.data.map((user) => user._id));
    expect(batch).toEqual(page.data);
  });

  it('when ids is empty, then it counts as not given and the answer is a page', async () => {
    const page = await pageOf('?ids=');
    expect(page.pagination.totalItems).toBe(10);
  });

  const tooMany = Array.from(
    { length: USER_IDS_MAX + 1 },
    (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  ).join(',');

  it.each([
    ['?ids=%20', adminMessages.ids],
    ['?ids=,', adminMessages.ids],
    ['?ids=not-a-uuid', adminMessages.ids],
    [`?ids=${'00000000-0000-4000-8000-000000000000'},`, adminMessages.ids],
    [
      `?ids=${'00000000-0000-4000-8000-000000000000'},,${'00000000-0000-4000-8000-000000000001'}`,
      adminMessages.ids,
    ],
    [`?ids=${'00000000-0000-4000-8000-000000000000'}x`, adminMessages.ids],
    [
      `?ids=${'00000000-0000-4000-8000-000000000000'}&ids=${'00000000-0000-4000-8000-000000000001'}`,
      adminMessages.ids,
    ],
    [`?ids=${tooMany}`, adminMessages.ids],
    [`?ids=${'00000000-0000-4000-8000-000000000000'}&role=user`, adminMessages.idsCombined],
    [`?ids=${'00000000-0000-4000-8000-000000000000'}&page=1`, adminMessages.idsCombined],
    [`?ids=${'00000000-0000-4000-8000-000000000000'}&limit=5`, adminMessages.idsCombined],
    [`?role=agent&ids=${'00000000-0000-4000-8000-000000000000'}`, adminMessages.idsCombined],
    [`?ids=${'00000000-0000-4000-8000-000000000000'}&search=Ada`, adminMessages.idsCombined],
    [`?search=Ada&ids=${'00000000-0000-4000-8000-000000000000'}`, adminMessages.idsCombined],
  ])('when the query is %s, then 400 says "%s"', async (query, message) => {
    const answer = await get(`/users${query}`);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message });
  });
});

describe('GET /users/{id}', () => {
  it('when an admin reads one account, then it is the row the list shows', async () => {
    const page = await pageOf('?role=agent&limit=1000');
    const sid = page.data.find((user) => user._id === idOf('Sid Suspended'));

    const answer = await get(`/users/${idOf('Sid Suspended')}`);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(sid);
  });

  it('when the account has no wallet, then its wallet is null', async () => {
    const answer = await get(`/users/${walletless}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: walletless, agentStatus: null, wallet: null });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an id with a tail', `${'00000000-0000-4000-8000-000000000000'}x`],
  ])('when %s is asked for, then 404 "User not found"', async (_case, id) => {
    const answer = await get(`/users/${id}`);

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      success: false,
      message: adminMessages.userNotFound,
      data: { code: 'NOT_FOUND' },
    });
  });

  it('when /users/me and /users/search are called, then they keep answering rather than being read as ids', async () => {
    const bea = people['Bea Blocked'];
    if (bea === undefined) throw new Error('no Bea');
    const beaCookie = await signIn(api, bea);

    const me = await get('/users/me');
    const search = await get('/users/search?search=Tie', beaCookie);
    const adminSearch = await get('/users/search?search=Tie');

    expect(me.status).toBe(200);
    expect(me.body.data).not.toHaveProperty('wallet');
    expect(me.body.data).toMatchObject({ _id: idOf('Ada Admin'), role: 'admin' });
    expect(search.status).toBe(200);
    expect((search.body.data as { _id: string }[]).map((match) => match._id).sort()).toEqual(
      [idOf('Tia Tie'), idOf('Ted Tie')].sort(),
    );
    expect(adminSearch.status).toBe(403);
  });
});

// Last in the file: these tests add accounts, which the totals above do not count.
describe('GET /users?search=', () => {
  /** A token no other account's name or e-mail contains, so a search for it finds this test's people only. */
  const token = () => `t${randomUUID().slice(0, 8)}`;
  const idsOf = (page: UserPageJson) => page.data.map((user) => user._id);
  const search = async (text: string, rest = '') =>
    pageOf(`?search=${encodeURIComponent(text)}&limit=1000${rest}`);

  async function withPhone(account: Account, phone: string): Promise<Account> {
    await api.db.update(users).set({ phone }).where(eq(users.id, account.id));
    return account;
  }

  it('when the search is part of a name or an e-mail in any case, the digits of a phone however written, or a whole user id, then exactly those accounts match', async () => {
    const tag = token();
    const byName = await accountAt(`Zelda ${tag} Quill`, 20);
    const byEmail = await accountAt('Plain Name', 21, { email: `${tag}.mail@example.com` });
    const byPhone = await withPhone(await accountAt(`Phoebe ${token()}`, 22), '+880 1999-876543');

    expect(idsOf(await search(tag.toUpperCase())).sort()).toEqual([byName.id, byEmail.id].sort());
    expect(idsOf(await search('(1999) 87-65'))).toEqual([byPhone.id]);
    expect(idsOf(await search('+8801999'))).toEqual([byPhone.id]);
    expect(idsOf(await search(` ${byPhone.id.toUpperCase()} `))).toEqual([byPhone.id]);
    // Only a whole id finds its account; part of one is just text no name or e-mail holds.
    expect(idsOf(await search(byPhone.id.slice(0, -1)))).toEqual([]);
  });

  it('when the search holds %, _, \\, a quote or regex characters, then they are taken literally', async () => {
    const tag = token();
    const percent = await accountAt(`${tag} 100% Sure`, 30);
    const underscore = await accountAt(`${tag} under_score`, 31);
    const backslash = await accountAt(`${tag} back\\slash`, 32);
    const quote = await accountAt(`${tag} O'Brien`, 33);
    await accountAt(`${tag} 1000 Surely`, 34);
    await accountAt(`${tag} underXscore`, 35);
    await accountAt(`${tag} Plain`, 36);

    expect(idsOf(await search('%'))).toEqual([percent.id]);
    expect(idsOf(await search(`${tag} 100%`))).toEqual([percent.id]);
    expect(idsOf(await search('_'))).toEqual([underscore.id]);
    expect(idsOf(await search('under_'))).toEqual([underscore.id]);
    expect(idsOf(await search('k\\s'))).toEqual([backslash.id]);
    expect(idsOf(await search("O'B"))).toEqual([quote.id]);
    expect(idsOf(await search(`${tag}.*`))).toEqual([]);
    expect(idsOf(await search("' or '1'='1"))).toEqual([]);
    expect((await search(`${tag}`)).pagination.totalItems).toBe(7);
  });

  it('when a search is combined with a role, then both narrow the list, newest first, and the summary and pagination count every match rather than the page', async () => {
    const tag = token();
    const plain = await accountAt(`${tag} User`, 40);
    const unverified = await accountAt(`${tag} Unverified`, 41, { isEmailVerified: false });
    const blocked = await accountAt(`${tag} Blocked`, 42);
    const agent = await accountAt(`${tag} Agent`, 43, { role: 'agent' });
    const pending = await accountAt(`${tag} Pending`, 44, { role: 'agent', isApproved: false });
    await accountAt(`${tag} Admin`, 45, { role: 'admin' });
    await accountAt('Agent Without The Token', 46, { role: 'agent' });
    await api.db.update(wallets).set({ isBlocked: true }).where(eq(wallets.userId, blocked.id));

    const all = await pageOf(`?search=${tag}&limit=1`);
    const agents = await pageOf(`?role=agent&search=${tag}`);
    const usersOnly = await pageOf(`?search=${tag}&role=user&limit=2&page=2`);

    expect(all.data).toHaveLength(1);
    expect(all.pagination).toEqual({ currentPage: 1, totalPages: 6, totalItems: 6, itemsPerPage: 1 });
    expect(all.summary).toEqual({ total: 6, verified: 5, approved: 1, pending: 1, suspended: 0, blocked: 1 });
    expect(idsOf(agents)).toEqual([pending.id, agent.id]);
    expect(agents.summary).toEqual({
      total: 2,
      verified: 2,
      approved: 1,
      pending: 1,
      suspended: 0,
      blocked: 0,
    });
    expect(idsOf(usersOnly)).toEqual([plain.id]);
    expect(usersOnly.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 3, itemsPerPage: 2 });
    expect(usersOnly.summary).toEqual({
      total: 3,
      verified: 2,
      approved: 0,
      pending: 0,
      suspended: 0,
      blocked: 1,
    });
    expect(idsOf(await pageOf(`?role=user&search=${unverified.id}`))).toEqual([unverified.id]);
    expect(idsOf(await pageOf(`?role=agent&search=${unverified.id}`))).toEqual([]);
  });

  it('when nothing matches, then the page is empty and every figure is zero', async () => {
    const page = await pageOf(`?search=${token()}`);

    expect(page.data).toEqual([]);
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 10 });
    expect(page.summary).toEqual({
      total: 0,
      verified: 0,
      approved: 0,
      pending: 0,
      suspended: 0,
      blocked: 0,
    });
  });

  it('when the search is blank or empty, then it counts as not given', async () => {
    const plain = await pageOf('?limit=1000');

    for (const query of ['?search=&limit=1000', '?search=%20%20&limit=1000']) {
      const page = await pageOf(query);
      expect(page.pagination).toEqual(plain.pagination);
      expect(idsOf(page)).toEqual(idsOf(plain));
    }
  });

  it('when the search is exactly 100 characters, then it is accepted', async () => {
    expect((await get(`/users?search=${'x'.repeat(100)}`)).status).toBe(200);
    expect((await get(`/users?search=${encodeURIComponent('😀'.repeat(100))}`)).status).toBe(200);
  });
});
