// The reason an admin may give for an audited decision (approving or suspending an agent, blocking a wallet).
import { AUDIT_REASON_LENGTH_MAX, agentMessages } from '@wallet/common/agents';
import { AppError } from '../http/app-error';

/** The optional reason of a decision: text, trimmed, at most 500 characters (as the database counts them). */
export function parseDecisionReason(body: Record<string, unknown>): string | null {
  const { reason } = body;
  if (reason === undefined || reason === null) return null;
  if (typeof reason !== 'string')
    throw new AppError(400, 'Reason must be text', 'VALIDATION_FAILED', 'reason');
  const trimmed = reason.trim();
  if ([...trimmed].length > AUDIT_REASON_LENGTH_MAX) {
    throw new AppError(400, agentMessages.reasonTooLong, 'VALIDATION_FAILED', 'reason');
  }
  return trimmed === '' ? null : trimmed;
}
