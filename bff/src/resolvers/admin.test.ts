// The admin's queries and mutation through the bff against the real api: figures, wallets, users, movements, the audit
// log and blocking; refusals passed on, and owners, actors and targets loaded in one batch (REST calls counted).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { wallets } from '@wallet/api/db/schema';
import { adminMessages } from '@wallet/common/admin';
import { centsToDecimalString } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import type { TestPerson } from '../test/accounts';
import { REGISTER, signUpVerified, testPerson } from '../test/accounts';
import { Browser } from '../test/browser';
import type { GraphqlAnswer, GraphqlOperation, SeenRequest, TestStack } from '../test/stack';
import { dataOf, firstError, postGraphql, startTestStack } from '../test/stack';
import { graphql } from '../__generated__/test-documents';
import type { TypedDocumentString } from '../__generated__/test-documents/graphql';

const ADMIN = { email: 'root@example.com', password: 'Wallet#2026' };
/** The api's name for the first admin when ADMIN_NAME is not set. */
const ADMIN_NAME = 'Administrator';

const LOGIN = graphql(`
  mutation AdminTestLogin($input: LoginInput!) {
    login(input: $input) {
      message
    }
  }
`);

graphql(`
  fragment AdminTestPayload on MoneyPayload {
    message
    transaction {
      id
      type
      status
      amount
      fee
    }
    wallet {
      id
      balance
    }
  }
`);
const ADD_MONEY = graphql(`
  mutation AdminTestAddMoney($input: AddMoneyInput!) {
    addMoney(input: $input) {
      ...AdminTestPayload
    }
  }
`);
const SEND_MONEY = graphql(`
  mutation AdminTestSendMoney($input: SendMoneyInput!) {
    sendMoney(input: $input) {
      ...AdminTestPayload
    }
  }
`);
const WITHDRAW = graphql(`
  mutation AdminTestWithdraw($input: WithdrawInput!) {
    withdraw(input: $input) {
      ...AdminTestPayload
    }
  }
`);
const CASH_IN = graphql(`
  mutation AdminTestCashIn($input: CashInInput!) {
    cashIn(input: $input) {
      ...AdminTestPayload
    }
  }
`);
const APPROVE_AGENT = graphql(`
  mutation AdminTestApprove($input: AgentDecisionInput!) {
    approveAgent(input: $input) {
      message
      user {
        id
        isApproved
        agentStatus
      }
    }
  }
`);
const SUSPEND_AGENT = graphql(`
  mutation AdminTestSuspend($input: AgentDecisionInput!) {
    suspendAgent(input: $input) {
      message
      user {
        id
        isApproved
        agentStatus
      }
    }
  }
`);

const ADMIN_STATS = graphql(`
  query AdminTestAdminStats {
    adminStats {
      id
      totalUsers {
        total
        thisMonth
        lastMonth
        changePercent
      }
      totalAgents {
        total
        thisMonth
        lastMonth
        changePercent
      }
      transactionCount {
        total
        thisMonth
        lastMonth
        changePercent
      }
      totalVolume {
        total
        thisMonth
        lastMonth
        changePercent
      }
      recentTransactionCount
      recentVolume
      completionRate
      today {
        transactionCount
        volume
      }
      activeUsers
      recentTransactions {
        id
        type
        status
        amount
        user {
          id
          name
        }
      }
    }
  }
`);

const WALLETS = graphql(`
  query AdminTestWallets($input: WalletListInput) {
    wallets(input: $input) {
      items {
        id
        userId
        balance
        isBlocked
        user {
          id
          name
          email
          role
        }
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
      }
      summary {
        totalWallets
        activeWallets
        blockedWallets
        totalBalance
        averageBalance
      }
    }
  }
`);

graphql(`
  fragment AdminTestUser on User {
    id
    name
    email
    role
    isEmailVerified
    isApproved
    agentStatus
    wallet {
      id
      userId
      balance
    }
  }
`);
const USERS = graphql(`
  query AdminTestUsers($role: Role, $search: String, $page: Int, $limit: Int) {
    users(role: $role, search: $search, page: $page, limit: $limit) {
      items {
        ...AdminTestUser
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
      }
      summary {
        total
        verified
        approved
        pending
        suspended
        blocked
      }
    }
  }
`);
const USER = graphql(`
  query AdminTestUser($id: ID!) {
    user(id: $id) {
      ...AdminTestUser
    }
  }
`);

const TRANSACTIONS = graphql(`
  query AdminTestTransactions($filter: AdminTransactionFilter, $page: Int, $limit: Int) {
    transactions(filter: $filter, page: $page, limit: $limit) {
      items {
        id
        type
        status
        amount
        commission
        sender {
          id
          name
        }
        recipient {
          id
          name
        }
        user {
          id
          name
          email
        }
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
      }
      summary {
        totalCount
        completedCount
        pendingCount
        failedCount
        cancelledCount
        completedAmount
      }
    }
  }
`);

