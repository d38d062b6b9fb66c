// GET /wallets (docs/admin.md): every wallet with its owner, searched, filtered, sorted and paged on the server,
// with a summary over every match. Balances are written straight to the rows here: the list only reads them.
import { randomUUID } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@wallet/common/admin';
import type { AdminWalletJson, WalletPageJson } from '@wallet/common/admin-json';
import type { Role } from '@wallet/common/auth';
import { wallets } from '../db/schema';
import { callJson, createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { walletIdOf } from '../test/journals';

let api: TestApi;
let adminCookie: string;

beforeAll(async () => {
  api = await startTestApi();
  adminCookie = await signIn(api, await createAccount(api, { role: 'admin', name: 'Ada Admin' }));
});

afterAll(async () => {
  await api.close();
});

const listWallets = (query: string, cookie: string | undefined = adminCookie) =>
  callJson(api, 'GET', `/wallets${query}`, { cookie });

async function walletPage(query: string): Promise<WalletPageJson> {
  const answer = await listWallets(query);
  expect({ status: answer.status, message: answer.body.message }).toEqual({
    status: 200,
    message: 'Wallets',
  });
  return answer.body.data as WalletPageJson;
}

interface Owner {
  userId: string;
  walletId: string;
  name: string;
  email: string;
}

/** A token no other test's names contain, so a search for it finds this test's wallets only. */
const token = () => `t${randomUUID().slice(0, 8)}`;

async function owner(
  name: string,
  options: { role?: Role; balanceCents?: number; isBlocked?: boolean; createdAt?: Date; email?: string } = {},
): Promise<Owner> {
  const account = await createAccount(api, {
    name,
    role: options.role ?? 'user',
    ...(options.email === undefined ? {} : { email: options.email }),
  });
  const walletId = await walletIdOf(api.db, account.id);
  await api.db
    .update(wallets)
    .set({
      balanceCents: options.balanceCents ?? 0,
      isBlocked: options.isBlocked ?? false,
      ...(options.createdAt === undefined ? {} : { createdAt: options.createdAt }),
    })
    .where(eq(wallets.id, walletId));
  return { userId: account.id, walletId, name, email: account.email };
}

const idsOf = (page: WalletPageJson) => page.data.map((wallet) => wallet._id);

describe('GET /wallets', () => {
  it('when an admin lists without filters, then every wallet is counted, users’, agents’ and admins’ alike, newest first', async () => {
    const tag = token();
    const agent = await owner(`Agent ${tag}`, { role: 'agent' });
    const admin = await owner(`Admin ${tag}`, { role: 'admin' });
    const user = await owner(`User ${tag}`);
    const [walletCount] = await api.db.select({ count: sql<number>`count(*)::int` }).from(wallets);

    const page = await walletPage('?limit=1000');

    expect(page.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: walletCount?.count,
      itemsPerPage: 1000,
    });
    expect(page.summary.totalWallets).toBe(walletCount?.count);
    const roles = new Map(page.data.map((wallet) => [wallet._id, wallet.user.role]));
    expect([roles.get(agent.walletId), roles.get(admin.walletId), roles.get(user.walletId)]).toEqual([
      'agent',
      'admin',
      'user',
    ]);
    const created = page.data.map((wallet) => wallet.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('when a row is read, then it is the owner’s WalletJson (stale counters read 0, limits by role) plus the owner', async () => {
    const tag = token();
    const agent = await owner(`Agent ${tag}`, { role: 'agent', balanceCents: 12_345 });
    const user = await owner(`User ${tag}`, { balanceCents: 50 });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    // Yesterday's spending on the agent's wallet reads as none today; the user's of today counts.
    await api.db
      .update(wallets)
      .set({ dailySpentCents: 700, dailyTransactionCount: 2, lastDailyReset: twoDaysAgo })
      .where(eq(wallets.id, agent.walletId));
    await api.db
      .update(wallets)
      .set({
        dailySpentCents: 300,
        dailyTransactionCount: 1,
        monthlySpentCents: 300,
        monthlyTransactionCount: 1,
      })
      .where(eq(wallets.id, user.walletId));

    const page = await walletPage(`?search=${tag}&sortBy=name&sortOrder=asc`);

    const [agentRow, userRow] = page.data as [AdminWalletJson, AdminWalletJson];
    expect(Object.keys(agentRow).sort()).toEqual(
      [
        '_id',
        'balance',
        'createdAt',
        'dailySpentAmount',
        'dailyTransactionCount',
        'isBlocked',
        'isClosed',
        'lastDailyReset',
        'lastMonthlyReset',
        'limits',
        'monthlySpentAmount',
        'monthlyTransactionCount',
        'updatedAt',
        'user',
        'userId',
      ].sort(),
    );
    const { agent: agentLimits, user: userLimits } = api.config.limits;
    // SPEC.md §3: the owner embedded as userId { _id, name, email, role }, and the same object as user.
    expect(agentRow).toMatchObject({
      _id: agent.walletId,
      userId: { _id: agent.userId, name: agent.name, email: agent.email, role: 'agent' },
      balance: 123.45,
      isBlocked: false,
      dailySpentAmount: 0,
      dailyTransactionCount: 0,
      user: { _id: agent.userId, name: agent.name, email: agent.email, role: 'agent' },
      limits: {
        dailyAmount: agentLimits.dailyAmountCents / 100,
        dailyCount: agentLimits.dailyCount,
        dailyRemainingAmount: agentLimits.dailyAmountCents / 100,
      },
    });
    expect(new Date(agentRow.lastDailyReset).getTime()).toBeGreaterThan(twoDaysAgo.getTime());
    expect(userRow).toMatchObject({
      _id: user.walletId,
      userId: { _id: user.userId, name: user.name, email: user.email, role: 'user' },
      balance: 0.5,
      dailySpentAmount: 3,
      dailyTransactionCount: 1,
      user: { _id: user.userId, name: user.name, email: user.email, role: 'user' },
      limits: {
        dailyAmount: userLimits.dailyAmountCents / 100,
        dailyRemainingAmount: (userLimits.dailyAmountCents - 300) / 100,
        dailyRemainingCount: userLimits.dailyCount - 1,
      },
    });
  });

  it('when the search is part of a name, an e-mail or a wallet id in any case, then exactly those wallets match', async () => {
    const tag = token();
    const byName = await owner(`Zelda ${tag} Quill`);
    const byEmail = await owner('Plain Name', { email: `${tag}.mail@example.com` });
    const other = await owner(`Other ${token()}`);

    const nameAndEmail = await walletPage(`?search=${tag.toUpperCase()}`);
    const walletIdPart = await walletPage(`?search=${other.walletId.slice(4, 20).toUpperCase()}`);
    const wholeWalletId = await walletPage(`?search=%20${byName.walletId}%20`);

    expect(idsOf(nameAndEmail).sort()).toEqual([byName.walletId, byEmail.walletId].sort());
    expect(nameAndEmail.summary.totalWallets).toBe(2);
    expect(idsOf(walletIdPart)).toEqual([other.walletId]);
    expect(idsOf(wholeWalletId)).toEqual([byName.walletId]);
  });

  it('when the search holds %, _, \\, a quote or regex characters, then they are taken literally', async () => {
    const tag = token();
    const percent = await owner(`${tag} 100% Sure`);
    const underscore = await owner(`${tag} under_score`);
    const backslash = await owner(`${tag} back\\slash`);
    const quote = await owner(`${tag} O'Brien`);
    await owner(`${tag} 1000 Surely`);
    await owner(`${tag} underXscore`);
    await owner(`${tag} Plain`);

    const search = async (text: string) => idsOf(await walletPage(`?search=${encodeURIComponent(text)}`));

    expect(await search(`${tag} 100%`)).toEqual([percent.walletId]);
    expect(await search('under_')).toEqual([underscore.walletId]);
    expect(await search('k\\s')).toEqual([backslash.walletId]);
    expect(await search("O'B")).toEqual([quote.walletId]);
    expect(await search(`${tag}.*`)).toEqual([]);
    expect(await search("' or '1'='1")).toEqual([]);
  });

  it('when status is active or blocked, then only those wallets are listed and the summary counts every match', async () => {
    const tag = token();
    const active = [
      await owner(`${tag} A`, { balanceCents: 1 }),
      await owner(`${tag} B`, { balanceCents: 2 }),
    ];
    const blocked = await owner(`${tag} C`, { balanceCents: 10_000, isBlocked: true });

    const all = await walletPage(`?search=${tag}&limit=1`);
    const onlyActive = await walletPage(`?search=${tag}&status=active`);
    const onlyBlocked = await walletPage(`?search=${tag}&status=blocked`);

    expect(all.data).toHaveLength(1);
    expect(all.summary).toEqual({
      totalWallets: 3,
      activeWallets: 2,
      blockedWallets: 1,
      totalBalance: 100.03,
      // 10003 / 3 = 3334.33… cents
      averageBalance: 33.34,
    });
    expect(idsOf(onlyActive).sort()).toEqual(active.map((wallet) => wallet.walletId).sort());
    // 3 / 2 = 1.5 cents, rounded half up.
    expect(onlyActive.summary).toEqual({
      totalWallets: 2,
      activeWallets: 2,
      blockedWallets: 0,
      totalBalance: 0.03,
      averageBalance: 0.02,
    });
    expect(idsOf(onlyBlocked)).toEqual([blocked.walletId]);
    expect(onlyBlocked.data[0]?.isBlocked).toBe(true);
    expect(onlyBlocked.summary).toMatchObject({ totalWallets: 1, activeWallets: 0, blockedWallets: 1 });
  });

  it('when nothing matches, then the page is empty and the summary is zero', async () => {
    const page = await walletPage(`?search=${token()}`);
    expect(page).toEqual({
      data: [],
      pagination: { currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 10 },
      summary: { totalWallets: 0, activeWallets: 0, blockedWallets: 0, totalBalance: 0, averageBalance: 0 },
    });
  });

  it('when sorted by name, balance or creation, either way, then equal values fall back to the wallet id in that order', async () => {
    const tag = token();
    const sameTime = new Date('2024-03-01T00:00:00Z');
    const wallets = [
      await owner(`${tag} Bob`, { balanceCents: 500, createdAt: new Date('2024-01-01T00:00:00Z') }),
      await owner(`${tag} alice`, { balanceCents: 500, createdAt: sameTime }),
      await owner(`${tag} Carol`, { balanceCents: 100, createdAt: sameTime }),
    ];
    const [bob, alice, carol] = wallets as [Owner, Owner, Owner];
    const byId = (a: Owner, b: Owner) => (a.walletId < b.walletId ? -1 : 1);
    const [tieLow, tieHigh] = [alice, carol].sort(byId) as [Owner, Owner];
    const [balanceLow, balanceHigh] = [bob, alice].sort(byId) as [Owner, Owner];
    const sorted = async (sortBy: string, sortOrder: string) =>
      idsOf(await walletPage(`?search=${tag}&sortBy=${sortBy}&sortOrder=${sortOrder}`));

    expect(await sorted('balance', 'asc')).toEqual([carol, balanceLow, balanceHigh].map((w) => w.walletId));
    expect(await sorted('balance', 'desc')).toEqual([balanceHigh, balanceLow, carol].map((w) => w.walletId));
    expect(await sorted('createdAt', 'asc')).toEqual([bob, tieLow, tieHigh].map((w) => w.walletId));
    expect(await sorted('createdAt', 'desc')).toEqual([tieHigh, tieLow, bob].map((w) => w.walletId));
    // The default: createdAt, newest first.
    expect(idsOf(await walletPage(`?search=${tag}`))).toEqual([tieHigh, tieLow, bob].map((w) => w.walletId));
    const byName = await sorted('name', 'asc');
    expect(byName.slice().reverse()).toEqual(await sorted('name', 'desc'));
    expect(new Set(byName)).toEqual(new Set(wallets.map((w) => w.walletId)));
  });

  it('when the owners share a name, then the name sort falls back to the wallet id', async () => {
    const tag = token();
    const twins = [await owner(`${tag} Twin`), await owner(`${tag} Twin`), await owner(`${tag} Twin`)];
    const ascending = twins.map((w) => w.walletId).sort();

    expect(idsOf(await walletPage(`?search=${tag}&sortBy=name&sortOrder=asc`))).toEqual(ascending);
    expect(idsOf(await walletPage(`?search=${tag}&sortBy=name&sortOrder=desc`))).toEqual(ascending.reverse());
  });

  it('when paging, then the pages follow the order without gaps or repeats and past the end is empty', async () => {
    const tag = token();
    for (let index = 0; index < 5; index += 1) await owner(`${tag} ${index}`, { balanceCents: index });
    const all = idsOf(await walletPage(`?search=${tag}&sortBy=balance&sortOrder=asc`));

    const first = await walletPage(`?search=${tag}&sortBy=balance&sortOrder=asc&page=1&limit=2`);
    const second = await walletPage(`?search=${tag}&sortBy=balance&sortOrder=asc&page=2&limit=2`);
    const third = await walletPage(`?search=${tag}&sortBy=balance&sortOrder=asc&page=3&limit=2`);
    const beyond = await walletPage(`?search=${tag}&sortBy=balance&sortOrder=asc&page=4&limit=2`);

    expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual(all);
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 3, totalItems: 5, itemsPerPage: 2 });
    expect(beyond.data).toEqual([]);
    expect(beyond.summary.totalWallets).toBe(5);
  });

  it.each([
    ['balance', 'asc', 'all'],
    ['balance', 'desc', 'blocked'],
    ['createdAt', 'asc', 'active'],
    ['createdAt', 'desc', 'all'],
  ] as const)(
    'when sorted by %s %s with status %s and no search, then the pages join each wallet to its owner in the order of the rows, ties by wallet id, without gaps or repeats',
    async (sortBy, sortOrder, status) => {
      const tag = token();
      const sameTime = new Date('2024-03-01T00:00:00Z');
      // Equal balances and creation instants, blocked and not, so the wallet id decides between them.
      for (let index = 0; index < 6; index += 1) {
        await owner(`${tag} ${index}`, {
          balanceCents: 700,
          createdAt: sameTime,
          isBlocked: index % 2 === 0,
        });
      }
      const column = sortBy === 'balance' ? wallets.balanceCents : wallets.createdAt;
      const direction = sortOrder === 'asc' ? asc : desc;
      const expected = await api.db
        .select({ walletId: wallets.id, userId: wallets.userId })
        .from(wallets)
        .where(status === 'all' ? undefined : eq(wallets.isBlocked, status === 'blocked'))
        .orderBy(direction(column), direction(wallets.id));
      const limit = Math.ceil(expected.length / 3);

      const pages: WalletPageJson[] = [];
      for (let page = 1; page <= 4; page += 1) {
        pages.push(
          await walletPage(
            `?sortBy=${sortBy}&sortOrder=${sortOrder}&status=${status}&page=${page}&limit=${limit}`,
          ),
        );
      }

      expect(
        pages.flatMap((page) =>
          page.data.map((wallet) => ({ walletId: wallet._id, userId: wallet.user._id })),
        ),
      ).toEqual(expected);
      expect(pages.map((page) => page.data.length)).toEqual([limit, limit, expected.length - 2 * limit, 0]);
      expect(pages[0]?.summary.totalWallets).toBe(expected.length);
    },
  );

  it('when the parameters are empty or the search is blank, then the defaults apply', async () => {
    const blank = await walletPage('?search=%20%20&status=&sortBy=&sortOrder=&page=&limit=');
    const plain = await walletPage('');

    expect(blank.pagination).toEqual(plain.pagination);
    expect(idsOf(blank)).toEqual(idsOf(plain));
  });

  it('when the search is exactly 100 characters, then it is accepted', async () => {
    expect((await listWallets(`?search=${'x'.repeat(100)}`)).status).toBe(200);
    expect((await listWallets(`?search=${encodeURIComponent('😀'.repeat(100))}`)).status).toBe(200);
  });

  it.each([
    ['?status=frozen', 'status', adminMessages.status],
    ['?status=Active', 'status', adminMessages.status],
    ['?status=all&status=blocked', 'status', adminMessages.status],
    ['?sortBy=email', 'sortBy', adminMessages.sortBy],
    ['?sortBy=created_at', 'sortBy', adminMessages.sortBy],
    ['?sortOrder=up', 'sortOrder', adminMessages.sortOrder],
    ['?sortOrder=DESC', 'sortOrder', adminMessages.sortOrder],
    [`?search=${'x'.repeat(101)}`, 'search', adminMessages.search],
    ['?search=a&search=b', 'search', adminMessages.search],
    ['?page=0', 'page', adminMessages.page],
    ['?page=1.5', 'page', adminMessages.page],
    ['?page=-1', 'page', adminMessages.page],
    ['?limit=0', 'limit', adminMessages.limit],
    ['?limit=1001', 'limit', adminMessages.limit],
    ['?limit=ten', 'limit', adminMessages.limit],
  ])('when the query is %s, then 400 names %s', async (query, field, message) => {
    const answer = await listWallets(query);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { success: false, message, data: { code: 'VALIDATION_FAILED', field } },
    });
  });
});
