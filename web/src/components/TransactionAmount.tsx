// A movement's amount as the wallet lived it: the signed amount, or — for a withdrawal that was cancelled or failed —
// what left (amount and fee), what came back, and the net change, so a refunded withdrawal never reads as money lost.
import styled from 'styled-components';
import { centsToDecimalString, dollarsToCents, formatMoney } from '@wallet/common/money';
import type { Direction } from '../gql/graphql';
import { AmountText, signedAmount } from './AmountText';

const Lines = styled.span`
  display: inline-grid;
  justify-items: end;
  gap: 0.125rem;
  white-space: nowrap;
`;

const Refund = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.success};
`;

const Net = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TransactionAmountProps {
  /** Money scalars: decimal strings of dollars, never negative. `amount` never includes the fee. */
  amount: string;
  fee: string;
  /** What came back to the wallet (a cancelled or failed withdrawal's amount and fee); "0.00" for everything else. */
  refunded: string;
  direction: Direction;
}

/** The wallet's net change: what came in, or what came back less what left. */
export function netChangeCents({ amount, fee, refunded, direction }: TransactionAmountProps): number {
  if (direction === 'CREDIT') return dollarsToCents(amount);
  return dollarsToCents(refunded) - dollarsToCents(amount) - dollarsToCents(fee);
}

export function TransactionAmount(props: TransactionAmountProps) {
  const { amount, fee, refunded, direction } = props;
  if (dollarsToCents(refunded) === 0) return <AmountText amount={amount} direction={direction} />;
  const debitedCents = dollarsToCents(amount) + dollarsToCents(fee);
  const netCents = netChangeCents(props);
  const net =
    netCents < 0
      ? signedAmount(centsToDecimalString(-netCents), 'DEBIT')
      : formatMoney(centsToDecimalString(netCents));
  return (
    <Lines>
      <AmountText amount={centsToDecimalString(debitedCents)} direction="DEBIT" />
      <Refund>{`${signedAmount(refunded, 'CREDIT')} refunded`}</Refund>
      <Net>{`Net ${net}`}</Net>
    </Lines>
  );
}
