// The audit log (docs/agents.md): who did what to whom, when and why, written in the transaction of the change
// itself, so a decision and its record stand or fall together.
import type { Queryable } from '../db/database';
import { auditLog } from '../db/schema';

export type AuditAction = (typeof auditLog.action.enumValues)[number];

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  targetUserId: string;
  targetWalletId: string | null;
  reason: string | null;
}

export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.insert(auditLog).values(entry);
}
