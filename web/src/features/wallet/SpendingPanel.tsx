// My Wallet's spending (SPEC.md §2, DESIGN.md §3): today's and this month's money out with counts, the limits and
// what remains of them, and when each counter last started over.
import styled from 'styled-components';
import { dollarsToCents, formatMoney } from '@wallet/common/money';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import { transactionCount } from '../../lib/format-count';
import { formatDateTime } from '../../lib/format-date';
import { WalletFieldsFragment } from '../../money/fragments';

const Periods = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Period = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const PeriodTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const Meter = styled.progress`
  width: 100%;
  height: 0.5rem;
  appearance: none;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary};
  }

  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

interface PeriodFigures {
  title: string;
  spent: string;
  count: number;
  /** "today" or "this month", after the count. */
  period: string;
  limitAmount: string;
  limitCount: number;
  remainingAmount: string;
  remainingCount: number;
  lastReset: string;
}

function SpendingPeriod(figures: PeriodFigures) {
  const spentCents = dollarsToCents(figures.spent);
  const limitCents = Math.max(1, dollarsToCents(figures.limitAmount));
  return (
    <Period>
      <PeriodTitle>{figures.title}</PeriodTitle>
      <Meter
        max={limitCents}
        value={Math.min(spentCents, limitCents)}
        aria-label={`${figures.title}: ${formatMoney(figures.spent)} of ${formatMoney(figures.limitAmount)}`}
      />
      <Figures>
        <dt>Spent</dt>
        <dd>{formatMoney(figures.spent)}</dd>
        <dt>Transactions</dt>
        <dd>{`${transactionCount(figures.count)} ${figures.period}`}</dd>
        <dt>Limit</dt>
        <dd>{`${formatMoney(figures.limitAmount)} · ${transactionCount(figures.limitCount)}`}</dd>
        <dt>Remaining</dt>
        <dd>{`${formatMoney(figures.remainingAmount)} · ${transactionCount(figures.remainingCount)}`}</dd>
        <dt>Last reset</dt>
        <dd>{formatDateTime(figures.lastReset)}</dd>
      </Figures>
    </Period>
  );
}

export function SpendingPanel({ wallet: walletRef }: { wallet: FragmentType<typeof WalletFieldsFragment> }) {
  const wallet = getFragmentData(WalletFieldsFragment, walletRef);
  const { limits } = wallet;
  return (
    <Panel aria-labelledby="spending-title">
      <PanelTitle id="spending-title">Spending</PanelTitle>
      <Periods>
        <SpendingPeriod
          title="Daily spending"
          spent={wallet.dailySpentAmount}
          count={wallet.dailyTransactionCount}
          period="today"
          limitAmount={limits.dailyAmount}
          limitCount={limits.dailyCount}
          remainingAmount={limits.dailyRemainingAmount}
          remainingCount={limits.dailyRemainingCount}
          lastReset={wallet.lastDailyReset}
        />
        <SpendingPeriod
          title="Monthly spending"
          spent={wallet.monthlySpentAmount}
          count={wallet.monthlyTransactionCount}
          period="this month"
          limitAmount={limits.monthlyAmount}
          limitCount={limits.monthlyCount}
          remainingAmount={limits.monthlyRemainingAmount}
          remainingCount={limits.monthlyRemainingCount}
          lastReset={wallet.lastMonthlyReset}
        />
      </Periods>
    </Panel>
  );
}
