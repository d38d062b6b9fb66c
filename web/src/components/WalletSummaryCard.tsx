// The signed-in person's own wallet at a glance, beside a money form: balance, Active or Blocked, what is left
// of the daily and monthly allowance; with its loading and failure states (SPEC.md §2, §8).
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { allowanceText } from '../lib/format-allowance';
import { Alert } from './Alert';
import { Button } from './Button';
import { cardStyles } from './Card';
import { WalletIcon } from './icons';
import { Skeleton } from './Skeleton';
import { WalletStatusBadge } from './WalletStatusBadge';

export const WALLET_LOADING_MESSAGE = 'Loading your wallet...';
export const WALLET_ERROR_TITLE = 'Failed to load wallet';
export const WALLET_ERROR_MESSAGE = 'Unable to fetch your wallet information.';

const Root = styled.section`
  ${cardStyles}
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  align-content: start;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const BalanceLabel = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Balance = styled.p`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  color: ${({ theme }) => theme.colors.heading};
  font-variant-numeric: tabular-nums;
`;

const Allowances = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export interface WalletSummary {
  /** Money scalar: "1234.50". */
  balance: string;
  isBlocked: boolean;
  limits: {
    dailyRemainingAmount: string;
    dailyRemainingCount: number;
    monthlyRemainingAmount: string;
    monthlyRemainingCount: number;
  };
}

interface WalletSummaryCardProps {
  wallet?: WalletSummary | null | undefined;
  loading?: boolean;
  /** Set when the wallet could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  title?: string;
}

export function WalletSummaryCard({
  wallet,
  loading = false,
  error = false,
  onRetry,
  title = 'Your wallet',
}: WalletSummaryCardProps) {
  return (
    <Root aria-label={title}>
      <Header>
        <Title>
          <WalletIcon aria-hidden="true" />
          {title}
        </Title>
        {wallet ? <WalletStatusBadge isBlocked={wallet.isBlocked} /> : null}
      </Header>
      {wallet ? (
        <>
          <div>
            <BalanceLabel>Available balance</BalanceLabel>
            <Balance>{formatMoney(wallet.balance)}</Balance>
          </div>
          <Allowances aria-label="Allowance left">
            <div>
              <dt>Left today</dt>
              <dd>
                {allowanceText(
                  formatMoney(wallet.limits.dailyRemainingAmount),
                  wallet.limits.dailyRemainingCount,
                )}
              </dd>
            </div>
            <div>
              <dt>Left this month</dt>
              <dd>
                {allowanceText(
                  formatMoney(wallet.limits.monthlyRemainingAmount),
                  wallet.limits.monthlyRemainingCount,
                )}
              </dd>
            </div>
          </Allowances>
        </>
      ) : loading ? (
        <div role="status">
          <BalanceLabel>{WALLET_LOADING_MESSAGE}</BalanceLabel>
          <Skeleton width="10ch" height="2rem" />
        </div>
      ) : error ? (
        <Alert
          tone="danger"
          title={WALLET_ERROR_TITLE}
          action={
            onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Try Again
              </Button>
            ) : null
          }
        >
          {WALLET_ERROR_MESSAGE}
        </Alert>
      ) : null}
    </Root>
  );
}
