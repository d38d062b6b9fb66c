// Label and value pairs in a <dl> (a summary before confirming, a record's fields); one row each, values right.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const List = styled.dl`
  display: grid;
  margin: 0;
`;

const Row = styled.div<{ $emphasis: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  padding-block: ${({ theme }) => theme.spacing.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: none;
  }

  ${({ $emphasis }) =>
    $emphasis &&
    css`
      font-weight: ${({ theme }) => theme.typography.weight.bold};
      border-top-color: ${({ theme }) => theme.colors.borderStrong};
    `}
`;

const Term = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd`
  margin: 0;
  text-align: end;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export interface DetailItem {
  /** What the value is, e.g. "Fee". */
  label: string;
  /** Text or an element (AmountText, a badge). */
  value: ReactNode;
  /** A total or the line that matters most. */
  emphasis?: boolean;
}

interface DetailListProps {
  /** The rows in order. Labels must be unique in the list. */
  items: readonly DetailItem[];
  className?: string;
}

/**
 * Label and value pairs, one per row with the values on the right: the summary inside a ConfirmDialog
 * (amount, fee, total, receiver) or a record's fields. Mark the total or the line that matters most with
 * `emphasis`. For facts laid out in two columns on wide screens, use FactList.
 */
export function DetailList({ items, className }: DetailListProps) {
  return (
    <List className={className}>
      {items.map((item) => (
        <Row key={item.label} $emphasis={item.emphasis ?? false}>
          <Term>{item.label}</Term>
          <Value>{item.value}</Value>
        </Row>
      ))}
    </List>
  );
}
