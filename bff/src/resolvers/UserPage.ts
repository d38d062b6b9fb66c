// UserPage from GET /users: the rows are Users; the summary's counts pass as they are.
import type { UserPageResolvers } from '../__generated__/resolvers-types';

export const UserPage: UserPageResolvers = {
  items: (page) => page.data,
};
