// An admin approves an agent (who may then sign in and move money) or suspends one (who is signed out everywhere
// at once and refused until approved again; the wallet is kept). Each decision is written to the audit log.
import { eq, sql } from 'drizzle-orm';
import { agentMessages } from '@wallet/common/agents';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import type { AuditAction } from '../audit/audit-log';
import { recordAudit } from '../audit/audit-log';
import { isUuid } from '../db/uuid';
import { AppError } from '../http/app-error';
import { revokeSessionsOfUser } from '../sessions/sessions.repository';
import type { User } from '../people/user';
import { USER_COLUMNS } from '../people/users.repository';

export type AgentDecision = 'approve' | 'suspend';

export interface AgentDecisionRequest {
  adminId: string;
  agentId: string;
  decision: AgentDecision;
  reason: string | null;
}

const AUDIT_ACTIONS: Readonly<Record<AgentDecision, AuditAction>> = {
  approve: 'agent.approve',
  suspend: 'agent.suspend',
};

/** Applies the decision and writes its audit row in one transaction; returns the agent as they now are. */
export async function decideOnAgent(db: Database, request: AgentDecisionRequest): Promise<User> {
  // A malformed id names no one, as an unknown one does not.
  if (!isUuid(request.agentId)) throw new AppError(404, agentMessages.userNotFound, undefined, 'id');
  const approved = request.decision === 'approve';
  return db.transaction(async (transaction) => {
    const [target] = await transaction
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, request.agentId))
      .for('update');
    if (target === undefined) throw new AppError(404, agentMessages.userNotFound, undefined, 'id');
    if (target.role !== 'agent') throw new AppError(400, agentMessages.notAnAgent, undefined, 'id');
    const [agent] = await transaction
      .update(users)
      .set({ isApproved: approved, updatedAt: sql`now()` })
      .where(eq(users.id, request.agentId))
      .returning(USER_COLUMNS);
    if (agent === undefined) throw new Error('update of users returned no row');
    // Every session at once: the agent's next request, wherever it comes from, is signed out.
    if (!approved) await revokeSessionsOfUser(transaction, agent.id);
    await recordAudit(transaction, {
      actorId: request.adminId,
      action: AUDIT_ACTIONS[request.decision],
      targetUserId: agent.id,
      targetWalletId: null,
      reason: request.reason,
    });
    return agent;
  });
}
