// User from the api's user JSON: _id becomes id; the lowercase REST role and agent standing pass through (the schema's
// enum resolvers from ../enums translate them).
import type { UserResolvers } from '../__generated__/resolvers-types';

export const User: UserResolvers = {
  id: (user) => user._id,
  // Only the admin routes send these; /users/me and the auth routes leave them out, and the fields are for admin views.
  agentStatus: (user) => user.agentStatus ?? null,
  // Nobody signed in is closed, so outside the admin routes it is false.
  isClosed: (user) => user.isClosed ?? false,
  wallet: (user) => user.wallet ?? null,
};
