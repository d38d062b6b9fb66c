// The balance's heading and figure as the overview's balance card and My Wallet's balance panel show them.
import styled from 'styled-components';

export const BalanceLabel = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const BalanceAmount = styled.p`
  font-size: ${({ theme }) => theme.typography.size.h2};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  color: ${({ theme }) => theme.colors.heading};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;
