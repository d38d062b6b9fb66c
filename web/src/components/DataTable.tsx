// A data table built from its columns (each one's header and how a row fills its cell), in the scrolling frame,
// named by a caption screen readers hear; marked busy while new rows are on their way. On a phone the same columns
// make a list of cards instead, each column placed by the role it declares, so no row hides its amount or action
// off screen.
import type { AriaAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { useIsPhone } from '../lib/use-media-query';
import { Table, TableFrame } from './Table';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * Where a column's cell goes on a phone's card: `title` at the top (who or what the row is about), `amount` at the
 * top's far end, `status` under the title, `detail` as a labelled line (the default), `action` in the card's
 * foot, `none` not on the card (a figure the title already shows).
 */
export type CardRole = 'title' | 'amount' | 'status' | 'detail' | 'action' | 'none';

export interface DataColumn<Row> {
  /** The header cell's content; wrap it in VisuallyHidden for a column named for screen readers only. */
  header: ReactNode;
  /** Renders the row's cell: text, an AmountText, a badge, an action button. */
  cell: (row: Row) => ReactNode;
  /** Amounts line up on the right, header and cells alike. */
  align?: 'end';
  /** A sortable column says how the rows are sorted by it ("none" when they are not). */
  sort?: AriaAttributes['aria-sort'];
  /** Where the cell goes on a phone's card; `detail` when not given. */
  card?: CardRole;
  /** The column's name in words, for a card's detail line when the header is not plain text (a sort button). */
  label?: string;
}

/** Which markup the rows take: `auto` follows the screen (cards below 768 px), the others force one. */
export type DataTableLayout = 'auto' | 'table' | 'cards';

interface DataTableProps<Row> {
  /** Names the scrolling region. */
  label: string;
  /** Names the table itself (and the list of cards on a phone). */
  caption: string;
  /** In display order; a column's `cell` renders one row's cell. */
  columns: readonly DataColumn<Row>[];
  /** The records of this page, in display order. */
  rows: readonly Row[];
  /** A stable key per record, usually its id. */
  rowKey: (row: Row) => string;
  /** Another page, filter or sort is on its way: the rows stay, marked busy. */
  busy?: boolean;
  /** Stories and tests pin one layout; the app leaves it to the screen. */
  layout?: DataTableLayout;
}

/**
 * A list of records as a table, built from its columns: each says its header and how a row fills its cell.
 * Use it for the admin and history lists; it brings the scrolling frame, a caption screen readers hear,
 * aligned amount columns and `aria-sort` on sorted columns. While the next page, filter or sort loads, pass
 * `busy`: the rows stay and are marked busy rather than blinking away. Below 768 px the rows become a list of
 * cards (one `<li>` each, never both markups at once); give each column its `card` role so the card shows who,
 * how much, the status and the action first. For a table whose rows are not uniform, build it from Table and
 * TableFrame.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const isPhone = useIsPhone();
  const layout = props.layout ?? 'auto';
  const cards = layout === 'cards' || (layout === 'auto' && isPhone);
  return cards ? <CardList {...props} /> : <RowTable {...props} />;
}

function RowTable<Row>({ label, caption, columns, rows, rowKey, busy = false }: DataTableProps<Row>) {
  return (
    <TableFrame label={label}>
      <Table aria-busy={busy || undefined}>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                data-align={column.align}
                data-role={column.card}
                aria-sort={column.sort}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <td key={index} data-align={column.align} data-role={column.card}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const CardItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.typography.size.sm};
  /* A long name or e-mail without spaces breaks rather than widening the page. */
  overflow-wrap: anywhere;
`;

const CardTop = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: start;
`;

const CardTitle = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 0;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.heading};
`;

const CardAmount = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.spacing.xxs};
  text-align: right;
  overflow-wrap: normal;
`;

const CardStatus = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const CardDetails = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  min-width: 0;

  > div {
    display: grid;
    grid-template-columns: minmax(6rem, auto) minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing.sm};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    min-width: 0;
  }
`;

/** The row's buttons, each at least the 44 px a finger needs, wrapping onto more lines when they must. */
const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;

  button,
  a {
    min-height: 2.75rem;
  }
`;

const SortBar = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A column's name in words: its label, or its header when that is plain text. */
function columnName<Row>(column: DataColumn<Row>): ReactNode {
  return column.label ?? column.header;
}

const sortWords: Partial<Record<NonNullable<AriaAttributes['aria-sort']>, string>> = {
  ascending: 'sorted ascending',
  descending: 'sorted descending',
};

function CardList<Row>({ caption, columns, rows, rowKey, busy = false }: DataTableProps<Row>) {
  const roleOf = (column: DataColumn<Row>) => column.card ?? 'detail';
  const byRole = (role: CardRole) => columns.filter((column) => roleOf(column) === role);
  const titles = byRole('title');
  const amounts = byRole('amount');
  const statuses = byRole('status');
  const details = byRole('detail');
  const actions = byRole('action');
  const sortable = columns.filter((column) => column.sort !== undefined);
  return (
    <div>
      {sortable.length > 0 ? (
        // The headers' sort buttons, which a card has no header row for.
        <SortBar aria-label={`Sort ${caption}`}>
          {sortable.map((column, index) => {
            const state = column.sort ? sortWords[column.sort] : undefined;
            return (
              <li key={index}>
                {column.header}
                {state ? <VisuallyHidden>{` (${state})`}</VisuallyHidden> : null}
              </li>
            );
          })}
        </SortBar>
      ) : null}
      <Cards aria-label={caption} aria-busy={busy || undefined}>
        {rows.map((row) => (
          <CardItem key={rowKey(row)}>
            {titles.length > 0 || amounts.length > 0 ? (
              <CardTop>
                <CardTitle>
                  {titles.map((column, index) => (
                    <div key={index}>{column.cell(row)}</div>
                  ))}
                </CardTitle>
                {amounts.length > 0 ? (
                  <CardAmount>
                    {amounts.map((column, index) => (
                      <div key={index}>{column.cell(row)}</div>
                    ))}
                  </CardAmount>
                ) : null}
              </CardTop>
            ) : null}
            {statuses.length > 0 ? (
              <CardStatus>
                {statuses.map((column, index) => (
                  <div key={index}>{column.cell(row)}</div>
                ))}
              </CardStatus>
            ) : null}
            {details.length > 0 ? (
              <CardDetails>
                {details.map((column, index) => (
                  <div key={index}>
                    <dt>{columnName(column)}</dt>
                    <dd>{column.cell(row)}</dd>
                  </div>
                ))}
              </CardDetails>
            ) : null}
            {actions.length > 0 ? (
              <CardActions>
                {actions.map((column, index) => (
                  <div key={index}>{column.cell(row)}</div>
                ))}
              </CardActions>
            ) : null}
          </CardItem>
        ))}
      </Cards>
    </div>
  );
}
