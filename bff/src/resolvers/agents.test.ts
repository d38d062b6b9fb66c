// The agents' queries and mutations through the bff against the real api: approval by an admin, cash in from float,
// the user's cash-out code and cash out with it, commission, agent figures, suspension; refusals passed on.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, wallets } from '@wallet/api/db/schema';
import { agentMessages, CASH_OUT_CODE_TRIES_MAX, CASH_OUT_CODE_TTL_SECONDS } from '@wallet/common/agents';
import { authMessages } from '@wallet/common/auth';
import { centsToDecimalString, formatCents } from '@wallet/common/money';
import type { TestPerson } from '../test/accounts';
import { signUpVerified, testPerson } from '../test/accounts';
import { Browser } from '../test/browser';
import type { GraphqlAnswer, GraphqlOperation, SeenRequest, TestStack } from '../test/stack';
import { dataOf, firstError, postGraphql, startTestStack } from '../test/stack';
import { MONEY_INPUT_MESSAGE } from './scalars';
import { graphql } from '../__generated__/test-documents';
import type { StatsPeriod } from '../__generated__/test-documents/graphql';

const ADMIN = { email: 'root@example.com', password: 'Wallet#2026' };

graphql(`
  fragment AgentsTestTransaction on Transaction {
    id
    type
    direction
    status
    amount
    fee
    commission
    sender {
      id
      name
    }
    recipient {
      id
      name
    }
  }
`);

graphql(`
  fragment AgentsTestPayload on MoneyPayload {
    message
    transaction {
      ...AgentsTestTransaction
    }
    wallet {
      id
      userId
      balance
    }
  }
`);

graphql(`
  fragment AgentsTestUser on User {
    id
    name
    email
    role
    isApproved
    createdAt
  }
`);

const LOGIN = graphql(`
  mutation AgentsTestLogin($input: LoginInput!) {
    login(input: $input) {
      message
    }
  }
`);

const APPROVE_AGENT = graphql(`
  mutation AgentsTestApprove($input: AgentDecisionInput!) {
    approveAgent(input: $input) {
      message
      user {
        ...AgentsTestUser
      }
    }
  }
`);
const SUSPEND_AGENT = graphql(`
  mutation AgentsTestSuspend($input: AgentDecisionInput!) {
    suspendAgent(input: $input) {
      message
      user {
        ...AgentsTestUser
      }
    }
  }
`);
const ADD_MONEY = graphql(`
  mutation AgentsTestAddMoney($input: AddMoneyInput!) {
    addMoney(input: $input) {
      ...AgentsTestPayload
    }
  }
`);
const CASH_IN = graphql(`
  mutation AgentsTestCashIn($input: CashInInput!) {
    cashIn(input: $input) {
      ...AgentsTestPayload
    }
  }
`);
const CASH_OUT = graphql(`
  mutation AgentsTestCashOut($input: CashOutInput!) {
    cashOut(input: $input) {
      ...AgentsTestPayload
    }
  }
`);
const CREATE_CASH_OUT_CODE = graphql(`
  mutation AgentsTestCreateCashOutCode($input: CreateCashOutCodeInput!) {
    createCashOutCode(input: $input) {
      code
      maxAmount
      expiresAt
    }
  }
`);
const TRANSACTION = graphql(`
  query AgentsTestTransaction($id: ID!) {
    transaction(id: $id) {
      ...AgentsTestTransaction
    }
  }
`);
const MY_TRANSACTIONS = graphql(`
  query AgentsTestMyTransactions {
    myTransactions {
      items {
        ...AgentsTestTransaction
      }
    }
  }
`);
const MY_WALLET = graphql(`
  query AgentsTestMyWallet {
    myWallet {
      id
      balance
    }
  }
`);
const SEARCH_USERS = graphql(`
  query AgentsTestSearchUsers($search: String!) {
    searchUsers(search: $search) {
      id
      name
    }
  }
`);

graphql(`
  fragment AgentsTestStats on AgentStats {
    id
    period
    cashIn {
      amount
      count
    }
    cashOut {
      amount
      count
    }
    send {
      amount
      count
    }
    walletBalance
    totalTransactions
    successRate
    totalVolume
    averageTransaction
    commissionEarned
    isApproved
    memberSince
  }
`);
const AGENT_STATS = graphql(`
  query AgentsTestAgentStats($period: StatsPeriod!) {
    agentStats(period: $period) {
      ...AgentsTestStats
    }
  }
`);

