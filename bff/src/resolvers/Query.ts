// Root queries: thin, each one a loader or REST call and nothing more.
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { ME, MY_WALLET } from '../loaders/create-loaders';
import { searchUsers } from '../rest/users';
import { statsPeriodToRest } from './AgentStats';
import { transactionStatusToRest, transactionTypeToRest } from './Transaction';

export const Query: QueryResolvers = {
  publicStats: (_parent, _arguments, { loaders }) => loaders.publicStatsLoader.load('public'),
  me: (_parent, _arguments, { loaders }) => loaders.userLoader.load(ME),
  myWallet: (_parent, _arguments, { loaders }) => loaders.walletLoader.load(MY_WALLET),
  // GraphQL null means "not given": the api's defaults (every type and status, page 1, 10 a page) apply.
  myTransactions: (_parent, { filter, page, limit }, { loaders }) =>
    loaders.historyLoader.load({
      type: filter?.type ? transactionTypeToRest(filter.type) : undefined,
      status: filter?.status ? transactionStatusToRest(filter.status) : undefined,
      page: page ?? undefined,
      limit: limit ?? undefined,
    }),
  transaction: (_parent, { id }, { loaders }) => loaders.transactionLoader.load(id),
  searchUsers: (_parent, { search, limit }, { rest }) => searchUsers(rest, search, limit ?? undefined),
  agentStats: (_parent, { period }, { loaders }) => loaders.agentStatsLoader.load(statsPeriodToRest(period)),
};
