// The pieces dashboard pages are built from: the page column, its heading, titled card panels and the
// form-beside-aside columns; layouts place the page, the page places these.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { cardStyles } from './Card';

export const pageWidths = ['narrow', 'medium', 'wide'] as const;
/** narrow: one column of cards; medium: a form with an aside; wide: tables. */
export type PageWidth = (typeof pageWidths)[number];

// One column no wider than the layout gives it (minmax(0, …)): a long name or e-mail in a heading, a panel or a
// list of cards wraps instead of widening the page past a phone's screen.
const PageRoot = styled.div<{ $width: PageWidth }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: ${({ theme, $width }) =>
    $width === 'wide' ? theme.layout.contentWidthMax : $width === 'medium' ? '64rem' : '56rem'};
`;

/**
 * The column a dashboard page is built in, placed by the dashboard layout. Inside it: a PageHeader, then
 * Panels (or Columns of a form and its aside, or a Stack). Pick the width by what the page holds: `narrow`
 * for one column of cards, `medium` for a form with an aside, `wide` for tables.
 */
export function Page({ width = 'medium', children }: { width?: PageWidth; children: ReactNode }) {
  return <PageRoot $width={width}>{children}</PageRoot>;
}

/** The page's one h1. PageHeader places it; use it alone only where a page builds its own header. */
export const PageTitle = styled.h1`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
`;

/** Muted running text: the line under the page title, or a panel's note. */
export const PageLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The page's one h1 and, under it, what the page is for. */
export function PageHeader({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <div>
      <PageTitle>{title}</PageTitle>
      {lead ? <PageLead>{lead}</PageLead> : null}
    </div>
  );
}

/** A card section; label it with its PanelTitle's id (aria-labelledby). */
export const Panel = styled.section`
  ${cardStyles}
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-content: start;
`;

const PanelHeading = styled.h2<{ $size: PanelTitleSize }>`
  font-size: ${({ theme, $size }) => theme.typography.size[$size]};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const panelTitleSizes = ['lg', 'xl'] as const;
/** xl for a page of stacked panels; lg for the narrower panels of a form page's columns. */
export type PanelTitleSize = (typeof panelTitleSizes)[number];

/**
 * A panel's h2. Give it an id and label the Panel with it (aria-labelledby). `xl` on a page of stacked
 * panels, `lg` in the narrower columns of a form page.
 */
export function PanelTitle({
  size = 'xl',
  ...props
}: ComponentPropsWithRef<'h2'> & { size?: PanelTitleSize }) {
  return <PanelHeading $size={size} {...props} />;
}

/** A panel's top row: its title (or figure) and, at the far end, an action or a badge; wraps when narrow. */
export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** A form's panel with an aside beside it on desktop (the form gets the wider column). */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** Panels one under the other, spaced like the page. */
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/** A list panel's foot: its page controls with the count lines, centred and muted. */
export const PanelFooter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  justify-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
