// Root queries: thin, each one a loader or REST call and nothing more. Enum arguments arrive as the api's strings
// (the schema's enum resolvers from ../enums).
import { authMessages } from '@wallet/common/auth';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { restErrorToGraphQLError } from '../errors';
import { markAdminWallets, ME, MY_WALLET, primeAdminUsers } from '../loaders/create-loaders';
import { fetchAuditLog, fetchUser, fetchUsers, fetchWallets } from '../rest/admin';
import { fetchServiceStatus } from '../rest/health';
import * as disputes from '../rest/disputes';
import * as requests from '../rest/requests';
import * as reversals from '../rest/reversals';
import { fetchLedgerChecks, fetchLedgerSummary } from '../rest/ledger';
import { fetchSettings } from '../rest/settings';
import { fetchCounterAgent, fetchPayee, searchUsers } from '../rest/users';
import { fetchWithdrawalPolicy } from '../rest/wallets';
import { adminTransactionQueryToRest } from './AdminTransactionPage';
import { walletListInputToRest } from './WalletPage';

export const Query: QueryResolvers = {
  mySettings: (_parent, _arguments, { rest }) => fetchSettings(rest),
  publicStats: (_parent, _arguments, { loaders }) => loaders.publicStatsLoader.load('public'),
  withdrawalPolicy: (_parent, _arguments, { rest }) => fetchWithdrawalPolicy(rest),
  serviceStatus: (_parent, _arguments, { rest }) => fetchServiceStatus(rest),
  me: (_parent, _arguments, { loaders }) => loaders.userLoader.load(ME),
  myWallet: (_parent, _arguments, { loaders }) => loaders.walletLoader.load(MY_WALLET),
  // GraphQL null means "not given": the api's defaults (every type and status, page 1, 10 a page) apply.
  myTransactions: (_parent, { filter, page, limit }, { loaders }) =>
    loaders.historyLoader.load({
      type: filter?.type ?? undefined,
      status: filter?.status ?? undefined,
      page: page ?? undefined,
      limit: limit ?? undefined,
    }),
  transaction: (_parent, { id }, { loaders }) => loaders.transactionLoader.load(id),
  searchUsers: (_parent, { search, limit }, { rest }) => searchUsers(rest, search, limit ?? undefined),
  payee: (_parent, { handle }, { rest }) => fetchPayee(rest, handle),
  counterAgent: (_parent, { handle }, { rest }) => fetchCounterAgent(rest, handle),
  agentStats: (_parent, { period }, { loaders }) => loaders.agentStatsLoader.load(period),
  moneyRequests: (_parent, { direction, status, page, limit }, { rest }) =>
    requests.fetchMoneyRequests(rest, {
      direction,
      status: status ?? undefined,
      page: page ?? undefined,
      limit: limit ?? undefined,
    }),
  blockedRequesters: (_parent, _arguments, { rest }) => requests.fetchBlockedRequesters(rest),
  // The api lists a person's own disputes for anyone but an admin, and every dispute for an admin; the two
  // queries say which one a screen means.
  myDisputes: (_parent, { transactionId, status, page, limit }, { rest }) =>
    disputes.fetchDisputes(rest, {
      transactionId: transactionId ?? undefined,
      status: status ?? undefined,
      page: page ?? undefined,
      limit: limit ?? undefined,
    }),

  reversals: (_parent, { status, transactionId, page, limit }, { rest }) =>
    reversals.fetchReversals(rest, {
      status: status ?? undefined,
      transactionId: transactionId ?? undefined,
      page: page ?? undefined,
      limit: limit ?? undefined,
    }),

  // Admin only: the api answers anyone else 401 or 403, passed on as UNAUTHENTICATED or FORBIDDEN.
  adminStats: (_parent, _arguments, { loaders }) => loaders.adminStatsLoader.load('admin'),
  disputes: async (_parent, { status, reason, page, limit }, { rest, loaders }) => {
    // Only admins read the queue; the api would answer anyone else with their own disputes, so the api's 403 is
    // given here instead.
    const me = await loaders.userLoader.load(ME);
    if (me?.role !== 'admin') throw restErrorToGraphQLError({ status: 403, message: authMessages.forbidden });
    return disputes.fetchDisputes(rest, {
      status: status ?? undefined,
      reason: reason ?? undefined,
      page: page ?? undefined,
      limit: limit ?? undefined,
    });
  },
  wallets: async (_parent, { input }, { rest, loaders }) => {
    const page = await fetchWallets(rest, walletListInputToRest(input));
    markAdminWallets(loaders, page.data);
    return page;
  },
  users: async (_parent, { role, search, page, limit }, { rest, loaders }) => {
    const answer = await fetchUsers(rest, {
      role: role ?? undefined,
      search: search ?? undefined,
      page: page ?? undefined,
      limit: limit ?? undefined,
    });
    primeAdminUsers(loaders, answer.data);
    return answer;
  },
  user: async (_parent, { id }, { rest, loaders }) => {
    const person = await fetchUser(rest, id);
    if (person) primeAdminUsers(loaders, [person]);
    return person;
  },
  transactions: (_parent, { filter, page, limit }, { loaders }) =>
    loaders.adminTransactionsLoader.load(adminTransactionQueryToRest(filter, page, limit)),
  auditLog: (_parent, { userId, page, limit }, { rest }) =>
    fetchAuditLog(rest, { userId: userId ?? undefined, page: page ?? undefined, limit: limit ?? undefined }),
  ledgerSummary: (_parent, _arguments, { rest }) => fetchLedgerSummary(rest),
  ledgerChecks: (_parent, { page, limit }, { rest }) =>
    fetchLedgerChecks(rest, { page: page ?? undefined, limit: limit ?? undefined }),
};
