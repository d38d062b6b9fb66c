// One headline figure (a label and its value) for a <dl> of statistics; shows a skeleton while loading.
import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Card';
import type { IconProps } from './icons';
import { Skeleton } from './Skeleton';

const Root = styled(Card)`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.spacing.xxs};
  position: relative;
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

  /* Half a phone's width has no room for the icon: the label takes the line. */
  ${({ theme }) => theme.media.mobile} {
    min-height: 0;
    padding-right: 0;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Value = styled.dd`
  margin: 0;
  min-height: 2.5rem;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  color: ${({ theme }) => theme.colors.heading};
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.01em;
  white-space: nowrap;

  /* A long figure ("$1,234,567.00") breaks rather than pushing the page sideways. */
  ${({ theme }) => theme.media.mobile} {
    min-height: 1.75rem;
    font-size: ${({ theme }) => theme.typography.size.lg};
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const Figure = styled.span`
  display: block;
`;

/** A line under the figure (a trend, a count); muted unless the caller colours it. */
const Detail = styled.span<{ $phoneLines: number }>`
  display: block;
  min-height: 1.25rem;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  letter-spacing: normal;
  white-space: normal;

  ${({ theme }) => theme.media.mobile} {
    min-height: ${({ $phoneLines }) => `${$phoneLines * 1.5}em`};
    font-size: ${({ theme }) => theme.typography.size.xs};
    line-height: 1.5;
  }
`;

const IconBadge = styled.span`
  position: absolute;
  bottom: ${({ theme }) => theme.spacing.lg};
  right: ${({ theme }) => theme.spacing.lg};
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSurface};
  color: ${({ theme }) => theme.colors.accent};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

interface StatCardProps {
  /** What the figure counts, e.g. "Total balance". */
  label: string;
  /** Already formatted for people ("12,480", "$1,234.50"). */
  value?: string;
  /** A decorative icon beside the label. */
  icon?: ComponentType<IconProps>;
  /** Shows skeletons for the value and the line. */
  loading?: boolean;
  /** A line under the value ("+20% from last month", "of 4 pages"); a skeleton while loading. */
  detail?: ReactNode;
  /**
   * The lines the detail takes in half a phone's width, kept while loading too (so the card does not grow when
   * it arrives); 1 by default.
   */
  detailPhoneLines?: number;
}

/**
 * One headline figure: a label and its value, with an optional icon and a line under it. It renders a
 * `<dt>`/`<dd>` pair, so it must sit inside a `<dl>` (SummaryCards lays a row of them out). While loading,
 * the value and the line are skeletons.
 */
export function StatCard({
  label,
  value,
  icon: StatIcon,
  loading = false,
  detail,
  detailPhoneLines = 1,
}: StatCardProps) {
  return (
    <Root>
      <Label>
        {label}
        {/* Inside the dt: a dl's groups may hold only dt and dd. Placed in the corner by position. */}
        {StatIcon ? (
          <IconBadge>
            <StatIcon />
          </IconBadge>
        ) : null}
      </Label>
      <Value>
        {detail === undefined ? (
          loading ? (
            <Skeleton width="7ch" height="1.75rem" />
          ) : (
            value
          )
        ) : (
          <>
            <Figure>{loading ? <Skeleton width="7ch" height="1.75rem" /> : value}</Figure>
            <Detail $phoneLines={detailPhoneLines}>
              {loading ? <Skeleton width="12ch" height="0.875rem" /> : detail}
            </Detail>
          </>
        )}
      </Value>
    </Root>
  );
}
