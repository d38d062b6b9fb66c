// Live updates (docs/live.md): each subscription iterates one kind of the socket's api events and reads, per event,
// what the viewer sees now through the REST client, so another person's data cannot come out of it: the api answers
// only with the signed-in person's own (any for an admin).
import { GraphQLError } from 'graphql';
import type { SubscriptionResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import { ErrorCode } from '../errors';
import type { LiveChannel } from '../live/channel';
import { MY_WALLET } from '../loaders/create-loaders';
import type { RestMoneyRequest } from '../rest/requests';
import { fetchMoneyRequests } from '../rest/requests';

/** The requests looked through for the one an event names, each direction: the newest, where a change happens. */
const REQUESTS_SCANNED = 50;

function liveOf(context: Context): LiveChannel {
  if (context.live === undefined) {
    throw new GraphQLError('Subscriptions go over the WebSocket at /graphql (graphql-ws).', {
      extensions: { code: ErrorCode.BAD_USER_INPUT },
    });
  }
  return context.live;
}

/** The request an event names, as the viewer sees it (incoming or outgoing); null when it is not theirs. */
async function findMoneyRequest(context: Context, requestId: string): Promise<RestMoneyRequest | null> {
  for (const direction of ['incoming', 'outgoing'] as const) {
    const page = await fetchMoneyRequests(context.rest, { direction, limit: REQUESTS_SCANNED });
    const found = page.data.find((request) => request._id === requestId);
    if (found) return found;
  }
  return null;
}

const identity = <T>(value: T): T => value;

export const Subscription: SubscriptionResolvers = {
  myWalletChanged: {
    subscribe: (_parent, _arguments, context) =>
      liveOf(context).iterate(
        'wallet',
        context,
        (_event, { loaders }) => loaders.walletLoader.load(MY_WALLET),
        // Only the owner's streams hear of a wallet: all sessions of this bff told of it share one read.
        {
          key: (event) => (event.kind === 'wallet' ? `wallet:${event.data.walletId}` : undefined),
          fits: (wallet, event) => event.kind === 'wallet' && wallet?._id === event.data.walletId,
        },
      ),
    resolve: identity,
  },
  myTransactionAdded: {
    subscribe: (_parent, _arguments, context) =>
      liveOf(context).iterate('transaction', context, (event, { loaders }) =>
        event.kind === 'transaction'
          ? loaders.transactionLoader.load(event.data.transactionId)
          : Promise.resolve(null),
      ),
    resolve: identity,
  },
  moneyRequestChanged: {
    subscribe: (_parent, _arguments, context) =>
      liveOf(context).iterate('money-request', context, (event, current) =>
        event.kind === 'money-request'
          ? findMoneyRequest(current, event.data.requestId)
          : Promise.resolve(null),
      ),
    resolve: identity,
  },
  platformActivity: {
    subscribe: (_parent, _arguments, context) =>
      liveOf(context).iterate('platform', context, (_event, { loaders }) =>
        loaders.adminStatsLoader.load('admin'),
      ),
    resolve: identity,
  },
};
