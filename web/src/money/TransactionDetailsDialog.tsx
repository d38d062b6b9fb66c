// A movement's details (DESIGN.md §9 item 5): every field, the parties, fee and total, an agent's commission, a
// cancelled or failed withdrawal's refund and net change, and its status timeline; a pending withdrawal can be
// cancelled from here.
import { useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { centsToDecimalString, dollarsToCents, formatMoney } from '@wallet/common/money';
import { AmountText, signedAmount } from '../components/AmountText';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { StatusBadge, transactionStatusLabels } from '../components/StatusBadge';
import { netChangeCents } from '../components/TransactionAmount';
import type { TransactionFieldsFragment } from '../gql/graphql';
import { formatDateTime } from '../lib/format-date';
import { ReversalDetailFields } from './ReversalLinks';
import {
  directionLabels,
  totalDebited,
  transactionTitle,
  transactionTypeLabel,
  withdrawMethodLabel,
} from './transaction-display';

const Fields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  dt {
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Wide = styled.div`
  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Timeline = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $done: boolean }>`
  display: grid;
  grid-template-columns: 1rem 1fr;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: start;

  &::before {
    content: '';
    width: 0.75rem;
    height: 0.75rem;
    margin-top: 0.3rem;
    border-radius: ${({ theme }) => theme.radii.round};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme, $done }) => ($done ? theme.colors.primary : 'transparent')};
  }