const AUDIT_LOG = graphql(`
  query AdminTestAuditLog($userId: ID, $page: Int, $limit: Int) {
    auditLog(userId: $userId, page: $page, limit: $limit) {
      items {
        id
        action
        actor {
          id
          name
        }
        target {
          id
          name
        }
        targetWalletId
        reason
        createdAt
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
      }
    }
  }
`);

const SET_WALLET_BLOCKED = graphql(`
  mutation AdminTestSetWalletBlocked($input: SetWalletBlockedInput!) {
    setWalletBlocked(input: $input) {
      message
      wallet {
        id
        userId
        isBlocked
        balance
      }
    }
  }
`);

interface Account {
  id: string;
  person: TestPerson;
  browser: Browser;
}

interface Person {
  id: string;
  name: string;
}

let stack: TestStack;
let admin: Browser;
let adminId: string;
let una: Account;
let vic: Account;
let ayo: Account;
/** An agent who signed up and was never approved. */
let piaId: string;
/** Users who only registered: unverified, with empty wallets. */
const extraIds: string[] = [];
/** The five movements, oldest first: una's deposit, ayo's float, una → vic, ayo's cash in to vic, vic's withdrawal. */
const movementIds: string[] = [];

beforeAll(async () => {
  stack = await startTestStack({
    spy: {},
    api: { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } },
  });
  admin = new Browser(stack.bff.url);
  const login = await admin.post({ query: LOGIN, variables: { input: ADMIN } });
  expect(login.body.errors).toBeUndefined();
  adminId = dataOf(
    await admin.post({
      query: graphql(`
        query AdminTestMe {
          me {
            id
          }
        }
      `),
    }),
  ).me!.id;

  una = await openAccount('una', '01712345701');
  vic = await openAccount('vic', '01712345702');
  ayo = await openAccount('ayo', '01712345703', 'AGENT');
  dataOf(await admin.post({ query: APPROVE_AGENT, variables: { input: { agentId: ayo.id } } }));
  expect((await signIn(ayo)).body.errors).toBeUndefined();
  piaId = await register('pia', '01712345704', 'AGENT');
  const handles = ['kim', 'lou', 'max', 'ned', 'oli', 'pam', 'rex', 'sue'];
  for (const [index, handle] of handles.entries()) {
    extraIds.push(await register(handle, `017123458${String(index).padStart(2, '0')}`));
  }

  movementIds.push(await moneyId(una, ADD_MONEY, { amount: '100.00' }, 'addMoney'));
  movementIds.push(await moneyId(ayo, ADD_MONEY, { amount: '200.00' }, 'addMoney'));
  movementIds.push(await moneyId(una, SEND_MONEY, { receiverId: vic.id, amount: '20.00' }, 'sendMoney'));
  movementIds.push(await moneyId(ayo, CASH_IN, { userId: vic.id, amount: '50.00' }, 'cashIn'));
  movementIds.push(await moneyId(vic, WITHDRAW, { amount: '10.00', method: 'BANK' }, 'withdraw'));
});

afterAll(async () => {
  await stack.close();
});

/** A verified person in a browser of their own, signed in when they are a user (agents wait for approval). */
async function openAccount(handle: string, phone: string, role: 'USER' | 'AGENT' = 'USER'): Promise<Account> {
  const browser = new Browser(stack.bff.url);
  const person = testPerson(handle, { phone, role });
  const id = await signUpVerified(stack.api, browser, person);
  const account = { id, person, browser };
  if (role === 'USER') expect((await signIn(account)).body.errors).toBeUndefined();
  return account;
}

/** Registered only: not verified, never signed in, with the empty wallet every sign-up gets. */
async function register(handle: string, phone: string, role: 'USER' | 'AGENT' = 'USER'): Promise<string> {
  const answer = await new Browser(stack.bff.url).post({
    query: REGISTER,
    variables: { input: testPerson(handle, { phone, role }) },
  });
  return dataOf(answer).register.user.id;
}

function signIn(account: Account) {
  return account.browser.post({
    query: LOGIN,
    variables: { input: { email: account.person.email, password: account.person.password } },
  });
}

/** Runs one of the money mutations (any of them: the document goes as text) and answers its transaction's id. */
async function moneyId(
  account: Account,
  query: TypedDocumentString<unknown, never>,
  input: Record<string, unknown>,
  field: string,
): Promise<string> {
  const answer = await account.browser.post({
    query: String(query),
    variables: { input: { ...input, idempotencyKey: randomUUID() } },
  });
  const payload = dataOf(answer)[field] as { transaction: { id: string } };
  return payload.transaction.id;
}

function person(account: Account): Person {
  return { id: account.id, name: account.person.name };
}

/** Posts as the browser (or signed out) with a request id of its own, and returns the REST calls the bff made for it. */
async function postCounted<TData, TVariables>(
  browser: Browser | undefined,
  operation: GraphqlOperation<TData, TVariables>,
): Promise<{ answer: GraphqlAnswer<TData>; calls: SeenRequest[] }> {
  const requestId = randomUUID();
  const cookie = browser?.jar.header();
  const answer = await postGraphql(stack.bff.url, operation, {
    'x-request-id': requestId,
    ...(cookie === undefined ? {} : { cookie }),
  });
  const calls = stack.spy!.requests.filter((request) => request.headers['x-request-id'] === requestId);
  return { answer, calls };
}

