// Dispute and its page from the api's JSON: _id becomes id; the lowercase REST reasons, statuses and author roles
// pass through (the schema's enum resolvers from ../enums translate them). The transaction is read as the reader
// may see it, through the same loader as Query.transaction.
import type { DisputePageResolvers, DisputeResolvers } from '../__generated__/resolvers-types';

export const Dispute: DisputeResolvers = {
  id: (dispute) => dispute._id,
  reporter: (dispute) => dispute.reporter,
  transaction: (dispute, _arguments, { loaders }) => loaders.transactionLoader.load(dispute.transactionId),
};

export const DisputePage: DisputePageResolvers = {
  items: (page) => page.data,
};
