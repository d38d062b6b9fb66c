// A data table: real header cells, a caption for its name, and a frame that scrolls sideways on small screens only:
// cells are padded lightly and several-word headers may wrap, so a dashboard's widest table fits beside the sidebar.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  /* The containing block of visually hidden header text too, so it scrolls with the table instead of widening the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

/**
 * A styled `<table>` for rows you lay out yourself: real header cells (`<th scope="col">`), a `<caption>`
 * naming it, `data-align="end"` on amount cells. Put it in a TableFrame. Most lists are simpler with
 * DataTable.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};

  caption {
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    color: ${({ theme }) => theme.colors.heading};
  }

  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    text-align: left;
    vertical-align: middle;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    /* A header of several words may take two lines rather than push the last column out of sight. */
    text-wrap: balance;
  }

  th[data-align='end'],
  td[data-align='end'] {
    text-align: right;
  }

  /* The row's actions stay in sight at the frame's right edge when a narrow window makes the table scroll. */
  th[data-role='action'],
  td[data-role='action'] {
    position: sticky;
    right: 0;
  }

  td[data-role='action'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

interface TableFrameProps {
  /** Names the scrolling region for keyboard and screen-reader users. */
  label: string;
  /** The Table. */
  children: ReactNode;
}

/**
 * The frame around a Table: it scrolls sideways on small screens only, and it is focusable and named by
 * `label`, so keyboard users can scroll a wide table.
 */
export function TableFrame({ label, children }: TableFrameProps) {
  return (
    <Frame role="region" aria-label={label} tabIndex={0}>
      {children}
    </Frame>
  );
}

/**
 * Free text in a cell (a name, an e-mail, a description) that may be long and have no spaces: it wraps, even
 * inside a word, within `$widthMax` (16rem unless given), so one long value neither widens the table past its
 * frame nor makes the other columns squeeze.
 */
export const CellText = styled.span<{ $widthMax?: string }>`
  display: block;
  max-width: ${({ $widthMax = '16rem' }) => $widthMax};
  overflow-wrap: anywhere;
`;