`;

const StepText = styled.div`
  display: grid;

  span + span {
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Confirm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const none = '—';

function dateOrNone(iso: string | null): string {
  return iso ? formatDateTime(iso) : none;
}

interface TimelineStep {
  label: string;
  detail: string;
  done: boolean;
}

/** Whether the movement was undone and its money came back (a cancelled or failed withdrawal). */
export function wasRefunded(transaction: Pick<TransactionFieldsFragment, 'refunded'>): boolean {
  return dollarsToCents(transaction.refunded) > 0;
}

/** The wallet's net change, signed: "+$25.00", "-$22.50", or "$0.00" for a refunded withdrawal. */
export function netChangeText(
  transaction: Pick<TransactionFieldsFragment, 'amount' | 'fee' | 'refunded' | 'direction'>,
): string {
  const cents = netChangeCents(transaction);
  if (cents === 0) return formatMoney('0.00');
  return signedAmount(centsToDecimalString(Math.abs(cents)), cents < 0 ? 'DEBIT' : 'CREDIT');
}

/**
 * Created, then where it ended (Completed, Failed, Cancelled, with times, a failure's reason and a refund) or
 * "Pending" while it is under way.
 */
export function statusTimeline(transaction: TransactionFieldsFragment): TimelineStep[] {
  const created = { label: 'Created', detail: formatDateTime(transaction.createdAt), done: true };
  if (transaction.status === 'PENDING') {
    return [created, { label: 'Pending', detail: 'In progress now', done: false }];
  }
  const endedAt = transaction.settledAt ?? transaction.updatedAt;
  const details = [formatDateTime(endedAt)];
  if (transaction.status === 'FAILED' && transaction.failureReason) details.push(transaction.failureReason);
  if (wasRefunded(transaction)) details.push(`${formatMoney(transaction.refunded)} refunded to the wallet`);
  const ended = {
    label: transactionStatusLabels[transaction.status],
    detail: details.join(' · '),
    done: true,
  };
  return [created, ended];
}

/** An agent's cash in or cash out carries what they earned on it; everyone else's commission is 0. */
export function earnedCommission(transaction: Pick<TransactionFieldsFragment, 'commission'>): boolean {
  return dollarsToCents(transaction.commission) > 0;
}

export function canCancel(transaction: Pick<TransactionFieldsFragment, 'type' | 'status'>): boolean {
  return transaction.type === 'WITHDRAW' && transaction.status === 'PENDING';
}

export function TransactionDetails({
  transaction,
  onOpenTransaction,
}: {
  transaction: TransactionFieldsFragment;
  /** Opens another movement's details (a reversal's original, or a reversal of this one). */
  onOpenTransaction?: ((id: string) => void) | undefined;
}) {
  const isDebit = transaction.direction === 'DEBIT';
  return (
    <>
      <Fields>
        <Wide>
          <dt>Transaction ID</dt>
          <dd>
            <Mono>{transaction.id}</Mono>
          </dd>
        </Wide>
        <div>
          <dt>Type</dt>
          <dd>{transactionTypeLabel(transaction.type)}</dd>
        </div>
        <div>
          <dt>Direction</dt>
          <dd>{directionLabels[transaction.direction]}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={transaction.status} />
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>
            <AmountText amount={transaction.amount} direction={transaction.direction} />
          </dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd>{formatMoney(transaction.fee)}</dd>
        </div>
        {earnedCommission(transaction) ? (
          <div>
            <dt>Commission earned</dt>
            <dd>{formatMoney(transaction.commission)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Total debited</dt>
          <dd>{isDebit ? formatMoney(totalDebited(transaction)) : none}</dd>
        </div>
        {wasRefunded(transaction) ? (
          <>
            <div>
              <dt>Refunded</dt>
              <dd>
                <AmountText amount={transaction.refunded} direction="CREDIT" />
                {' (amount and fee)'}
              </dd>
            </div>
            <div>
              <dt>Net change</dt>
              <dd>{netChangeText(transaction)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>Method</dt>
          <dd>{transaction.method ? withdrawMethodLabel(transaction.method) : none}</dd>
        </div>
        <div>
          <dt>Description</dt>
          <dd>{transaction.description ?? none}</dd>
        </div>
        <div>
          <dt>Sender</dt>
          <dd>{transaction.sender?.name ?? none}</dd>
        </div>
        <div>
          <dt>Recipient</dt>
          <dd>{transaction.recipient?.name ?? none}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDateTime(transaction.createdAt)}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{formatDateTime(transaction.updatedAt)}</dd>
        </div>
        <div>
          <dt>Settled</dt>
          <dd>{dateOrNone(transaction.settledAt)}</dd>
        </div>
        <div>
          <dt>Failure reason</dt>
          <dd>{transaction.failureReason ?? none}</dd>
        </div>
        <ReversalDetailFields transaction={transaction} onOpen={onOpenTransaction} />
      </Fields>
      <SectionTitle>Status timeline</SectionTitle>
      <Timeline aria-label="Status timeline">
        {statusTimeline(transaction).map((step) => (
          <Step key={step.label} $done={step.done}>
            <StepText>
              <span>{step.label}</span>
              <span>{step.detail}</span>
            </StepText>
          </Step>
        ))}
      </Timeline>
    </>
  );
}

interface TransactionDetailsDialogProps {
  /** The movement to show; null closes the dialog. */
  transaction: TransactionFieldsFragment | null;
  onClose: () => void;
  /** Offered for a pending withdrawal; resolves once the attempt is over (its outcome is told elsewhere). */
  onCancelWithdrawal?: ((id: string) => Promise<void>) | undefined;
  cancelling?: boolean;
  /** More about the movement under its details (the person's reported problems). */
  children?: ReactNode;
  /** More actions in the footer, before Close, for this movement (an admin's Propose reversal). */
  actions?: ((transaction: TransactionFieldsFragment) => ReactNode) | undefined;
  /** Shows another movement's details instead (a reversal's original, or a reversal of this one). */
  onOpenTransaction?: ((id: string) => void) | undefined;
}

export function TransactionDetailsDialog({
  transaction,
  onClose,
  onCancelWithdrawal,
  cancelling = false,
  children,
  actions,
  onOpenTransaction,
}: TransactionDetailsDialogProps) {
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  if (!transaction) return null;
  const cancellable = Boolean(onCancelWithdrawal) && canCancel(transaction);
  const confirming = cancellable && confirmingId === transaction.id;

  return (
    <Dialog
      open
      onClose={onClose}
      width="lg"
      title="Transaction details"
      description={`${transactionTypeLabel(transaction.type)} · ${transactionTitle(transaction)}`}
      footer={
        <>
          {cancellable && !confirming ? (
            <Button variant="secondary" onClick={() => setConfirmingId(transaction.id)}>
              Cancel withdrawal
            </Button>
          ) : null}
          {actions ? actions(transaction) : null}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <TransactionDetails transaction={transaction} onOpenTransaction={onOpenTransaction} />
      {children}
      {confirming ? (
        <Confirm role="group" aria-label="Cancel this withdrawal?">
          <p>{`Cancel this withdrawal? ${formatMoney(totalDebited(transaction))} (amount and fee) goes back to your wallet.`}</p>
          <div>
            <Button
              // The button that opened this step is gone; focus comes here instead of the page.
              autoFocus
              disabled={cancelling}
              aria-busy={cancelling || undefined}
              onClick={() => {
                void onCancelWithdrawal?.(transaction.id).finally(() => setConfirmingId(null));
              }}
            >
              {cancelling ? 'Cancelling...' : 'Yes, cancel withdrawal'}
            </Button>
            <Button variant="secondary" disabled={cancelling} onClick={() => setConfirmingId(null)}>
              Keep it
            </Button>
          </div>
        </Confirm>
      ) : null}
    </Dialog>
  );
}
