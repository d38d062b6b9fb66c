// DataTable on a phone and on a desktop: a real table on wide screens, a list of cards below 768 px (never both),
// each card with the row's amount, status, party, date and action; 0, 1 and 100 rows; long names and e-mails.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { mockMatchMedia } from '../test/match-media';
import { Button } from './Button';
import { DataTable } from './DataTable';
import type { DataColumn, DataTableLayout } from './DataTable';
import { StatusBadge } from './StatusBadge';
import { VisuallyHidden } from './VisuallyHidden';

interface Row {
  id: string;
  party: string;
  email: string;
  amount: string;
  status: 'COMPLETED' | 'PENDING';
  date: string;
}

/** 60 characters, one word: the worst a name can be for wrapping. */
const LONG_NAME = `Bartholomew${'x'.repeat(37)}Featherstone`;
/** 80 characters. */
const LONG_EMAIL = `${'a'.repeat(63)}@example-mail.com`;

function row(index: number, overrides: Partial<Row> = {}): Row {
  return {
    id: `row-${index}`,
    party: `Person ${index}`,
    email: `person${index}@wallet.local`,
    amount: `$${index}.00`,
    status: index % 2 === 0 ? 'COMPLETED' : 'PENDING',
    date: `Nov ${(index % 28) + 1}, 2026`,
    ...overrides,
  };
}

function columns(onView: (id: string) => void): DataColumn<Row>[] {
  return [
    {
      header: 'Party',
      card: 'title',
      cell: (item) => (
        <>
          <span>{item.party}</span> <span>{item.email}</span>
        </>
      ),
    },
    { header: 'Status', card: 'status', cell: (item) => <StatusBadge status={item.status} /> },
    { header: 'Amount', align: 'end', card: 'amount', cell: (item) => item.amount },
    { header: 'Date', cell: (item) => item.date },
    {
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      card: 'action',
      cell: (item) => (
        <Button size="sm" aria-label={`View ${item.party}`} onClick={() => onView(item.id)}>
          View
        </Button>
      ),
    },
  ];
}

function renderTable(rows: readonly Row[], layout?: DataTableLayout) {
  const onView = vi.fn();
  render(
    <ThemePreferenceProvider persist={false}>
      <DataTable
        label="Payments region"
        caption="Payments"
        columns={columns(onView)}
        rows={rows}
        rowKey={(item) => item.id}
        {...(layout ? { layout } : {})}
      />
    </ThemePreferenceProvider>,
  );
  return onView;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DataTable on a desktop', () => {
  it('when the screen is 768 px or wider, then it is a table named by its caption, with no list of cards', () => {
    mockMatchMedia({ phone: false });
    renderTable([row(1)]);

    const table = screen.getByRole('table', { name: 'Payments' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
  });

  it('when the action column is drawn, then its cells are marked to stay in sight at the right edge', () => {
    mockMatchMedia({ phone: false });
    renderTable([row(1)]);

    const button = screen.getByRole('button', { name: 'View Person 1' });
    expect(button.closest('td')).toHaveAttribute('data-role', 'action');
  });
});

describe('DataTable on a phone', () => {
  it('when there are no rows, then it is an empty list and no table', () => {
    mockMatchMedia({ phone: true });
    renderTable([]);

    const list = screen.getByRole('list', { name: 'Payments' });
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when there is one row, then its card shows party, amount, status and the labelled date, and View works', async () => {
    mockMatchMedia({ phone: true });
    const onView = renderTable([row(1)]);

    const [card] = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    if (!card) throw new Error('no card');
    expect(card).toHaveTextContent('Person 1');
    expect(card).toHaveTextContent('$1.00');
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    const date = within(card).getByRole('definition');
    expect(date).toHaveTextContent('Nov 2, 2026');
    expect(within(card).getByRole('term')).toHaveTextContent('Date');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'View Person 1' }));
    expect(onView).toHaveBeenCalledWith('row-1');
  });

  it('when there are 100 rows, then there are 100 cards, each with its own action', async () => {
    mockMatchMedia({ phone: true });
    const rows = Array.from({ length: 100 }, (_, index) => row(index + 1));
    const onView = renderTable(rows);

    // Role queries over 100 cards are slow in jsdom: count the items and buttons by their markup, then use roles
    // inside the last card.
    const list = screen.getByRole('list', { name: 'Payments' });
    const cards = [...list.children];
    expect(cards).toHaveLength(100);
    expect(cards.every((card) => card.tagName === 'LI')).toBe(true);
    const labels = cards.map((card) => card.querySelector('button')?.getAttribute('aria-label'));
    expect(new Set(labels).size).toBe(100);
    await userEvent.click(within(cards[99] as HTMLElement).getByRole('button', { name: 'View Person 100' }));
    expect(onView).toHaveBeenCalledWith('row-100');
  });

  it('when a name has 60 characters and an e-mail 80, then the card shows both whole beside a working action', async () => {
    mockMatchMedia({ phone: true });
    const onView = renderTable([row(1, { party: LONG_NAME, email: LONG_EMAIL })]);

    expect(LONG_NAME).toHaveLength(60);
    expect(LONG_EMAIL).toHaveLength(80);
    const card = screen.getByRole('listitem');
    expect(within(card).getByText(LONG_NAME)).toBeInTheDocument();
    expect(within(card).getByText(LONG_EMAIL)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: `View ${LONG_NAME}` }));
    expect(onView).toHaveBeenCalledWith('row-1');
  });

  it('when the window widens past 768 px and narrows again, then the cards become a table and back', () => {
    const media = mockMatchMedia({ phone: true });
    renderTable([row(1), row(2)]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    act(() => media.setPhone(false));
    expect(screen.queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Payments' })).toBeInTheDocument();

    act(() => media.setPhone(true));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('when a column is sorted, then its header sits above the cards with the order in words', () => {
    mockMatchMedia({ phone: true });
    render(
      <ThemePreferenceProvider persist={false}>
        <DataTable
          label="Payments region"
          caption="Payments"
          columns={[
            { header: 'Party', card: 'title', sort: 'ascending', cell: (item: Row) => item.party },
            { header: 'Amount', card: 'amount', cell: (item: Row) => item.amount },
          ]}
          rows={[row(1)]}
          rowKey={(item) => item.id}
        />
      </ThemePreferenceProvider>,
    );

    expect(screen.getByRole('list', { name: 'Sort Payments' })).toHaveTextContent('Party (sorted ascending)');
  });
});

describe('DataTable with a layout pinned', () => {
  it('when layout is "cards", then it is a list of cards whatever the screen', () => {
    mockMatchMedia({ phone: false });
    renderTable([row(1)], 'cards');
    expect(screen.getByRole('list', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when layout is "table", then it is a table whatever the screen', () => {
    mockMatchMedia({ phone: true });
    renderTable([row(1)], 'table');
    expect(screen.getByRole('table', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
  });
});
