// User from the api's user JSON: _id becomes id, the lowercase REST role becomes the Role enum.
import type { RegisterRole, Role, UserResolvers } from '../__generated__/resolvers-types';
import type { RestRegisterRole } from '../rest/auth';
import type { RestRole } from '../rest/users';

const ROLE_FROM_REST: Readonly<Record<RestRole, Role>> = { user: 'USER', agent: 'AGENT', admin: 'ADMIN' };

const REGISTER_ROLE_TO_REST: Readonly<Record<RegisterRole, RestRegisterRole>> = {
  USER: 'user',
  AGENT: 'agent',
};

/** A role the schema does not know means the api and the bff disagree: a bug to report, not a value to guess. */
export function roleFromRest(role: RestRole): Role {
  if (!Object.hasOwn(ROLE_FROM_REST, role)) {
    throw new TypeError(`The api sent a user with an unknown role ${JSON.stringify(role)}`);
  }
  return ROLE_FROM_REST[role];
}

export function registerRoleToRest(role: RegisterRole): RestRegisterRole {
  return REGISTER_ROLE_TO_REST[role];
}

export const User: UserResolvers = {
  id: (user) => user._id,
  role: (user) => roleFromRest(user.role),
};
