// The signed-in person's own wallet at a glance, beside a money form: balance, Active or Blocked, what is left
// of the daily and monthly allowance; with its loading and failure states (SPEC.md §2, §8).
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { allowanceText } from '../lib/format-allowance';
import { Alert } from './Alert';
import { Button } from './Button';
import { WalletIcon } from './icons';
import { Skeleton } from './Skeleton';
import { WalletStatusBadge } from './WalletStatusBadge';
import {
  WalletCard,
  WalletCardBalance,
  WalletCardHeader,
  WalletCardLabel,
  WalletCardTitle,
} from './wallet-card-styles';

export const WALLET_LOADING_MESSAGE = 'Loading your wallet...';
export const WALLET_ERROR_TITLE = 'Failed to load wallet';
export const WALLET_ERROR_MESSAGE = 'Unable to fetch your wallet information.';

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
  /** The wallet once loaded. */
  wallet?: WalletSummary | null | undefined;
  /** The wallet is on its way (shown only while there is none yet). */
  loading?: boolean;
  /** Set when the wallet could not be loaded. */
  error?: boolean;
  /** Asks again (Try Again); without it there is no button. */
  onRetry?: () => void;
  /** The card's title and name. */
  title?: string;
}

/**
 * The signed-in person's own wallet at a glance, beside a money form: the balance, Active or Blocked, and
 * what is left of the daily and monthly allowance. While loading it shows a skeleton (announced); when the
 * wallet could not be loaded it shows the error with Try Again.
 */
export function WalletSummaryCard({
  wallet,
  loading = false,
  error = false,
  onRetry,
  title = 'Your wallet',
}: WalletSummaryCardProps) {
  return (
    <WalletCard aria-label={title}>
      <WalletCardHeader>
        <WalletCardTitle>
          <WalletIcon aria-hidden="true" />
          {title}
        </WalletCardTitle>
        {wallet ? <WalletStatusBadge isBlocked={wallet.isBlocked} /> : null}
      </WalletCardHeader>
      {wallet ? (
        <>
          <div>
            <WalletCardLabel>Available balance</WalletCardLabel>
            <WalletCardBalance>{formatMoney(wallet.balance)}</WalletCardBalance>
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
          <WalletCardLabel>{WALLET_LOADING_MESSAGE}</WalletCardLabel>
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
    </WalletCard>
  );
}
