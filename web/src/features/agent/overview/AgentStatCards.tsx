// The agent overview's four cards (SPEC.md §2): Cash In, Cash Out and Send Money (amount and count in the
// period) and the Wallet Balance; skeletons while the period's figures load.
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { cardStyles } from '../../../components/Card';
import { DollarIcon, SendIcon, TransferIcon, WalletIcon } from '../../../components/icons';
import type { IconProps } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { getFragmentData } from '../../../gql';
import type { FragmentType } from '../../../gql';
import { transactionCount } from '../../../lib/format-count';
import { AgentOverview_AgentStatsFragment } from './agent-stats-fragment';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;

  /* On a phone the four figures are a compact two-by-two grid, so the latest movements start near the top. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

const Card = styled.div`
  ${cardStyles}
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 0;

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing.sm};
  }
`;

const Label = styled.dt`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding-right: 3.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.medium};

  ${({ theme }) => theme.media.mobile} {
    min-height: 0;
    padding-right: 0;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const IconBadge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing.lg};
  right: ${({ theme }) => theme.spacing.lg};
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSurface};
  color: ${({ theme }) => theme.colors.accent};

  /* Half a phone's width has no room for the icon. */
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Value = styled.dd`
  display: grid;
  gap: 0.125rem;
  margin: 0;
`;

const Amount = styled.span`
  min-height: 2.25rem;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  color: ${({ theme }) => theme.colors.heading};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  ${({ theme }) => theme.media.mobile} {
    min-height: 1.75rem;
    font-size: ${({ theme }) => theme.typography.size.lg};
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

interface FigureCardProps {
  label: string;
  icon: ComponentType<IconProps>;
  amount: string | undefined;
  detail: string | undefined;
  loading: boolean;
}

/** A dt/dd pair: the label, then the amount with its detail line under it. */
function FigureCard({ label, icon: Icon, amount, detail, loading }: FigureCardProps) {
  return (
    <Card>
      <Label>
        {label}
        {/* Inside the dt: a dl's groups may hold only dt and dd. Placed in the corner by position. */}
        <IconBadge aria-hidden="true">
          <Icon />
        </IconBadge>
      </Label>
      <Value>
        <Amount>
          {loading || amount === undefined ? <Skeleton width="7ch" height="1.75rem" /> : amount}
        </Amount>
        <Detail>
          {loading || detail === undefined ? <Skeleton width="9ch" height="0.875rem" /> : detail}
        </Detail>
      </Value>
    </Card>
  );
}

interface AgentStatCardsProps {
  stats?: FragmentType<typeof AgentOverview_AgentStatsFragment> | undefined;
  loading?: boolean;
}

export function AgentStatCards({ stats: statsRef, loading = false }: AgentStatCardsProps) {
  const stats = getFragmentData(AgentOverview_AgentStatsFragment, statsRef);
  const busy = loading && !stats;
  return (
    <Grid aria-busy={busy || undefined}>
      <FigureCard
        label="Cash In"
        icon={DollarIcon}
        loading={busy}
        amount={stats ? formatMoney(stats.cashIn.amount) : undefined}
        detail={stats ? transactionCount(stats.cashIn.count) : undefined}
      />
      <FigureCard
        label="Cash Out"
        icon={TransferIcon}
        loading={busy}
        amount={stats ? formatMoney(stats.cashOut.amount) : undefined}
        detail={stats ? transactionCount(stats.cashOut.count) : undefined}
      />
      <FigureCard
        label="Send Money"
        icon={SendIcon}
        loading={busy}
        amount={stats ? formatMoney(stats.send.amount) : undefined}
        detail={stats ? transactionCount(stats.send.count) : undefined}
      />
      <FigureCard
        label="Wallet Balance"
        icon={WalletIcon}
        loading={busy}
        amount={stats ? formatMoney(stats.walletBalance) : undefined}
        detail={stats ? 'Your float for cash in' : undefined}
      />
    </Grid>
  );
}
