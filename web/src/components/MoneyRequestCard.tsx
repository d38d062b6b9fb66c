// One money request as a row of the Requests list (docs/requests.md): who asks whom, the amount and note, its status
// as an icon and a word, when it expires, and the actions the reader has: Pay and Decline for an incoming pending
// request, Cancel for an outgoing one.
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { expiryLabel } from '@wallet/common/request-forms';
import type { MoneyRequestDirection, MoneyRequestStatus } from '../gql/graphql';
import { formatDateTime } from '../lib/format-date';
import { Badge } from './Badge';
import type { BadgeTone } from './Badge';
import { Button } from './Button';
import { AlertIcon, CheckIcon, ClockIcon, CloseIcon } from './icons';
import type { IconProps } from './icons';

export const moneyRequestStatuses = [
  'PENDING',
  'PAID',
  'DECLINED',
  'CANCELLED',
  'EXPIRED',
] as const satisfies readonly MoneyRequestStatus[];

export const moneyRequestStatusLabels: Readonly<Record<MoneyRequestStatus, string>> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

const looks: Readonly<Record<MoneyRequestStatus, { tone: BadgeTone; icon: ComponentType<IconProps> }>> = {
  PENDING: { tone: 'warning', icon: ClockIcon },
  PAID: { tone: 'success', icon: CheckIcon },
  DECLINED: { tone: 'danger', icon: CloseIcon },
  CANCELLED: { tone: 'neutral', icon: CloseIcon },
  EXPIRED: { tone: 'neutral', icon: AlertIcon },
};

/** A request's status as a pill with an icon and a word, never colour alone. */
export function MoneyRequestStatusBadge({ status }: { status: MoneyRequestStatus }) {
  const look = looks[status];
  return (
    <Badge tone={look.tone} icon={look.icon}>
      {moneyRequestStatusLabels[status]}
    </Badge>
  );
}

export interface MoneyRequestCardRequest {
  id: string;
  direction: MoneyRequestDirection;
  status: MoneyRequestStatus;
  amount: string;
  note?: string | null;
  requester: { id: string; name: string };
  payer: { id: string; name: string };
  expiresAt: string;
  closedAt?: string | null;
  createdAt: string;
}

export interface MoneyRequestCardProps {
  request: MoneyRequestCardRequest;
  /** Now, in epoch ms, for "Expires in 3 days" (a prop so stories and tests are stable). */
  now: number;
  /** An action on this request is on its way: its buttons wait. */
  busy?: boolean;
  onPay?: (request: MoneyRequestCardRequest) => void;
  onDecline?: (request: MoneyRequestCardRequest) => void;
  onCancel?: (request: MoneyRequestCardRequest) => void;
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  list-style: none;

  @media (max-width: 36rem) {
    grid-template-columns: 1fr;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Headline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

function whenText(request: MoneyRequestCardRequest, now: number): string {
  const asked = `Asked ${formatDateTime(request.createdAt)}`;
  switch (request.status) {
    case 'PENDING':
      return `${asked} · ${expiryLabel(request.expiresAt, now)}`;
    case 'EXPIRED':
      return `${asked} · Expired ${formatDateTime(request.expiresAt)}`;
    default:
      return request.closedAt
        ? `${asked} · ${moneyRequestStatusLabels[request.status]} ${formatDateTime(request.closedAt)}`
        : asked;
  }
}

/**
 * A money request in the Requests list: "Bob Demo asks you for $5.00" (incoming) or "You asked Alice Demo for
 * $5.00" (outgoing), the note, the status badge and when it was asked and expires or closed. A pending incoming
 * request offers Pay and Decline, a pending outgoing one Cancel; a closed or expired one offers nothing.
 */
export function MoneyRequestCard({
  request,
  now,
  busy = false,
  onPay,
  onDecline,
  onCancel,
}: MoneyRequestCardProps) {
  const amount = formatMoney(request.amount);
  const incoming = request.direction === 'INCOMING';
  const headline = incoming
    ? `${request.requester.name} asks you for ${amount}`
    : `You asked ${request.payer.name} for ${amount}`;
  const pending = request.status === 'PENDING';
  return (
    <Row aria-label={headline}>
      <Main>
        <Headline>
          <span>{headline}</span>
          <MoneyRequestStatusBadge status={request.status} />
        </Headline>
        {request.note ? <Muted>{`Note: ${request.note}`}</Muted> : null}
        <Muted>{whenText(request, now)}</Muted>
      </Main>
      {pending ? (
        <Actions>
          {incoming ? (
            <>
              <Button size="sm" disabled={busy} onClick={() => onPay?.(request)}>
                Pay
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onDecline?.(request)}>
                Decline
              </Button>
            </>
          ) : (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onCancel?.(request)}>
              Cancel request
            </Button>
          )}
        </Actions>
      ) : null}
    </Row>
  );
}
