// Page controls for long lists (SPEC.md §2, §5): Previous/Next disabled at the ends, page numbers in a window
// around the current page with ellipses, nothing at all when everything fits on one page.
import styled from 'styled-components';
import { PAGINATION_WINDOW } from '@wallet/common/constants';
import { ArrowRightIcon } from './icons';

export type PageItem = number | 'gap-before' | 'gap-after';

/**
 * The first and last page, `window` pages each side of the current one, and a gap marker wherever pages are
 * left out (a gap of exactly one page shows that page instead: "1 … 3" would hide nothing).
 */
export function pageItems(currentPage: number, totalPages: number, window = PAGINATION_WINDOW): PageItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  let start = Math.max(1, current - window);
  let end = Math.min(totalPages, current + window);
  if (start === 3) start = 2;
  if (end === totalPages - 2) end = totalPages - 1;
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap-before');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < totalPages - 1) items.push('gap-after');
  if (end < totalPages) items.push(totalPages);
  return items;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 2.5rem;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.surfaceRaised)};
  color: ${({ theme, $current }) => ($current ? theme.colors.onPrimary : theme.colors.text)};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme, $current }) => ($current ? theme.colors.primaryHover : theme.colors.surfaceMuted)};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

const Gap = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 2rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BackIcon = styled(ArrowRightIcon)`
  transform: scaleX(-1);
`;

interface PaginationProps {
  /** 1-based. */
  currentPage: number;
  /** From the answer's page info; 0 or 1 renders nothing. */
  totalPages: number;
  /** A new 1-based page was picked (never the current one). */
  onPageChange: (page: number) => void;
  /** The navigation landmark's name, when a screen has more than one list. */
  label?: string;
  disabled?: boolean;
}

/**
 * Page controls under a long list: Previous and Next (disabled at the ends) and the page numbers around the
 * current one, with an ellipsis where pages are left out. It renders nothing when everything fits on one
 * page. The current page is marked with aria-current, and each number is read as "Page N". Pass `disabled`
 * while a page is loading.
 */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  label = 'Pagination',
  disabled = false,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const isFirst = currentPage <= 1;
  const isLast = currentPage >= totalPages;
  return (
    <Nav aria-label={label}>
      <List>
        <li>
          <PageButton
            type="button"
            disabled={disabled || isFirst}
            onClick={() => onPageChange(currentPage - 1)}
          >
            <BackIcon size={16} />
            Previous
          </PageButton>
        </li>
        {pageItems(currentPage, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                $current={item === currentPage}
                aria-current={item === currentPage ? 'page' : undefined}
                aria-label={`Page ${item}`}
                disabled={disabled}
                onClick={() => {
                  if (item !== currentPage) onPageChange(item);
                }}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            disabled={disabled || isLast}
            onClick={() => onPageChange(currentPage + 1)}
          >
            Next
            <ArrowRightIcon size={16} />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
