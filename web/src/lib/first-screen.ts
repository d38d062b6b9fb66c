// A dashboard's first screen in one GraphQL request, sent by the entry (main.tsx) as soon as it runs: before Apollo,
// the router and the page's code have loaded, and one answer instead of one per query. Its answer fills the cache for
// every query of the first screen in one write (app/dashboard-preload.ts), and the pages' own first asks are answered
// from it by lib/apollo.ts's link, so React renders the dashboard with its figures once, not once per answer.
// Without Apollo or the generated documents (they are not in the entry): the query is the merge of those queries,
// written out here and checked against them by app/first-screen.test.tsx.
import type { UserRole } from './paths';

type Variables = Readonly<Record<string, unknown>>;

/** One query of the first screen, as the page asks it. */
export interface FirstScreenPart {
  operationName: string;
  variables: Variables;
}

export interface FirstScreenRequest {
  operationName: string;
  query: string;
  variables: Variables;
  parts: readonly FirstScreenPart[];
}

/** The GraphQL path (lib/apollo.ts's GRAPHQL_PATH; that module is not in the entry). */
const GRAPHQL_PATH = '/graphql';

const OVERVIEW_ADDRESS = /^\/(user|agent|admin)\/overview\/?$/;

export const FIRST_SCREEN_REQUESTS: Readonly<Record<UserRole, FirstScreenRequest>> = {
  user: {
    operationName: 'UserFirstScreen',
    query: `
      query UserFirstScreen($limit: Int!) {
        me {
          id
          name
          email
          phone
          role
          isEmailVerified
          isApproved
          createdAt
          updatedAt
          __typename
        }
        myWallet {
          id
          ...WalletFields
          __typename
        }
        myTransactions(page: 1, limit: $limit) {
          items {
            id
            ...TransactionFields
            __typename
          }
          __typename
        }
        myWallet {
          id
          ...WalletFields
          __typename
        }
        myWallet {
          id
          controls {
            isFrozen
            frozenAt
            platformDailyAmount
            platformMonthlyAmount
            personalDailyAmount
            personalMonthlyAmount
            pendingDailyAmount
            pendingDailyAt
            pendingMonthlyAmount
            pendingMonthlyAt
            __typename
          }
          __typename
        }
      }

      fragment TransactionFields on Transaction {
        id
        type
        direction
        status
        amount
        fee
        commission
        refunded
        method
        description
        sender {
          id
          name
          __typename
        }
        recipient {
          id
          name
          __typename
        }
        createdAt
        updatedAt
        settledAt
        failureReason
        reverses
        reversedBy
        __typename
      }

      fragment WalletFields on Wallet {
        id
        userId
        balance
        isBlocked
        dailySpentAmount
        dailyTransactionCount
        monthlySpentAmount
        monthlyTransactionCount
        lastDailyReset
        lastMonthlyReset
        createdAt
        updatedAt
        limits {
          dailyAmount
          dailyCount
          monthlyAmount
          monthlyCount
          dailyRemainingAmount
          dailyRemainingCount
          monthlyRemainingAmount
          monthlyRemainingCount
          __typename
        }
        __typename
      }
    `,
    variables: { limit: 5 },
    parts: [
      { operationName: 'CurrentUser', variables: {} },
      { operationName: 'UserOverviewWallet', variables: {} },
      { operationName: 'RecentTransactions', variables: { limit: 5 } },
      { operationName: 'MyWalletControls', variables: {} },
    ],
  },
  agent: {
    operationName: 'AgentFirstScreen',
    query: `
      query AgentFirstScreen($period: StatsPeriod!, $limit: Int!) {
        me {
          id
          name
          email
          phone
          role
          isEmailVerified
          isApproved
          createdAt
          updatedAt
          __typename
        }
        agentStats(period: $period) {
          id
          ...AgentOverview_AgentStats
          __typename
        }
        myTransactions(page: 1, limit: $limit) {
          items {
            id
            ...TransactionFields
            __typename
          }
          __typename
        }
      }

      fragment AgentOverview_AgentStats on AgentStats {
        id
        period
        cashIn {
          amount
          count
          __typename
        }
        cashOut {
          amount
          count
          __typename
        }
        send {
          amount
          count
          __typename
        }
        walletBalance
        totalTransactions
        successRate
        totalVolume
        averageTransaction
        commissionEarned
        isApproved
        memberSince
        __typename
      }

      fragment TransactionFields on Transaction {
        id
        type
        direction
        status
        amount
        fee
        commission
        refunded
        method
        description
        sender {
          id
          name
          __typename
        }
        recipient {
          id
          name
          __typename
        }
        createdAt
        updatedAt
        settledAt
        failureReason
        reverses
        reversedBy
        __typename
      }
    `,
    variables: { period: 'TODAY', limit: 10 },
    parts: [
      { operationName: 'CurrentUser', variables: {} },
      { operationName: 'AgentOverviewStats', variables: { period: 'TODAY' } },
      { operationName: 'AgentRecentTransactions', variables: { limit: 10 } },
    ],
  },
  admin: {
    operationName: 'AdminFirstScreen',
    query: `
      query AdminFirstScreen {
        me {
          id
          name
          email
          phone
          role
          isEmailVerified
          isApproved
          createdAt
          updatedAt
          __typename
        }
        adminStats {
          id
          ...AdminOverview_AdminStats
          recentTransactions {
            id
            ...AdminRecentTransactions_Transaction
            __typename
          }
          __typename
        }
      }

      fragment AdminOverview_AdminStats on AdminStats {
        id
        totalUsers {
          total
          thisMonth
          lastMonth
          changePercent
          __typename
        }
        totalAgents {
          total
          thisMonth
          lastMonth
          changePercent
          __typename
        }
        transactionCount {
          total
          thisMonth
          lastMonth
          changePercent
          __typename
        }
        totalVolume {
          total
          thisMonth
          lastMonth
          changePercent
          __typename
        }
        recentTransactionCount
        recentVolume
        completionRate
        today {
          transactionCount
          volume
          __typename
        }
        activeUsers
        __typename
      }

      fragment AdminRecentTransactions_Transaction on Transaction {
        id
        type
        status
        amount
        description
        createdAt
        user {
          id
          name
          __typename
        }
        __typename
      }
    `,
    variables: {},
    parts: [
      { operationName: 'CurrentUser', variables: {} },
      { operationName: 'AdminOverview', variables: {} },
    ],
  },
};

