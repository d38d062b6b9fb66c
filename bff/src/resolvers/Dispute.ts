// Dispute and its page from the api's JSON: _id becomes id; the lowercase REST reasons, statuses and author roles
// pass through (the schema's enum resolvers from ../enums translate them). The transaction is read as the reader
// may see it, through the same loader as Query.transaction; an admin also reads the reversal proposals about it.
import type { DisputePageResolvers, DisputeResolvers } from '../__generated__/resolvers-types';
import { ME } from '../loaders/create-loaders';
import { fetchReversals } from '../rest/reversals';

/** The most proposals a dispute shows; one transaction has a handful at most. */
export const DISPUTE_REVERSALS_MAX = 100;

export const Dispute: DisputeResolvers = {
  id: (dispute) => dispute._id,
  reporter: (dispute) => dispute.reporter,
  transaction: (dispute, _arguments, { loaders }) => loaders.transactionLoader.load(dispute.transactionId),
  // Admins only (the api's /reversals is theirs): the reporter reads the dispute's status, not the proposals.
  reversals: async (dispute, _arguments, { rest, loaders }) => {
    const me = await loaders.userLoader.load(ME);
    if (me?.role !== 'admin') return [];
    const page = await fetchReversals(rest, {
      transactionId: dispute.transactionId,
      limit: DISPUTE_REVERSALS_MAX,
    });
    return page.data;
  },
};

export const DisputePage: DisputePageResolvers = {
  items: (page) => page.data,
};