/** "GET /api/v1/wallets?limit=10" for each call, to compare with what the bff should have asked. */
function described(calls: SeenRequest[]): string[] {
  return calls.map((call) => `${call.method} ${decodeURIComponent(call.url)}`);
}

/** The ids a GET /users?ids= call asked for. */
function idsAskedIn(call: SeenRequest | undefined): string[] {
  const url = new URL(call?.url ?? '/', 'http://bff.test');
  expect(url.pathname).toBe('/api/v1/users');
  return (url.searchParams.get('ids') ?? '').split(',');
}

/** Every month figure was made during this run: all of it this month, unless the run crossed a month's end. */
function expectTrend(
  trend: {
    total: number | string;
    thisMonth: number | string;
    lastMonth: number | string;
    changePercent: number | null;
  },
  total: number | string,
): void {
  expect(trend.total).toBe(total);
  expect(Number(trend.thisMonth) + Number(trend.lastMonth)).toBeCloseTo(Number(total), 2);
  if (Number(trend.lastMonth) === 0) expect(trend.changePercent).toBeNull();
}

async function balanceCents(userId: string): Promise<number> {
  const [wallet] = await stack.api.db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return Number(wallet?.balanceCents);
}

async function walletIdOf(userId: string): Promise<string> {
  const [wallet] = await stack.api.db
    .select({ id: wallets.id })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return wallet?.id ?? '';
}

async function allBalancesCents(): Promise<number[]> {
  const rows = await stack.api.db.select({ balanceCents: wallets.balanceCents }).from(wallets);
  return rows.map((row) => Number(row.balanceCents));
}

type Paging = Record<string, unknown>;

const LIST_QUERIES = [
  { name: 'wallets', query: WALLETS, variables: (paging: Paging): Paging => ({ input: paging }) },
  { name: 'users', query: USERS, variables: (paging: Paging): Paging => paging },
  { name: 'transactions', query: TRANSACTIONS, variables: (paging: Paging): Paging => paging },
  { name: 'auditLog', query: AUDIT_LOG, variables: (paging: Paging): Paging => paging },
];

describe('who may ask', () => {
  const operations = (): Array<{ query: string; variables?: Paging }> => [
    { query: String(ADMIN_STATS) },
    ...LIST_QUERIES.map(({ query, variables }) => ({ query: String(query), variables: variables({}) })),
    { query: String(USER), variables: { id: una.id } },
    {
      query: String(SET_WALLET_BLOCKED),
      variables: { input: { walletId: randomUUID(), isBlocked: true } },
    },
  ];

  it('when a user or an agent asks for any admin query or blocks a wallet, then FORBIDDEN and no data', async () => {
    for (const browser of [una.browser, ayo.browser]) {
      for (const operation of operations()) {
        const answer = await browser.post(operation);
        expect(firstError(answer).code, operation.query).toBe('FORBIDDEN');
        expect(Object.values(answer.body.data ?? {}).filter((value) => value !== null)).toEqual([]);
      }
    }
  });

  it('when nobody is signed in, then every admin query and the block are UNAUTHENTICATED', async () => {
    for (const operation of operations()) {
      const { answer } = await postCounted(undefined, operation);
      expect(firstError(answer).code, operation.query).toBe('UNAUTHENTICATED');
    }
  });

  it("when a user reads their own wallet's and movements' user, then it is them, through /users/me and never the admin batch", async () => {
    const { answer, calls } = await postCounted(una.browser, {
      query: graphql(`
        query AdminTestMine {
          me {
            id
            agentStatus
            wallet {
              id
            }
          }
          myWallet {
            id
            user {
              id
              name
            }
          }
          myTransactions {
            items {
              id
              user {
                id
                name
              }
            }
          }
        }
      `),
    });

    const data = dataOf(answer);
    expect(data.me).toEqual({ id: una.id, agentStatus: null, wallet: null });
    expect(data.myWallet.user).toEqual(person(una));
    expect(data.myTransactions.items.map((row) => row.user)).toEqual([person(una), person(una)]);
    expect(described(calls).sort()).toEqual([
      'GET /api/v1/transactions/my-history',
      'GET /api/v1/users/me',
      'GET /api/v1/wallets/my-wallet',
    ]);
  });
});