type Answer = Promise<Record<string, unknown> | null>;

/** The request in flight or answered, and the parts of it no query has taken yet. */
let firstScreen: { answer: Answer; untaken: FirstScreenPart[] } | null = null;

/** The answer's data when it has every field and no error; null sends each query on its own, as without this. */
async function dataOf(response: Promise<Response>): Answer {
  try {
    const answer = await response;
    if (!answer.ok) return null;
    const body = (await answer.json()) as { data?: unknown; errors?: unknown };
    if (body.errors !== undefined || typeof body.data !== 'object' || body.data === null) return null;
    return body.data as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** On a dashboard's overview address, sends its first screen's request (the signed-in person's cookie rides along). */
export function startFirstScreenRequest(pathname: string, send: typeof fetch = fetch): void {
  const role = OVERVIEW_ADDRESS.exec(pathname)?.[1] as UserRole | undefined;
  if (!role) return;
  const { operationName, query, variables, parts } = FIRST_SCREEN_REQUESTS[role];
  const response = send(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json,application/json;q=0.9',
    },
    body: JSON.stringify({ operationName, query, variables }),
  });
  firstScreen = { answer: dataOf(response), untaken: [...parts] };
}

function sameVariables(a: Variables, b: Variables): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * The first screen's answer for this query (its data, or null: ask the server yourself), or undefined when it is not
 * one of the first screen's queries or was answered from it already. Any other operation means the visit has moved
 * on (a mutation, another page): what is left is forgotten, so no later query gets an old answer.
 */
export function takeFirstScreenPart(
  operationName: string | undefined,
  variables: Variables,
): Answer | undefined {
  if (!firstScreen) return undefined;
  const index = firstScreen.untaken.findIndex(
    (part) => part.operationName === operationName && sameVariables(part.variables, variables),
  );
  if (index < 0) {
    firstScreen = null;
    return undefined;
  }
  firstScreen.untaken.splice(index, 1);
  const { answer } = firstScreen;
  if (firstScreen.untaken.length === 0) firstScreen = null;
  return answer;
}

/** The answer of the request in flight or answered, if the visit has not moved on since. */
export function firstScreenAnswer(): Answer | undefined {
  return firstScreen?.answer;
}

/** Forgets the request (tests; a new visit starts without one). */
export function forgetFirstScreenRequest(): void {
  firstScreen = null;
}
