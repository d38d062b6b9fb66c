// The agent overview's period tabs (SPEC.md §2): Today, This Week, This Month, as an ARIA tab list — arrows,
// Home and End move and choose; the tab panel the page renders is labelled by the chosen tab.
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { STATS_PERIODS } from '@wallet/common/agents';
import type { StatsPeriod } from '../../../gql/graphql';

/** The GraphQL periods in SPEC.md's order. */
export const statsPeriods = STATS_PERIODS.map((period) => period.toUpperCase() as StatsPeriod);

export const statsPeriodLabels: Readonly<Record<StatsPeriod, string>> = {
  TODAY: 'Today',
  WEEK: 'This Week',
  MONTH: 'This Month',
};

/** The id of a period's tab, for the panel's aria-labelledby. */
export function periodTabId(idPrefix: string, period: StatsPeriod): string {
  return `${idPrefix}-tab-${period.toLowerCase()}`;
}

// One line at every width: on a phone the three tabs share the row (down to 320 px) instead of wrapping.
const List = styled.div`
  display: inline-flex;
  flex-wrap: nowrap;
  max-width: 100%;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => theme.spacing.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${({ theme }) => theme.media.mobile} {
    display: flex;
    width: 100%;
  }
`;

const Tab = styled.button`
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.heading};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  ${({ theme }) => theme.media.mobile} {
    flex: 1 1 auto;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.xs}`};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

interface PeriodTabsProps {
  value: StatsPeriod;
  onChange: (period: StatsPeriod) => void;
  /** Prefix of the tabs' ids (periodTabId). */
  idPrefix: string;
  /** The id of the tab panel the tabs control. */
  panelId: string;
  /** Another element the period changes, outside the panel (the quick statistics). */
  alsoControls?: string;
}

export function PeriodTabs({ value, onChange, idPrefix, panelId, alsoControls }: PeriodTabsProps) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const choose = (index: number) => {
    const count = statsPeriods.length;
    const next = statsPeriods[(index + count) % count];
    if (!next) return;
    onChange(next);
    tabs.current[statsPeriods.indexOf(next)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Partial<Record<string, number>> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: statsPeriods.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <List role="tablist" aria-label="Period">
      {statsPeriods.map((period, index) => {
        const selected = period === value;
        return (
          <Tab
            key={period}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={periodTabId(idPrefix, period)}
            aria-selected={selected}
            aria-controls={alsoControls ? `${panelId} ${alsoControls}` : panelId}
            // Roving focus: Tab reaches the chosen tab only; the arrows move between them.
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(period)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {statsPeriodLabels[period]}
          </Tab>
        );
      })}
    </List>
  );
}
