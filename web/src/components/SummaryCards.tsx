// A row of headline figures above a dashboard's list (StatCards in their <dl>), wrapping to fit; a figure not known
// yet shows its skeleton.
import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import type { IconProps } from './icons';
import { StatCard } from './StatCard';

const Grid = styled.dl<{ $minColumnWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $minColumnWidth }) => $minColumnWidth}, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;

  /* On a phone the figures are a compact two-column grid, so the page's own content starts near the top. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

export interface SummaryFigure {
  label: string;
  icon?: ComponentType<IconProps>;
  /** Already formatted for people; undefined while it is not known. */
  value: string | undefined;
  /** A line under the value (StatCard's `detail`). */
  detail?: ReactNode;
}

interface SummaryCardsProps {
  /** The figures in order; each becomes a StatCard. */
  figures: readonly SummaryFigure[];
  /** The figures are on their way: the row is marked busy and every card shows its skeleton. */
  loading?: boolean;
  /** The narrowest a card gets before the row wraps. */
  minColumnWidth?: string;
  /** The lines each detail takes in a phone's two-column grid, reserved while loading (StatCard). */
  detailPhoneLines?: number;
}

/**
 * A row of headline figures above a dashboard's list (StatCards in their `<dl>`), wrapping to fit the width.
 * A figure not known yet shows its skeleton; while `loading`, the row is marked busy and every card shows
 * one.
 */
export function SummaryCards({
  figures,
  loading = false,
  minColumnWidth = '12rem',
  detailPhoneLines,
}: SummaryCardsProps) {
  return (
    <Grid $minColumnWidth={minColumnWidth} aria-busy={loading || undefined}>
      {figures.map(({ label, icon, value, detail }) => (
        <StatCard
          key={label}
          label={label}
          icon={icon}
          value={value}
          loading={loading || value === undefined}
          detail={detail}
          detailPhoneLines={detailPhoneLines}
        />
      ))}
    </Grid>
  );
}
