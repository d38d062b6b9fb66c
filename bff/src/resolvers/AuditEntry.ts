// AuditEntry and AuditPage from GET /audit: the dotted REST action passes through, actor and target load by id.
import type { AuditEntryResolvers, AuditPageResolvers } from '../__generated__/resolvers-types';

export const AuditEntry: AuditEntryResolvers = {
  id: (entry) => entry._id,
  // Names are not embedded: the people of a page cost one GET /users?ids= together; null when the account is gone.
  actor: (entry, _arguments, { loaders }) => loaders.userLoader.load(entry.actorId),
  target: (entry, _arguments, { loaders }) => loaders.userLoader.load(entry.targetUserId),
};

export const AuditPage: AuditPageResolvers = {
  items: (page) => page.data,
};