interface Party {
  id: string;
  name: string;
}

interface Account {
  id: string;
  person: TestPerson;
  browser: Browser;
  createdAt: string;
}

let stack: TestStack;
let admin: Browser;
let una: Account;
let vic: Account;

beforeAll(async () => {
  stack = await startTestStack({
    spy: {},
    api: { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } },
  });
  admin = new Browser(stack.bff.url);
  expect((await admin.post({ query: LOGIN, variables: { input: ADMIN } })).body.errors).toBeUndefined();
  una = await openAccount('una', '01712345611');
  vic = await openAccount('vic', '01712345612');
});

afterAll(async () => {
  await stack.close();
});

/** A verified person in a browser of their own; users are signed in, agents only once an admin has approved them. */
async function openAccount(handle: string, phone: string, role: 'USER' | 'AGENT' = 'USER'): Promise<Account> {
  const browser = new Browser(stack.bff.url);
  const person = testPerson(handle, { phone, role });
  const id = await signUpVerified(stack.api, browser, person);
  const account = { id, person, browser, createdAt: '' };
  if (role === 'USER') expect((await signIn(account)).body.errors).toBeUndefined();
  return account;
}

function signIn(account: Account) {
  return account.browser.post({
    query: LOGIN,
    variables: { input: { email: account.person.email, password: account.person.password } },
  });
}

/** An agent signed up, approved by the admin through the bff, and signed in. */
async function openApprovedAgent(handle: string, phone: string): Promise<Account> {
  const agent = await openAccount(handle, phone, 'AGENT');
  const approved = dataOf(await approve(agent.id)).approveAgent;
  agent.createdAt = approved.user.createdAt;
  expect((await signIn(agent)).body.errors).toBeUndefined();
  return agent;
}

function party(account: Account): Party {
  return { id: account.id, name: account.person.name };
}

/** Posts as the browser with a request id of its own, and returns the REST calls the bff made for it. */
async function postCounted<TData, TVariables>(
  browser: Browser,
  operation: GraphqlOperation<TData, TVariables>,
): Promise<{ answer: GraphqlAnswer<TData>; calls: SeenRequest[] }> {
  const requestId = randomUUID();
  const cookie = browser.jar.header();
  const answer = await postGraphql(stack.bff.url, operation, {
    'x-request-id': requestId,
    ...(cookie === undefined ? {} : { cookie }),
  });
  const calls = stack.spy!.requests.filter((request) => request.headers['x-request-id'] === requestId);
  return { answer, calls };
}

function approve(agentId: string, reason?: string, by: Browser = admin) {
  return by.post({ query: APPROVE_AGENT, variables: { input: { agentId, reason } } });
}

function suspend(agentId: string, reason?: string, by: Browser = admin) {
  return by.post({ query: SUSPEND_AGENT, variables: { input: { agentId, reason } } });
}

function addMoney(account: Account, amount: string) {
  return account.browser.post({
    query: ADD_MONEY,
    variables: { input: { amount, idempotencyKey: randomUUID() } },
  });
}

function cashIn(agent: Account, userId: string, amount: string, idempotencyKey: string = randomUUID()) {
  return agent.browser.post({ query: CASH_IN, variables: { input: { userId, amount, idempotencyKey } } });
}

function cashOut(agent: Account, userId: string, amount: string, code: string) {
  return agent.browser.post({
    query: CASH_OUT,
    variables: { input: { userId, amount, code, idempotencyKey: randomUUID() } },
  });
}

function createCode(account: Account, maxAmount: string) {
  return account.browser.post({
    query: CREATE_CASH_OUT_CODE,
    variables: { input: { maxAmount, idempotencyKey: randomUUID() } },
  });
}

async function newCode(account: Account, maxAmount: string): Promise<string> {
  return dataOf(await createCode(account, maxAmount)).createCashOutCode.code;
}

/** A six-digit code that is not this one. */
function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

function agentStats(account: Account, period: StatsPeriod) {
  return account.browser.post({ query: AGENT_STATS, variables: { period } });
}

/** What the api's audit log holds about this agent, oldest first. */
function auditRows(account: Account) {
  return stack.api.db
    .select({ action: auditLog.action, reason: auditLog.reason })
    .from(auditLog)
    .where(eq(auditLog.targetUserId, account.id))
    .orderBy(auditLog.createdAt);
}

