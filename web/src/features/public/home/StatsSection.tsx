// The landing page's live figures (publicStats): skeletons while loading, an error with retry, an empty note.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Container } from '../../../components/Container';
import { ChartIcon, DollarIcon, StoreIcon, UsersIcon } from '../../../components/icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { StatCard } from '../../../components/StatCard';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { getFragmentData, graphql } from '../../../gql';
import type { FragmentType } from '../../../gql';
import { formatCount } from '../../../lib/format-count';

export const StatsSection_PublicStatsFragment = graphql(`
  fragment StatsSection_PublicStats on PublicStats {
    totalUsers
    totalAgents
    totalTransactions
    totalVolume
  }
`);

export const STATS_ERROR_MESSAGE = "We couldn't load our latest figures right now.";

const Section = styled.section`
  padding-block: ${({ theme }) => theme.spacing.section};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface StatsSectionProps {
  stats?: FragmentType<typeof StatsSection_PublicStatsFragment> | null | undefined;
  loading?: boolean;
  /** The message to show when the figures could not be loaded. */
  errorMessage?: string | null | undefined;
  onRetry?: () => void;
}

export function StatsSection({ stats: statsRef, loading = false, errorMessage, onRetry }: StatsSectionProps) {
  const stats = getFragmentData(StatsSection_PublicStatsFragment, statsRef);
  const showError = !loading && !stats && errorMessage;
  const empty = stats && stats.totalUsers === 0 && stats.totalTransactions === 0;

  return (
    <Section aria-labelledby="stats-heading">
      <Inner>
        <SectionHeading
          id="stats-heading"
          eyebrow="Wallet in numbers"
          title="Trusted by a growing community"
          description="Live figures from our platform: the people, agents and payments that make Wallet work every day."
        />
        {showError ? (
          <Alert
            tone="danger"
            title={errorMessage}
            action={
              onRetry ? (
                <Button variant="secondary" size="sm" onClick={onRetry}>
                  Try again
                </Button>
              ) : null
            }
          >
            Please check your connection and try again in a moment.
          </Alert>
        ) : (
          <>
            {loading ? <VisuallyHidden role="status">Loading the latest figures…</VisuallyHidden> : null}
            <Grid aria-busy={loading || undefined}>
              <StatCard
                label="Happy users"
                icon={UsersIcon}
                loading={loading}
                value={stats ? formatCount(stats.totalUsers) : undefined}
              />
              <StatCard
                label="Trusted agents"
                icon={StoreIcon}
                loading={loading}
                value={stats ? formatCount(stats.totalAgents) : undefined}
              />
              <StatCard
                label="Transactions"
                icon={ChartIcon}
                loading={loading}
                value={stats ? formatCount(stats.totalTransactions) : undefined}
              />
              <StatCard
                label="Total volume"
                icon={DollarIcon}
                loading={loading}
                value={stats ? formatMoney(stats.totalVolume) : undefined}
              />
            </Grid>
            {empty ? (
              <Note>
                We&apos;re just getting started. Create an account and be one of our first customers.
              </Note>
            ) : null}
          </>
        )}
      </Inner>
    </Section>
  );
}