describe('adminStats', () => {
  it('when the admin asks for the overview, then the figures count every account and movement, and the latest five name their initiators in one batch', async () => {
    const { answer, calls } = await postCounted(admin, { query: ADMIN_STATS });

    const stats = dataOf(answer).adminStats;
    expect(stats.id).toBe('admin-stats');
    expectTrend(stats.totalUsers, 10);
    expectTrend(stats.totalAgents, 2);
    expectTrend(stats.transactionCount, 5);
    // Completed movements only: 100 + 200 + 20 + 50; the pending withdrawal is not volume yet.
    expectTrend(stats.totalVolume, '370.00');
    expect(stats.recentTransactionCount).toBe(5);
    expect(stats.recentVolume).toBe('370.00');
    expect(stats.completionRate).toBe(80);
    // Every movement here was made today: all five counted, the completed ones' amounts as Money.
    expect(stats.today).toEqual({ transactionCount: 5, volume: '370.00' });
    // una, vic and ayo: verified and approved; pia and the extras never verified their e-mail.
    expect(stats.activeUsers).toBe(3);
    expect(stats.recentTransactions).toEqual([
      { id: movementIds[4], type: 'WITHDRAW', status: 'PENDING', amount: '10.00', user: person(vic) },
      { id: movementIds[3], type: 'CASH_IN', status: 'COMPLETED', amount: '50.00', user: person(ayo) },
      { id: movementIds[2], type: 'SEND', status: 'COMPLETED', amount: '20.00', user: person(una) },
      { id: movementIds[1], type: 'DEPOSIT', status: 'COMPLETED', amount: '200.00', user: person(ayo) },
      { id: movementIds[0], type: 'DEPOSIT', status: 'COMPLETED', amount: '100.00', user: person(una) },
    ]);
    expect(calls).toHaveLength(2);
    expect(described(calls)[0]).toBe('GET /api/v1/stats/admin');
    expect(idsAskedIn(calls[1]).sort()).toEqual([una.id, vic.id, ayo.id].sort());
  });

  it('when a listed recent movement is also asked for by id in the same document, then it costs no call of its own', async () => {
    const { answer, calls } = await postCounted(admin, {
      query: graphql(`
        query AdminTestBoth($id: ID!) {
          adminStats {
            id
          }
          transaction(id: $id) {
            id
            type
            amount
          }
        }
      `),
      variables: { id: movementIds[2]! },
    });

    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.transaction).toEqual({ id: movementIds[2], type: 'SEND', amount: '20.00' });
    expect(described(calls)).toEqual(['GET /api/v1/stats/admin']);
  });
});

describe('wallets', () => {
  it('when the admin reads a page of 10 wallets with their owners, then it costs GET /wallets and one GET /users?ids= for the 10 owners', async () => {
    const { answer, calls } = await postCounted(admin, {
      query: WALLETS,
      variables: { input: { limit: 10, sortBy: 'CREATED_AT', sortOrder: 'ASC' } },
    });

    const page = dataOf(answer).wallets;
    expect(page.items).toHaveLength(10);
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 13, itemsPerPage: 10 });
    for (const wallet of page.items) expect(wallet.user?.id).toBe(wallet.userId);
    // Oldest first: the admin, then una, vic and ayo as they signed up.
    expect(page.items.slice(0, 4).map((wallet) => wallet.user)).toEqual([
      { id: adminId, name: ADMIN_NAME, email: ADMIN.email, role: 'ADMIN' },
      { id: una.id, name: una.person.name, email: una.person.email, role: 'USER' },
      { id: vic.id, name: vic.person.name, email: vic.person.email, role: 'USER' },
      { id: ayo.id, name: ayo.person.name, email: ayo.person.email, role: 'AGENT' },
    ]);
    expect(calls).toHaveLength(2);
    expect(described(calls)[0]).toBe('GET /api/v1/wallets?limit=10&sortBy=createdAt&sortOrder=asc');
    expect(idsAskedIn(calls[1]).sort()).toEqual(page.items.map((wallet) => wallet.userId).sort());
  });

  it('when the admin reads the summary, then it covers every wallet, not one page, to the cent', async () => {
    const balances = await allBalancesCents();
    const totalCents = balances.reduce((sum, cents) => sum + cents, 0);

    const page = dataOf(await admin.post({ query: WALLETS, variables: { input: { limit: 1 } } })).wallets;

    expect(balances).toHaveLength(13);
    expect(page.summary).toEqual({
      totalWallets: 13,
      activeWallets: 13,
      blockedWallets: 0,
      totalBalance: centsToDecimalString(totalCents),
      averageBalance: centsToDecimalString(Math.round(totalCents / 13)),
    });
  });

  it('when the admin searches, filters and sorts, then the enums reach the api in its spelling and the rows follow them', async () => {
    const search = await postCounted(admin, {
      query: WALLETS,
      variables: { input: { search: 'UNA@example', status: 'ACTIVE' } },
    });
    const byBalance = await postCounted(admin, {
      query: WALLETS,
      variables: { input: { limit: 3, sortBy: 'BALANCE', sortOrder: 'DESC' } },
    });
    const byName = await postCounted(admin, {
      query: WALLETS,
      variables: { input: { page: 1, limit: 1, sortBy: 'NAME', sortOrder: 'ASC', status: 'ALL' } },
    });
    const blocked = await postCounted(admin, { query: WALLETS, variables: { input: { status: 'BLOCKED' } } });

    expect(dataOf(search.answer).wallets.items.map((row) => row.userId)).toEqual([una.id]);
    expect(described(search.calls)[0]).toBe('GET /api/v1/wallets?search=UNA@example&status=active');
    // ayo 200 − 50 + 0.25 commission; una 100 − 20; vic 20 + 50 − 10 − the withdrawal fee.
    expect(dataOf(byBalance.answer).wallets.items.map((row) => row.userId)).toEqual([ayo.id, una.id, vic.id]);
    expect(described(byBalance.calls)[0]).toBe('GET /api/v1/wallets?limit=3&sortBy=balance&sortOrder=desc');
    expect(dataOf(byName.answer).wallets.items.map((row) => row.userId)).toEqual([adminId]);
    expect(described(byName.calls)[0]).toBe(
      'GET /api/v1/wallets?page=1&limit=1&status=all&sortBy=name&sortOrder=asc',
    );
    expect(dataOf(blocked.answer).wallets.items).toEqual([]);
    expect(described(blocked.calls)).toEqual(['GET /api/v1/wallets?status=blocked']);
  });

  it("when the search is longer than 100 characters, then BAD_USER_INPUT carries the api's message", async () => {
    expect(
      firstError(await admin.post({ query: WALLETS, variables: { input: { search: 'x'.repeat(101) } } })),
    ).toEqual({ code: 'BAD_USER_INPUT', message: adminMessages.search });
  });

  it('when a filter or sort is not one of its enum, then BAD_USER_INPUT before any REST call', async () => {
    for (const input of [{ status: 'active' }, { sortBy: 'EMAIL' }, { sortOrder: 'UP' }]) {
      const { answer, calls } = await postCounted(admin, { query: String(WALLETS), variables: { input } });
      expect(firstError(answer).code).toBe('BAD_USER_INPUT');
      expect(calls).toEqual([]);
    }
  });
});

