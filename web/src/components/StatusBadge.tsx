// A movement's status as an icon and a word (Completed, Pending, Failed, Cancelled): never colour alone.
import type { ComponentType } from 'react';
import styled from 'styled-components';
import type { TransactionStatus } from '../gql/graphql';
import { Badge } from './Badge';
import type { BadgeTone } from './Badge';
import { AlertIcon, CheckIcon, ClockIcon, CloseIcon } from './icons';
import type { IconProps } from './icons';

export const transactionStatuses = [
  'COMPLETED',
  'PENDING',
  'FAILED',
  'CANCELLED',
] as const satisfies readonly TransactionStatus[];

export const transactionStatusLabels: Readonly<Record<TransactionStatus, string>> = {
  COMPLETED: 'Completed',
  PENDING: 'Pending',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

const statusLooks: Readonly<Record<TransactionStatus, { tone: BadgeTone; icon: ComponentType<IconProps> }>> =
  {
    COMPLETED: { tone: 'success', icon: CheckIcon },
    PENDING: { tone: 'warning', icon: ClockIcon },
    FAILED: { tone: 'danger', icon: AlertIcon },
    CANCELLED: { tone: 'neutral', icon: CloseIcon },
  };

interface StatusProps {
  status: TransactionStatus;
}

/**
 * A money movement's status as a pill with an icon and a word: Completed, Pending, Failed or Cancelled. Never
 * colour alone. Use it in tables and details; in dense lists use StatusIcon.
 */
export function StatusBadge({ status }: StatusProps) {
  const look = statusLooks[status];
  return (
    <Badge tone={look.tone} icon={look.icon}>
      {transactionStatusLabels[status]}
    </Badge>
  );
}

const Plain = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'warning'
        ? theme.colors.warning
        : $tone === 'danger'
          ? theme.colors.danger
          : theme.colors.textMuted};
`;

/** The status as a coloured icon beside its word, for dense lists such as the overview's recent movements. */
export function StatusIcon({ status }: StatusProps) {
  const look = statusLooks[status];
  const Icon = look.icon;
  return (
    <Plain $tone={look.tone}>
      <Icon size={16} />
      {transactionStatusLabels[status]}
    </Plain>
  );
}
