// The look of the small wallet cards beside money forms (the user's wallet summary, the agent's float).
import styled from 'styled-components';
import { cardStyles } from './Card';

export const WalletCard = styled.section`
  ${cardStyles}
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  align-content: start;
`;

export const WalletCardHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const WalletCardTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const WalletCardLabel = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const WalletCardBalance = styled.p`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  color: ${({ theme }) => theme.colors.heading};
  font-variant-numeric: tabular-nums;
`;