describe('page and limit of every list', () => {
  it.each(LIST_QUERIES.map(({ name }) => [name]))(
    "when %s is asked for limit 1001, limit 0 or page 0, then BAD_USER_INPUT carries the api's message",
    async (name) => {
      const list = LIST_QUERIES.find((candidate) => candidate.name === name)!;
      const cases = [
        [{ limit: 1001 }, adminMessages.limit],
        [{ limit: 0 }, adminMessages.limit],
        [{ page: 0 }, adminMessages.page],
      ] as const;
      for (const [paging, message] of cases) {
        const answer = await admin.post({ query: String(list.query), variables: list.variables(paging) });
        expect(firstError(answer)).toEqual({ code: 'BAD_USER_INPUT', message });
      }
    },
  );
});

describe('users and user', () => {
  it("when the admin lists agents, then each comes with their standing and wallet, the summary counts every agent, and the wallets' owners cost no call", async () => {
    const { answer, calls } = await postCounted(admin, {
      query: graphql(`
        query AdminTestAgents {
          users(role: AGENT) {
            items {
              id
              agentStatus
              wallet {
                id
                user {
                  id
                  name
                }
              }
            }
            summary {
              total
              verified
              approved
              pending
              suspended
              blocked
            }
          }
        }
      `),
    });

    const page = dataOf(answer).users;
    expect(page.items).toEqual([
      {
        id: piaId,
        agentStatus: 'PENDING',
        wallet: { id: await walletIdOf(piaId), user: { id: piaId, name: 'Pia Tester' } },
      },
      { id: ayo.id, agentStatus: 'APPROVED', wallet: { id: await walletIdOf(ayo.id), user: person(ayo) } },
    ]);
    expect(page.summary).toEqual({
      total: 2,
      verified: 1,
      approved: 1,
      pending: 1,
      suspended: 0,
      blocked: 0,
    });
    expect(described(calls)).toEqual(['GET /api/v1/users?role=agent']);
  });

  it('when the admin lists everyone, then the newest come first with full rows, and the summary covers all 13', async () => {
    const page = dataOf(await admin.post({ query: USERS, variables: { page: 1, limit: 20 } })).users;

    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 13, itemsPerPage: 20 });
    expect(page.items.at(-1)).toMatchObject({ id: adminId, role: 'ADMIN', agentStatus: null });
    expect(page.items.find((row) => row.id === una.id)).toEqual({
      id: una.id,
      name: una.person.name,
      email: una.person.email,
      role: 'USER',
      isEmailVerified: true,
      isApproved: true,
      agentStatus: null,
      wallet: { id: await walletIdOf(una.id), userId: una.id, balance: '80.00' },
    });
    expect(page.summary).toEqual({
      total: 13,
      verified: 4,
      approved: 1,
      pending: 1,
      suspended: 0,
      blocked: 0,
    });
  });

  it('when the admin filters by role, then the Role enum reaches the api in its spelling', async () => {
    for (const [role, rest] of [
      ['USER', 'user'],
      ['ADMIN', 'admin'],
    ] as const) {
      const { answer, calls } = await postCounted(admin, {
        query: graphql(`
          query AdminTestUsersByRole($role: Role) {
            users(role: $role) {
              items {
                id
                role
              }
            }
          }
        `),
        variables: { role },
      });
      const items = dataOf(answer).users.items;
      expect(items.length).toBeGreaterThan(0);
      expect(new Set(items.map((row) => row.role))).toEqual(new Set([role]));
      expect(described(calls)).toEqual([`GET /api/v1/users?role=${rest}`]);
    }
  });

  it('when the admin searches people of a role by name or phone, then the search reaches the api as given and the summary counts the matches only', async () => {
    const agents = await postCounted(admin, { query: USERS, variables: { role: 'AGENT', search: 'TESTER' } });
    const users = await postCounted(admin, {
      query: USERS,
      variables: { role: 'USER', search: '01712-3457' },
    });

    const agentPage = dataOf(agents.answer).users;
    expect(agentPage.items.map((row) => row.id)).toEqual([piaId, ayo.id]);
    expect(agentPage.summary).toEqual({
      total: 2,
      verified: 1,
      approved: 1,
      pending: 1,
      suspended: 0,
      blocked: 0,
    });
    expect(described(agents.calls)).toEqual(['GET /api/v1/users?role=agent&search=TESTER']);
    const userPage = dataOf(users.answer).users;
    expect(userPage.items.map((row) => row.id)).toEqual([vic.id, una.id]);
    expect(userPage.pagination.totalItems).toBe(2);
    expect(described(users.calls)).toEqual(['GET /api/v1/users?role=user&search=01712-3457']);
  });

  it("when the people search is longer than 100 characters, then BAD_USER_INPUT carries the api's message", async () => {
    expect(firstError(await admin.post({ query: USERS, variables: { search: 'x'.repeat(101) } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: adminMessages.search,
    });
  });

  it('when the admin opens one person, then the full row comes back; unknown is null; malformed is null without a call', async () => {
    const known = await postCounted(admin, { query: USER, variables: { id: vic.id } });
    const unknown = await postCounted(admin, { query: USER, variables: { id: randomUUID() } });
    const malformed = await postCounted(admin, { query: USER, variables: { id: '../wallets' } });

    expect(dataOf(known.answer).user).toMatchObject({
      id: vic.id,
      role: 'USER',
      agentStatus: null,
      wallet: { id: await walletIdOf(vic.id), userId: vic.id },
    });
    expect(described(known.calls)).toEqual([`GET /api/v1/users/${vic.id}`]);
    expect(dataOf(unknown.answer).user).toBeNull();
    expect(unknown.calls).toHaveLength(1);
    expect(dataOf(malformed.answer).user).toBeNull();
    expect(malformed.calls).toEqual([]);
  });
});

