// The look of a short list of movements (the user's and the agent's overviews): one row a movement, what on the
// left, the signed amount and status on the right.
import styled from 'styled-components';

export const TransactionList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TransactionItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: center;
  padding: ${({ theme }) => theme.spacing.sm} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const TransactionWhat = styled.div`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
`;

export const TransactionTypeLabel = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** One line, cut with an ellipsis when too long: give it the whole text as its `title`. */
export const TransactionLine = styled.p`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const TransactionMuted = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TransactionFigures = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.spacing.xxs};
`;
