// Original and reversal show each other (docs/reversals.md): a reversal's row and details read "Reversal of #…" with a
// button to open the original; an original reads "Reversed" with each reversal's amount (the whole amount or part of
// it) and a button to open that reversal. Every viewer who sees both gets the same (My History, an agent's history,
// All Transactions, a person's admin page).
import styled from 'styled-components';
import { dollarsToCents, formatMoney } from '@wallet/common/money';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import type { TransactionFieldsFragment as TransactionFields } from '../gql/graphql';
import { shortTransactionId } from './transaction-display';
import { useTransaction } from './use-transaction';

type Linked = Pick<TransactionFields, 'id' | 'amount' | 'reverses' | 'reversedBy'>;

const Note = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  align-items: center;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
    align-items: center;
  }
`;

/** Under a row's type: "Reversal of #…" or "Reversed" with the reversals, each a button that opens its details. */
export function ReversalRowNote({
  transaction,
  onView,
}: {
  transaction: Linked;
  onView: (id: string) => void;
}) {
  if (transaction.reverses) {
    const original = transaction.reverses;
    return (
      <Note>
        Reversal of
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Open the original transaction ${shortTransactionId(original)}`}
          onClick={() => onView(original)}
        >
          {`#${shortTransactionId(original)}`}
        </Button>
      </Note>
    );
  }
  if (transaction.reversedBy.length === 0) return null;
  return (
    <Note>
      <Badge tone="info">Reversed</Badge>
      {transaction.reversedBy.map((id) => (
        <Button
          key={id}
          variant="ghost"
          size="sm"
          aria-label={`Open the reversal ${shortTransactionId(id)}`}
          onClick={() => onView(id)}
        >
          {`by #${shortTransactionId(id)}`}
        </Button>
      ))}
    </Note>
  );
}

/** How much of the original one reversal moved back: its amount, whole or part. */
export function reversedShare(reversalAmount: string, originalAmount: string): string {
  return dollarsToCents(reversalAmount) >= dollarsToCents(originalAmount)
    ? `${formatMoney(reversalAmount)} (the whole amount)`
    : `${formatMoney(reversalAmount)} of ${formatMoney(originalAmount)} (part)`;
}

function ReversedByLine({
  id,
  originalAmount,
  onOpen,
}: {
  id: string;
  originalAmount: string;
  onOpen: ((id: string) => void) | undefined;
}) {
  const { transaction, loading, error } = useTransaction(id);
  const text = transaction
    ? reversedShare(transaction.amount, originalAmount)
    : loading
      ? 'Loading the reversal...'
      : `Reversal #${shortTransactionId(id)}${error ? ' could not be read' : ''}`;
  return (
    <li>
      <span>{text}</span>
      {onOpen ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Open the reversal ${shortTransactionId(id)}`}
          onClick={() => onOpen(id)}
        >
          Open the reversal
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The details' "Reversal of" or "Reversed" entry, for a <dl>; nothing for a movement that is neither. `onOpen`
 * opens another movement's details in the same dialog (without it, the ids show as text).
 */
export function ReversalDetailFields({
  transaction,
  onOpen,
}: {
  transaction: Linked;
  onOpen?: ((id: string) => void) | undefined;
}) {
  if (transaction.reverses) {
    const original = transaction.reverses;
    return (
      <div>
        <dt>Reversal of</dt>
        <dd>
          <Lines>
            <li>
              <span>{`Transaction #${shortTransactionId(original)}`}</span>
              {onOpen ? (
                <Button variant="secondary" size="sm" onClick={() => onOpen(original)}>
                  Open the original
                </Button>
              ) : null}
            </li>
          </Lines>
        </dd>
      </div>
    );
  }
  if (transaction.reversedBy.length === 0) return null;
  return (
    <div>
      <dt>Reversed</dt>
      <dd>
        <Lines aria-label="Reversals">
          {transaction.reversedBy.map((id) => (
            <ReversedByLine key={id} id={id} originalAmount={transaction.amount} onOpen={onOpen} />
          ))}
        </Lines>
      </dd>
    </div>
  );
}