describe('transactions', () => {
  it('when the admin reads a page of 10 movements with user, sender and recipient, then it costs GET /transactions and one GET /users?ids=', async () => {
    const { answer, calls } = await postCounted(admin, { query: TRANSACTIONS, variables: { limit: 10 } });

    const page = dataOf(answer).transactions;
    const who = (account: Account) => ({
      id: account.id,
      name: account.person.name,
      email: account.person.email,
    });
    expect(page.items).toEqual([
      {
        id: movementIds[4],
        type: 'WITHDRAW',
        status: 'PENDING',
        amount: '10.00',
        commission: '0.00',
        sender: person(vic),
        recipient: null,
        user: who(vic),
      },
      {
        id: movementIds[3],
        type: 'CASH_IN',
        status: 'COMPLETED',
        amount: '50.00',
        commission: '0.25',
        sender: person(ayo),
        recipient: person(vic),
        user: who(ayo),
      },
      {
        id: movementIds[2],
        type: 'SEND',
        status: 'COMPLETED',
        amount: '20.00',
        commission: '0.00',
        sender: person(una),
        recipient: person(vic),
        user: who(una),
      },
      {
        id: movementIds[1],
        type: 'DEPOSIT',
        status: 'COMPLETED',
        amount: '200.00',
        commission: '0.00',
        sender: null,
        recipient: person(ayo),
        user: who(ayo),
      },
      {
        id: movementIds[0],
        type: 'DEPOSIT',
        status: 'COMPLETED',
        amount: '100.00',
        commission: '0.00',
        sender: null,
        recipient: person(una),
        user: who(una),
      },
    ]);
    expect(page.summary).toEqual({
      totalCount: 5,
      completedCount: 4,
      pendingCount: 1,
      failedCount: 0,
      cancelledCount: 0,
      completedAmount: '370.00',
    });
    expect(calls).toHaveLength(2);
    expect(described(calls)[0]).toBe('GET /api/v1/transactions?limit=10');
    expect(idsAskedIn(calls[1]).sort()).toEqual([una.id, vic.id, ayo.id].sort());
  });

  it('when the admin filters by kind, status and person, then the enums reach the api in its spelling and the summary follows the filter', async () => {
    const sends = await postCounted(admin, { query: TRANSACTIONS, variables: { filter: { type: 'SEND' } } });
    const cashIns = await postCounted(admin, {
      query: TRANSACTIONS,
      variables: { filter: { type: 'CASH_IN', status: 'COMPLETED' } },
    });
    const vics = await postCounted(admin, { query: TRANSACTIONS, variables: { filter: { userId: vic.id } } });

    expect(dataOf(sends.answer).transactions.items.map((row) => row.id)).toEqual([movementIds[2]]);
    expect(described(sends.calls)[0]).toBe('GET /api/v1/transactions?type=send');
    expect(dataOf(cashIns.answer).transactions.items.map((row) => row.id)).toEqual([movementIds[3]]);
    expect(described(cashIns.calls)[0]).toBe('GET /api/v1/transactions?type=cash_in&status=completed');
    const vicsPage = dataOf(vics.answer).transactions;
    expect(vicsPage.items.map((row) => row.id)).toEqual([movementIds[4], movementIds[3], movementIds[2]]);
    expect(vicsPage.summary).toMatchObject({ totalCount: 3, completedCount: 2, completedAmount: '70.00' });
    expect(described(vics.calls)[0]).toBe(`GET /api/v1/transactions?userId=${vic.id}`);
  });

  it('when the admin filters by RECEIVE, then the sends come from the receiving side, the receiver as the user', async () => {
    const { answer, calls } = await postCounted(admin, {
      query: TRANSACTIONS,
      variables: { filter: { type: 'RECEIVE' } },
    });

    const page = dataOf(answer).transactions;
    expect(page.items.every((row) => row.type === 'RECEIVE')).toBe(true);
    expect(page.items.find((row) => row.id === movementIds[2])).toMatchObject({
      type: 'RECEIVE',
      amount: '20.00',
      sender: { id: una.id },
      recipient: { id: vic.id },
      user: { id: vic.id },
    });
    expect(described(calls)[0]).toBe('GET /api/v1/transactions?type=receive');
  });

  it("when the person filter is not a user id, then BAD_USER_INPUT carries the api's message", async () => {
    expect(
      firstError(await admin.post({ query: TRANSACTIONS, variables: { filter: { userId: 'nobody' } } })),
    ).toEqual({ code: 'BAD_USER_INPUT', message: adminMessages.userId });
  });

  it('when a listed movement is also asked for by id in the same document, then it costs no call of its own', async () => {
    const { answer, calls } = await postCounted(admin, {
      query: graphql(`
        query AdminTestBothListed($id: ID!) {
          transactions {
            items {
              id
            }
          }
          transaction(id: $id) {
            id
            type
            user {
              id
            }
          }
        }
      `),
      variables: { id: movementIds[3]! },
    });

    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.transaction).toEqual({
      id: movementIds[3],
      type: 'CASH_IN',
      user: { id: ayo.id },
    });
    expect(calls).toHaveLength(2);
    expect(described(calls)[0]).toBe('GET /api/v1/transactions');
    expect(idsAskedIn(calls[1])).toEqual([ayo.id]);
  });
});

