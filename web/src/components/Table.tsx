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
