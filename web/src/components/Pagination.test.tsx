// Page controls (SPEC.md §2, §5): a window of 2 pages each side with ellipses, Previous/Next disabled at the
// ends, hidden when everything fits on one page.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { Pagination, pageItems } from './Pagination';

function renderPagination(currentPage: number, totalPages: number) {
  const onPageChange = vi.fn();
  render(
    <ThemePreferenceProvider persist={false}>
      <Pagination currentPage={currentPage} totalPages={totalPages} onPageChange={onPageChange} />
    </ThemePreferenceProvider>,
  );
  return onPageChange;
}

describe('pageItems', () => {
  it('when in the middle of a long list, then the first, the last and 2 pages each side show, with gaps', () => {
    expect(pageItems(6, 12)).toEqual([1, 'gap-before', 4, 5, 6, 7, 8, 'gap-after', 12]);
  });

  it('when near either end, then no gap hides a single page', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 'gap-after', 12]);
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 12]);
    expect(pageItems(5, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-after', 12]);
    expect(pageItems(9, 12)).toEqual([1, 'gap-before', 7, 8, 9, 10, 11, 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap-before', 10, 11, 12]);
  });

  it('when there are few pages, then all of them show', () => {
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('when on page 1, then Previous is disabled and Next goes to page 2', async () => {
    const onPageChange = renderPagination(1, 5);

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('when on the last page, then Next is disabled and a page number goes to that page', async () => {
    const onPageChange = renderPagination(5, 5);

    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('when everything fits on one page, then no page controls show', () => {
    renderPagination(1, 1);

    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
