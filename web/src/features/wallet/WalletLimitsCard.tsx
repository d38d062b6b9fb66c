// My Wallet's limits card (docs/freeze-and-limits.md): the daily and monthly limits in force (the person's own or
// the platform's), what was spent against them, a change waiting for its 24 hours, and the way to Settings to change
// them. The limits in force come with the wallet (its `limits` already take the personal ones); the controls say
// whose they are and what waits.
import { formatMoney } from '@wallet/common/money';
import type { LimitPeriod } from '@wallet/common/wallet';
import { Alert } from '../../components/Alert';
import { ButtonLink } from '../../components/Button';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { DetailList } from '../../components/DetailList';
import { Skeleton } from '../../components/Skeleton';
import { paths } from '../../lib/paths';
import { periodLimits, pendingLimitText } from '../../money/personal-limits-text';
import type { PersonalLimitsState } from '../../money/personal-limits-text';

export const WALLET_LIMITS_TITLE = 'Your limits';
export const CHANGE_LIMITS_LABEL = 'Change limits in Settings';

export interface WalletLimitsFigures {
  dailyAmount: string;
  monthlyAmount: string;
  dailySpentAmount: string;
  monthlySpentAmount: string;
}

interface WalletLimitsCardProps {
  /** The limits in force and the spending, from the wallet. */
  figures: WalletLimitsFigures;
  /** Whose limits they are and what waits; undefined while loading (or unreadable). */
  controls?: PersonalLimitsState | undefined;
  loading?: boolean;
}

function whose(controls: PersonalLimitsState | undefined, period: LimitPeriod): string {
  if (!controls) return '';
  return periodLimits(controls, period).personalAmount === null ? " (the platform's)" : ' (your own)';
}

export function WalletLimitsCard({ figures, controls, loading = false }: WalletLimitsCardProps) {
  const pending = controls
    ? (['daily', 'monthly'] as const)
        .map((period) => pendingLimitText(periodLimits(controls, period)))
        .filter((text): text is string => text !== null)
    : [];
  return (
    <Panel aria-labelledby="wallet-limits-title">
      <PanelTitle id="wallet-limits-title">{WALLET_LIMITS_TITLE}</PanelTitle>
      <DetailList
        items={[
          { label: 'Daily limit', value: `${formatMoney(figures.dailyAmount)}${whose(controls, 'daily')}` },
          { label: 'Spent today', value: formatMoney(figures.dailySpentAmount) },
          {
            label: 'Monthly limit',
            value: `${formatMoney(figures.monthlyAmount)}${whose(controls, 'monthly')}`,
          },
          { label: 'Spent this month', value: formatMoney(figures.monthlySpentAmount) },
        ]}
      />
      {loading && !controls ? (
        <div role="status" aria-label="Loading your own limits">
          <Skeleton width="14rem" height="0.875rem" />
        </div>
      ) : null}
      {pending.map((text) => (
        <Alert key={text} tone="info" title="Waiting">
          {text}
        </Alert>
      ))}
      <div>
        <ButtonLink to={paths.user.settings} variant="secondary" size="sm">
          {CHANGE_LIMITS_LABEL}
        </ButtonLink>
      </div>
    </Panel>
  );
}
