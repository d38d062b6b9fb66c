// AuditEntry and AuditPage from GET /audit: the dotted REST action becomes the enum, actor and target load by id.
import type { AuditActionName } from '@wallet/common/admin';
import type { AuditAction, AuditEntryResolvers, AuditPageResolvers } from '../__generated__/resolvers-types';

const ACTION_FROM_REST: Readonly<Record<AuditActionName, AuditAction>> = {
  'agent.approve': 'AGENT_APPROVE',
  'agent.suspend': 'AGENT_SUSPEND',
  'wallet.block': 'WALLET_BLOCK',
  'wallet.unblock': 'WALLET_UNBLOCK',
  'account.close': 'ACCOUNT_CLOSE',
  'two_factor.enable': 'TWO_FACTOR_ENABLE',
  'two_factor.disable': 'TWO_FACTOR_DISABLE',
};

/** An action the schema does not know means the api and the bff disagree: a bug to report, not a value to guess. */
export function auditActionFromRest(action: AuditActionName): AuditAction {
  if (!Object.hasOwn(ACTION_FROM_REST, action)) {
    throw new TypeError(`The api sent an audit entry with an unknown action ${JSON.stringify(action)}`);
  }
  return ACTION_FROM_REST[action];
}

export const AuditEntry: AuditEntryResolvers = {
  id: (entry) => entry._id,
  action: (entry) => auditActionFromRest(entry.action),
  // Names are not embedded: the people of a page cost one GET /users?ids= together; null when the account is gone.
  actor: (entry, _arguments, { loaders }) => loaders.userLoader.load(entry.actorId),
  target: (entry, _arguments, { loaders }) => loaders.userLoader.load(entry.targetUserId),
};

export const AuditPage: AuditPageResolvers = {
  items: (page) => page.data,
};
