// The transaction details' "Propose reversal" for an admin (docs/reversals.md): a completed send, cash in or cash out
// opens the Reversals page with its id filled in.
import { ButtonLink } from '../../components/Button';
import type { TransactionFieldsFragment } from '../../gql/graphql';
import { paths } from '../../lib/paths';

const REVERSIBLE = new Set(['SEND', 'RECEIVE', 'CASH_IN', 'CASH_OUT']);

export function proposeReversalAction(
  transaction: Pick<TransactionFieldsFragment, 'id' | 'type' | 'status'>,
) {
  if (transaction.status !== 'COMPLETED' || !REVERSIBLE.has(transaction.type)) return null;
  return (
    <ButtonLink
      variant="secondary"
      to={`${paths.admin.reversals}?transactionId=${encodeURIComponent(transaction.id)}`}
    >
      Propose reversal
    </ButtonLink>
  );
}
