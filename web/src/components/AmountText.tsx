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

/** "-$25.00" for a debit, "+$25.00" for a credit. */
export function signedAmount(amount: string, direction: Direction): string {
  return `${direction === 'DEBIT' ? '-' : '+'}${formatMoney(amount)}`;
}

interface AmountTextProps {
  /** The Money scalar: a decimal string of dollars, never negative ("25.00"). */
  amount: string;
  direction: Direction;
  size?: AmountSize;
  className?: string;
}

export function AmountText({ amount, direction, size = 'md', className }: AmountTextProps) {
  return (
    <Amount $direction={direction} $size={size} className={className}>
      {signedAmount(amount, direction)}
    </Amount>
  );
}
