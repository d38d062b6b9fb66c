// Root queries: thin, each one a loader or REST call and nothing more.
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { ME } from '../loaders/create-loaders';

export const Query: QueryResolvers = {
  publicStats: (_parent, _arguments, { loaders }) => loaders.publicStatsLoader.load('public'),
  me: (_parent, _arguments, { loaders }) => loaders.userLoader.load(ME),
};
