// User from the api's user JSON: _id becomes id, the lowercase REST role and agent standing become the schema's enums.
import type { AgentStatus as RestAgentStatus } from '@wallet/common/admin';
import type { AgentStatus, RegisterRole, Role, UserResolvers } from '../__generated__/resolvers-types';
import type { RestRegisterRole } from '../rest/auth';
import type { RestRole } from '../rest/users';

const ROLE_FROM_REST: Readonly<Record<RestRole, Role>> = { user: 'USER', agent: 'AGENT', admin: 'ADMIN' };

const ROLE_TO_REST: Readonly<Record<Role, RestRole>> = { USER: 'user', AGENT: 'agent', ADMIN: 'admin' };

const AGENT_STATUS_FROM_REST: Readonly<Record<RestAgentStatus, AgentStatus>> = {
  pending: 'PENDING',
  approved: 'APPROVED',
  suspended: 'SUSPENDED',
};

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

export function roleToRest(role: Role): RestRole {
  return ROLE_TO_REST[role];
}

/** A standing the schema does not know means the api and the bff disagree: a bug to report, not a value to guess. */
export function agentStatusFromRest(status: RestAgentStatus): AgentStatus {
  if (!Object.hasOwn(AGENT_STATUS_FROM_REST, status)) {
    throw new TypeError(`The api sent an agent with an unknown standing ${JSON.stringify(status)}`);
  }
  return AGENT_STATUS_FROM_REST[status];
}

export function registerRoleToRest(role: RegisterRole): RestRegisterRole {
  return REGISTER_ROLE_TO_REST[role];
}

export const User: UserResolvers = {
  id: (user) => user._id,
  role: (user) => roleFromRest(user.role),
  // Only the admin routes send these; /users/me and the auth routes leave them out, and the fields are for admin views.
  agentStatus: (user) => (user.agentStatus == null ? null : agentStatusFromRest(user.agentStatus)),
  // Nobody signed in is closed, so outside the admin routes it is false.
  isClosed: (user) => user.isClosed ?? false,
  wallet: (user) => user.wallet ?? null,
};
