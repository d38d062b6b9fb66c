// A movement's amount signed by its direction (SPEC.md §4): minus and red for money out, plus and green for in.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import type { Direction } from '../gql/graphql';

const Amount = styled.span<{ $direction: Direction; $size: AmountSize }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.typography.size.xl : 'inherit')};
  white-space: nowrap;
  color: ${({ theme, $direction }) => ($direction === 'DEBIT' ? theme.colors.danger : theme.colors.success)};
`;

export type AmountSize = 'md' | 'lg';

/**
 * The one minus sign of the app: the ASCII hyphen-minus that Intl writes for a negative amount ("-$5.00", the
 * net of a refund, a trend) and that the CSV statement carries, so a debit never reads "−" in one place and "-"
 * in another.
 */
export const MINUS_SIGN = '-';

/** "-$25.00" for a debit, "+$25.00" for a credit. */
export function signedAmount(amount: string, direction: Direction): string {
  return `${direction === 'DEBIT' ? MINUS_SIGN : '+'}${formatMoney(amount)}`;
}

interface AmountTextProps {
  /** The Money scalar: a decimal string of dollars, never negative ("25.00"). */
  amount: string;
  /** DEBIT is money out of the wallet; CREDIT is money in. */
  direction: Direction;
  /** `lg` for the figure a detail view is about. */
  size?: AmountSize;
  className?: string;
}

/**
 * An amount that moved into or out of a wallet, in lists and details. It is signed and coloured by
 * `direction`: money out reads "-$25.00" in red and money in "+$25.00" in green, and the sign says it without
 * the colour. For a balance or an allowance, which have no direction, format the money with formatMoney
 * instead.
 */
export function AmountText({ amount, direction, size = 'md', className }: AmountTextProps) {
  return (
    <Amount $direction={direction} $size={size} className={className}>
      {signedAmount(amount, direction)}
    </Amount>
  );
}