describe('setWalletBlocked', () => {
  let unaWalletId: string;

  beforeAll(async () => {
    unaWalletId = await walletIdOf(una.id);
  });

  it("when the admin blocks una's wallet, then the api's message and the wallet come back, and una can no longer send", async () => {
    const { answer, calls } = await postCounted(admin, {
      query: SET_WALLET_BLOCKED,
      variables: { input: { walletId: unaWalletId, isBlocked: true, reason: 'Chargeback under review' } },
    });

    expect(dataOf(answer).setWalletBlocked).toEqual({
      message: adminMessages.walletBlocked,
      wallet: { id: unaWalletId, userId: una.id, isBlocked: true, balance: '80.00' },
    });
    expect(described(calls)).toEqual([`PATCH /api/v1/wallets/block/${unaWalletId}`]);
    const send = await una.browser.post({
      query: SEND_MONEY,
      variables: { input: { receiverId: vic.id, amount: '1.00', idempotencyKey: randomUUID() } },
    });
    expect(firstError(send)).toEqual({ code: 'FORBIDDEN', message: walletMessages.walletBlocked });
    expect(await balanceCents(una.id)).toBe(8000);
    const blocked = dataOf(
      await admin.post({ query: WALLETS, variables: { input: { status: 'BLOCKED' } } }),
    ).wallets;
    expect(blocked.items.map((row) => row.id)).toEqual([unaWalletId]);
    expect(blocked.summary).toMatchObject({ totalWallets: 1, blockedWallets: 1, activeWallets: 0 });
  });

  it('when the admin unblocks it, then the unblock message comes back and una can send again', async () => {
    const answer = await admin.post({
      query: SET_WALLET_BLOCKED,
      variables: { input: { walletId: unaWalletId, isBlocked: false } },
    });

    expect(dataOf(answer).setWalletBlocked).toMatchObject({
      message: adminMessages.walletUnblocked,
      wallet: { id: unaWalletId, isBlocked: false },
    });
    const send = await una.browser.post({
      query: SEND_MONEY,
      variables: { input: { receiverId: vic.id, amount: '1.00', idempotencyKey: randomUUID() } },
    });
    expect(send.body.errors).toBeUndefined();
    expect(await balanceCents(una.id)).toBe(7900);
  });

  it('when the wallet is unknown, then NOT_FOUND; when the id is malformed, then NOT_FOUND without a REST call', async () => {
    expect(
      firstError(
        await admin.post({
          query: SET_WALLET_BLOCKED,
          variables: { input: { walletId: randomUUID(), isBlocked: true } },
        }),
      ),
    ).toEqual({ code: 'NOT_FOUND', message: adminMessages.walletNotFound });
    for (const walletId of ['', '..', `${unaWalletId}/../../add-money`]) {
      const { answer, calls } = await postCounted(admin, {
        query: SET_WALLET_BLOCKED,
        variables: { input: { walletId, isBlocked: true } },
      });
      expect(firstError(answer)).toEqual({ code: 'NOT_FOUND', message: adminMessages.walletNotFound });
      expect(calls).toEqual([]);
    }
  });

  it("when the reason is longer than 500 characters, then BAD_USER_INPUT carries the api's message and nothing changes", async () => {
    expect(
      firstError(
        await admin.post({
          query: SET_WALLET_BLOCKED,
          variables: { input: { walletId: unaWalletId, isBlocked: true, reason: 'x'.repeat(501) } },
        }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', message: adminMessages.reasonTooLong });
    const [wallet] = await stack.api.db
      .select({ isBlocked: wallets.isBlocked })
      .from(wallets)
      .where(eq(wallets.id, unaWalletId));
    expect(wallet?.isBlocked).toBe(false);
  });

  it('when isBlocked is missing or not a boolean, then BAD_USER_INPUT before any REST call', async () => {
    for (const input of [{ walletId: unaWalletId }, { walletId: unaWalletId, isBlocked: 'yes' }]) {
      const { answer, calls } = await postCounted(admin, {
        query: String(SET_WALLET_BLOCKED),
        variables: { input },
      });
      expect(firstError(answer).code).toBe('BAD_USER_INPUT');
      expect(calls).toEqual([]);
    }
  });
});

describe('auditLog', () => {
  it('when the admin suspends and approves an agent, then each answer carries the standing it left', async () => {
    const suspended = dataOf(
      await admin.post({ query: SUSPEND_AGENT, variables: { input: { agentId: ayo.id, reason: 'Check' } } }),
    ).suspendAgent;
    const approved = dataOf(
      await admin.post({ query: APPROVE_AGENT, variables: { input: { agentId: ayo.id } } }),
    ).approveAgent;

    expect(suspended.user).toMatchObject({ agentStatus: 'SUSPENDED', isApproved: false });
    expect(approved.user).toMatchObject({ agentStatus: 'APPROVED', isApproved: true });
  });

  it('when the admin reads the log, then the newest come first with actions as the enum, and actors and targets cost one GET /users?ids=', async () => {
    const { answer, calls } = await postCounted(admin, { query: AUDIT_LOG, variables: { limit: 10 } });

    const page = dataOf(answer).auditLog;
    const adminPerson = { id: adminId, name: ADMIN_NAME };
    const unaWalletId = await walletIdOf(una.id);
    expect(
      page.items.map(({ action, actor, target, targetWalletId, reason }) => ({
        action,
        actor,
        target,
        targetWalletId,
        reason,
      })),
    ).toEqual([
      {
        action: 'AGENT_APPROVE',
        actor: adminPerson,
        target: person(ayo),
        targetWalletId: null,
        reason: null,
      },
      {
        action: 'AGENT_SUSPEND',
        actor: adminPerson,
        target: person(ayo),
        targetWalletId: null,
        reason: 'Check',
      },
      {
        action: 'WALLET_UNBLOCK',
        actor: adminPerson,
        target: person(una),
        targetWalletId: unaWalletId,
        reason: null,
      },
      {
        action: 'WALLET_BLOCK',
        actor: adminPerson,
        target: person(una),
        targetWalletId: unaWalletId,
        reason: 'Chargeback under review',
      },
      {
        action: 'AGENT_APPROVE',
        actor: adminPerson,
        target: person(ayo),
        targetWalletId: null,
        reason: null,
      },
    ]);
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 5, itemsPerPage: 10 });
    expect(calls).toHaveLength(2);
    expect(described(calls)[0]).toBe('GET /api/v1/audit?limit=10');
    expect(idsAskedIn(calls[1]).sort()).toEqual([adminId, una.id, ayo.id].sort());
  });

  it('when the admin narrows the log to one person, then only the entries on them come back', async () => {
    const { answer, calls } = await postCounted(admin, { query: AUDIT_LOG, variables: { userId: una.id } });

    const page = dataOf(answer).auditLog;
    expect(page.items.map((row) => row.action)).toEqual(['WALLET_UNBLOCK', 'WALLET_BLOCK']);
    expect(described(calls)[0]).toBe(`GET /api/v1/audit?userId=${una.id}`);
  });

  it("when the person filter is not a user id, then BAD_USER_INPUT carries the api's message", async () => {
    expect(firstError(await admin.post({ query: AUDIT_LOG, variables: { userId: 'nobody' } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: adminMessages.userId,
    });
  });
});
