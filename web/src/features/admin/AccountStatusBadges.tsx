// A person's standing as an admin reads it (SPEC.md §2 "Account Status"): e-mail verified or pending, an agent's
// Approved, Pending or Suspended, the wallet Active or "Wallet Blocked", and "Closed" for an account closed for good;
// each a word with an icon.
import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { AlertIcon, CheckIcon, ClockIcon, LockIcon, MailIcon } from '../../components/icons';
import type { AgentStatus } from '../../gql/graphql';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

export const agentStatusLabels: Readonly<Record<AgentStatus, string>> = {
  APPROVED: 'Approved',
  PENDING: 'Pending',
  SUSPENDED: 'Suspended',
};

export function emailStatusLabel(isEmailVerified: boolean): string {
  return isEmailVerified ? 'Email Verified' : 'Email Pending';
}

export function accountWalletLabel(isBlocked: boolean): string {
  return isBlocked ? 'Wallet Blocked' : 'Active';
}

export function EmailStatusBadge({ isEmailVerified }: { isEmailVerified: boolean }) {
  return (
    <Badge tone={isEmailVerified ? 'success' : 'warning'} icon={isEmailVerified ? MailIcon : ClockIcon}>
      {emailStatusLabel(isEmailVerified)}
    </Badge>
  );
}

const agentLooks = {
  APPROVED: { tone: 'success', icon: CheckIcon },
  PENDING: { tone: 'warning', icon: ClockIcon },
  SUSPENDED: { tone: 'danger', icon: AlertIcon },
} as const;

export function AgentStatusBadge({ status }: { status: AgentStatus }) {
  const look = agentLooks[status];
  return (
    <Badge tone={look.tone} icon={look.icon}>
      {agentStatusLabels[status]}
    </Badge>
  );
}

export function AccountWalletBadge({ isBlocked }: { isBlocked: boolean }) {
  return (
    <Badge tone={isBlocked ? 'danger' : 'success'} icon={isBlocked ? LockIcon : CheckIcon}>
      {accountWalletLabel(isBlocked)}
    </Badge>
  );
}

/** The person closed the account: it never signs in or receives money again. */
export function AccountClosedBadge() {
  return (
    <Badge tone="danger" icon={LockIcon}>
      Closed
    </Badge>
  );
}

interface AccountStatusBadgesProps {
  isEmailVerified: boolean;
  /** The account is closed: shown first, and the wallet's own state is then beside the point. */
  isClosed?: boolean;
  /** An agent's standing; null for users and admins. */
  agentStatus: AgentStatus | null;
  /** null: the account has no wallet. */
  walletBlocked: boolean | null;
  /** Lists show the wallet only when it is blocked; the details show it either way. */
  walletWhenActive?: boolean;
}

export function AccountStatusBadges({
  isEmailVerified,
  isClosed = false,
  agentStatus,
  walletBlocked,
  walletWhenActive = true,
}: AccountStatusBadgesProps) {
  if (isClosed) {
    return (
      <Row>
        <AccountClosedBadge />
      </Row>
    );
  }
  return (
    <Row>
      <EmailStatusBadge isEmailVerified={isEmailVerified} />
      {agentStatus ? <AgentStatusBadge status={agentStatus} /> : null}
      {walletBlocked === null || (!walletBlocked && !walletWhenActive) ? null : (
        <AccountWalletBadge isBlocked={walletBlocked} />
      )}
    </Row>
  );
}