async function balanceCents(account: Account): Promise<number> {
  const [wallet] = await stack.api.db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.userId, account.id));
  return Number(wallet?.balanceCents);
}

describe('approveAgent', () => {
  let ada: Account;

  beforeAll(async () => {
    ada = await openAccount('ada', '01712345621', 'AGENT');
  });

  it("when an agent has not been approved, then signing in is FORBIDDEN with the api's message", async () => {
    expect(firstError(await signIn(ada))).toEqual({
      code: 'FORBIDDEN',
      message: authMessages.agentNotApproved,
    });
  });

  it("when the admin approves the agent with a reason, then the api's message and the approved agent come back, and the agent can sign in", async () => {
    const { answer, calls } = await postCounted(admin, {
      query: APPROVE_AGENT,
      variables: { input: { agentId: ada.id, reason: 'Documents checked' } },
    });

    const approved = dataOf(answer).approveAgent;
    expect(approved.message).toBe(agentMessages.approved(ada.person.name));
    expect(approved.user).toMatchObject({ id: ada.id, role: 'AGENT', isApproved: true });
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['PATCH', `/api/v1/users/approve-agent/${ada.id}`],
    ]);
    expect(await auditRows(ada)).toEqual([{ action: 'agent.approve', reason: 'Documents checked' }]);
    expect((await signIn(ada)).body.errors).toBeUndefined();
  });

  it("when the person is not an agent, then BAD_USER_INPUT carries the api's message", async () => {
    expect(firstError(await approve(una.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: agentMessages.notAnAgent,
    });
    expect(firstError(await suspend(una.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: agentMessages.notAnAgent,
    });
  });

  it('when the id is unknown, then NOT_FOUND; when it is malformed, then NOT_FOUND without a REST call', async () => {
    expect(firstError(await approve(randomUUID()))).toEqual({
      code: 'NOT_FOUND',
      message: agentMessages.userNotFound,
    });
    for (const agentId of ['', '..', `${ada.id}/../../wallets/add-money`]) {
      for (const query of [APPROVE_AGENT, SUSPEND_AGENT]) {
        const { answer, calls } = await postCounted(admin, {
          query: String(query),
          variables: { input: { agentId } },
        });
        expect(firstError(answer)).toEqual({ code: 'NOT_FOUND', message: agentMessages.userNotFound });
        expect(calls).toEqual([]);
      }
    }
  });

  it("when the reason is longer than 500 characters, then BAD_USER_INPUT carries the api's message", async () => {
    expect(firstError(await approve(ada.id, 'x'.repeat(501)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: agentMessages.reasonTooLong,
    });
  });

  it('when a user or an agent asks, then FORBIDDEN', async () => {
    expect(firstError(await approve(ada.id, undefined, una.browser)).code).toBe('FORBIDDEN');
    expect(firstError(await suspend(ada.id, undefined, ada.browser)).code).toBe('FORBIDDEN');
  });
});

describe('cash in, cash-out code and cash out', () => {
  let ayo: Account;
  let cashInId: string;
  let cashOutId: string;

  beforeAll(async () => {
    ayo = await openApprovedAgent('ayo', '01712345631');
    dataOf(await addMoney(ayo, '500.00'));
  });

  it('when an agent cashes in 100.00 to a user found by search, then the user gets 100.00 and the agent pays 100.00 less 0.50 commission', async () => {
    const matches = dataOf(
      await ayo.browser.post({ query: SEARCH_USERS, variables: { search: 'una@example' } }),
    ).searchUsers;
    expect(matches).toEqual([party(una)]);
    const unaBefore = await balanceCents(una);
    const key = randomUUID();

    const { answer, calls } = await postCounted(ayo.browser, {
      query: CASH_IN,
      variables: { input: { userId: matches[0]!.id, amount: '100', idempotencyKey: key } },
    });

    const payload = dataOf(answer).cashIn;
    cashInId = payload.transaction.id;
    expect(payload.message).toBe(agentMessages.cashedIn(formatCents(10_000), una.person.name));
    expect(payload.transaction).toMatchObject({
      type: 'CASH_IN',
      direction: 'DEBIT',
      status: 'COMPLETED',
      amount: '100.00',
      fee: '0.00',
      commission: '0.50',
      sender: party(ayo),
      recipient: party(una),
    });
    expect(payload.wallet).toMatchObject({ userId: ayo.id, balance: '400.50' });
    expect(await balanceCents(ayo)).toBe(50_000 - 10_000 + 50);
    expect(await balanceCents(una)).toBe(unaBefore + 10_000);
    expect(calls.map((call) => [call.method, call.url, call.headers['idempotency-key']])).toEqual([
      ['POST', '/api/v1/wallets/add-money', key],
    ]);
  });

  it('when the user reads the cash in, then it is a CASH_IN credit with no commission of theirs', async () => {
    const seen = dataOf(
      await una.browser.post({ query: TRANSACTION, variables: { id: cashInId } }),
    ).transaction;

    expect(seen).toMatchObject({
      id: cashInId,
      type: 'CASH_IN',
      direction: 'CREDIT',
      amount: '100.00',
      commission: '0.00',
    });
  });

  it('when the same cash in is sent again with its key, then the money moves once', async () => {
    const key = randomUUID();
    const first = dataOf(await cashIn(ayo, una.id, '1.00', key)).cashIn;
    const agentAfterFirst = await balanceCents(ayo);

    const second = dataOf(await cashIn(ayo, una.id, '1.00', key)).cashIn;

    expect(second.transaction.id).toBe(first.transaction.id);
    expect(await balanceCents(ayo)).toBe(agentAfterFirst);
  });

  it('when a user creates a cash-out code, then six digits come back with the most it allows and when it ends', async () => {
    const started = Date.now();

    const created = dataOf(await createCode(una, '20')).createCashOutCode;

    expect(created.code).toMatch(/^\d{6}$/);
    expect(created.maxAmount).toBe('20.00');
    const expiresInMs = Date.parse(created.expiresAt) - started;
    expect(expiresInMs).toBeGreaterThan((CASH_OUT_CODE_TTL_SECONDS - 60) * 1000);
    expect(expiresInMs).toBeLessThanOrEqual((CASH_OUT_CODE_TTL_SECONDS + 1) * 1000);
  });

  it("when the agent cashes out 20.00 with the user's code, then the user pays 20.00 and the agent gets 20.00 and 0.10 commission", async () => {
    const code = await newCode(una, '20.00');
    const unaBefore = await balanceCents(una);
    const agentBefore = await balanceCents(ayo);

    const payload = dataOf(await cashOut(ayo, una.id, '20.00', code)).cashOut;
    cashOutId = payload.transaction.id;

    expect(payload.message).toBe(agentMessages.cashedOut(formatCents(2000), una.person.name));
    expect(payload.transaction).toMatchObject({
      type: 'CASH_OUT',
      direction: 'CREDIT',
      status: 'COMPLETED',
      amount: '20.00',
      fee: '0.00',
      commission: '0.10',
      sender: party(una),
      recipient: party(ayo),
    });
    expect(payload.wallet.balance).toBe(centsToDecimalString(agentBefore + 2010));
    expect(await balanceCents(ayo)).toBe(agentBefore + 2010);
    expect(await balanceCents(una)).toBe(unaBefore - 2000);

    expect(firstError(await cashOut(ayo, una.id, '20.00', code))).toEqual({
      code: 'BAD_USER_INPUT',
      message: agentMessages.codeInvalid,
    });
  });

  it('when the user reads the cash out, then it is a CASH_OUT debit with no commission of theirs; the agent sees theirs in the history', async () => {
    const seen = dataOf(
      await una.browser.post({ query: TRANSACTION, variables: { id: cashOutId } }),
    ).transaction;
    const history = dataOf(await ayo.browser.post({ query: MY_TRANSACTIONS })).myTransactions;

    expect(seen).toMatchObject({ type: 'CASH_OUT', direction: 'DEBIT', amount: '20.00', commission: '0.00' });
    expect(history.items.find((item) => item.id === cashOutId)?.commission).toBe('0.10');
    expect(history.items.find((item) => item.id === cashInId)?.commission).toBe('0.50');
  });

  it("when the code is wrong, missing or too small, then BAD_USER_INPUT carries the api's message and nothing moves", async () => {
    const code = await newCode(una, '5.00');
    const before = await balanceCents(una);

    expect(firstError(await cashOut(ayo, una.id, '5.00', otherCode(code)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: agentMessages.codeInvalid,
    });
    expect(firstError(await cashOut(ayo, una.id, '5.00', ''))).toEqual({
      code: 'BAD_USER_INPUT',
      message: agentMessages.codeRequired,
    });
    expect(firstError(await cashOut(ayo, una.id, '5.01', code))).toEqual({
      code: 'BAD_USER_INPUT',
      message: agentMessages.codeTooSmall,
    });
    expect(await balanceCents(una)).toBe(before);
  });

  it("when the 6th wrong code is tried, then TOO_MANY_REQUESTS carries the api's message and the right code no longer works", async () => {
    const code = await newCode(una, '5.00');
    const before = await balanceCents(una);

    for (let attempt = 0; attempt < CASH_OUT_CODE_TRIES_MAX; attempt += 1) {
      expect(firstError(await cashOut(ayo, una.id, '1.00', otherCode(code))).code).toBe('BAD_USER_INPUT');
    }
    const locked = await cashOut(ayo, una.id, '1.00', otherCode(code));

    expect(firstError(locked)).toEqual({ code: 'TOO_MANY_REQUESTS', message: agentMessages.codeLocked });
    expect(locked.body.errors?.[0]?.extensions?.status).toBe(429);
    expect(firstError(await cashOut(ayo, una.id, '1.00', code))).toEqual({
      code: 'BAD_USER_INPUT',
      message: agentMessages.codeInvalid,
    });
    expect(await balanceCents(una)).toBe(before);
  });

  it("when the cash in is one cent above the agent's float, then BAD_USER_INPUT carries the api's message", async () => {
    const available = await balanceCents(ayo);

    expect(firstError(await cashIn(ayo, una.id, centsToDecimalString(available + 1)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: agentMessages.insufficientFloat(available),
    });
    expect(await balanceCents(ayo)).toBe(available);
  });

  it("when the target is an agent or unknown, then the api's refusal comes back with its code", async () => {
    const other = await openApprovedAgent('abe', '01712345632');

    expect(firstError(await cashIn(ayo, other.id, '1.00'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: agentMessages.userWalletsOnly,
    });
    expect(firstError(await cashIn(ayo, randomUUID(), '1.00'))).toEqual({
      code: 'NOT_FOUND',
      message: agentMessages.userNotFound,
    });
    expect(firstError(await cashOut(ayo, randomUUID(), '1.00', '123456'))).toEqual({
      code: 'NOT_FOUND',
      message: agentMessages.userNotFound,
    });
  });

  it('when a user cashes in or out, or an agent creates a code, then FORBIDDEN and nothing moves', async () => {
    const before = await balanceCents(vic);
    dataOf(await addMoney(vic, '10.00'));

    expect(firstError(await cashIn(vic, una.id, '1.00'))).toEqual({
      code: 'FORBIDDEN',
      message: agentMessages.agentsOnly,
    });
    expect(firstError(await cashOut(vic, una.id, '1.00', '123456'))).toEqual({
      code: 'FORBIDDEN',
      message: agentMessages.agentsOnly,
    });
    expect(firstError(await createCode(ayo, '1.00')).code).toBe('FORBIDDEN');
    expect(await balanceCents(vic)).toBe(before + 1000);
  });

  it.each([['abc'], ['1.234'], ['-5'], [5], ['']])(
    'when the amount is %j, then BAD_USER_INPUT is answered before any REST call',
    async (amount) => {
      const operations = [
        { browser: ayo.browser, query: CASH_IN, input: { userId: una.id, amount } },
        { browser: ayo.browser, query: CASH_OUT, input: { userId: una.id, amount, code: '123456' } },
        { browser: una.browser, query: CREATE_CASH_OUT_CODE, input: { maxAmount: amount } },
      ];
      for (const { browser, query, input } of operations) {
        // As text: the amounts are ones the schema's types refuse, which is the point here.
        const { answer, calls } = await postCounted(browser, {
          query: String(query),
          variables: { input: { ...input, idempotencyKey: randomUUID() } },
        });
        expect(firstError(answer).code).toBe('BAD_USER_INPUT');
        expect(firstError(answer).message).toContain(MONEY_INPUT_MESSAGE);
        expect(calls).toEqual([]);
      }
    },
  );
});

describe('agentStats', () => {
  let sam: Account;

  beforeAll(async () => {
    sam = await openApprovedAgent('sam', '01712345641');
    dataOf(await addMoney(sam, '500.00'));
    dataOf(await cashIn(sam, vic.id, '100.00'));
    const code = await newCode(vic, '20.00');
    dataOf(await cashOut(sam, vic.id, '20.00', code));
  });

  it("when an agent asks for today's figures, then they are exact to the cent", async () => {
    const stats = dataOf(await agentStats(sam, 'TODAY')).agentStats;

    // 500.00 float − 100.00 + 0.50 commission + 20.00 + 0.10 commission; volume 500 + 100 + 20 over 3 movements.
    expect(stats).toEqual({
      id: 'agent-stats:today',
      period: 'TODAY',
      cashIn: { amount: '100.00', count: 1 },
      cashOut: { amount: '20.00', count: 1 },
      send: { amount: '0.00', count: 0 },
      walletBalance: '420.60',
      totalTransactions: 3,
      successRate: 100,
      totalVolume: '620.00',
      averageTransaction: '206.67',
      commissionEarned: '0.60',
      isApproved: true,
      memberSince: sam.createdAt,
    });
    expect(await balanceCents(sam)).toBe(42_060);
  });

  it('when one document asks for two periods and one of them twice, then each period is its own entry and costs one REST call', async () => {
    const query = graphql(`
      query AgentsTestPeriods {
        today: agentStats(period: TODAY) {
          id
          cashIn {
            amount
            count
          }
        }
        again: agentStats(period: TODAY) {
          id
        }
        month: agentStats(period: MONTH) {
          id
          period
          cashIn {
            amount
            count
          }
        }
      }
    `);

    const { answer, calls } = await postCounted(sam.browser, { query });

    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({
      today: { id: 'agent-stats:today', cashIn: { amount: '100.00', count: 1 } },
      again: { id: 'agent-stats:today' },
      month: { id: 'agent-stats:month', period: 'MONTH', cashIn: { amount: '100.00', count: 1 } },
    });
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/api/v1/stats/agent?period=month',
      '/api/v1/stats/agent?period=today',
    ]);
  });

  it('when the period is not one of the enum, then BAD_USER_INPUT before any REST call', async () => {
    for (const period of ['today', 'YEAR', 1, null]) {
      const { answer, calls } = await postCounted(sam.browser, {
        query: String(AGENT_STATS),
        variables: { period },
      });
      expect(firstError(answer).code).toBe('BAD_USER_INPUT');
      expect(calls).toEqual([]);
    }
  });

  it('when a user asks for agent figures, then FORBIDDEN', async () => {
    expect(firstError(await agentStats(una, 'TODAY')).code).toBe('FORBIDDEN');
  });
});

describe('suspendAgent', () => {
  let zed: Account;

  beforeAll(async () => {
    zed = await openApprovedAgent('zed', '01712345651');
    dataOf(await addMoney(zed, '30.00'));
  });

  it("when the admin suspends an agent, then the agent's next query is UNAUTHENTICATED, signing in is refused and the wallet is kept", async () => {
    expect(dataOf(await zed.browser.post({ query: MY_WALLET })).myWallet.balance).toBe('30.00');

    const suspended = dataOf(await suspend(zed.id, 'Complaint under review')).suspendAgent;

    expect(suspended.message).toBe(agentMessages.suspended(zed.person.name));
    expect(suspended.user).toMatchObject({ id: zed.id, role: 'AGENT', isApproved: false });
    expect(firstError(await zed.browser.post({ query: MY_WALLET })).code).toBe('UNAUTHENTICATED');
    expect(firstError(await cashIn(zed, una.id, '1.00')).code).toBe('UNAUTHENTICATED');
    expect(firstError(await signIn(zed))).toEqual({
      code: 'FORBIDDEN',
      message: authMessages.agentNotApproved,
    });
    expect(await balanceCents(zed)).toBe(3000);
  });

  it('when the admin approves the suspended agent again, then they can sign in and work', async () => {
    dataOf(await approve(zed.id));

    expect(await auditRows(zed)).toEqual([
      { action: 'agent.approve', reason: null },
      { action: 'agent.suspend', reason: 'Complaint under review' },
      { action: 'agent.approve', reason: null },
    ]);
    expect((await signIn(zed)).body.errors).toBeUndefined();
    expect(dataOf(await zed.browser.post({ query: MY_WALLET })).myWallet.balance).toBe('30.00');
  });
});
