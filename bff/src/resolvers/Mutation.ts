// Root mutations: thin, each one REST call; the api's answer is mapped by the type resolvers.
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { submitContactMessage } from '../rest/contact';

export const Mutation: MutationResolvers = {
  submitContact: (_parent, { input }, { rest }) => submitContactMessage(rest, input),
};
