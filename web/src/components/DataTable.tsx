// A data table built from its columns (each one's header and how a row fills its cell), in the scrolling frame,
// named by a caption screen readers hear; marked busy while new rows are on their way.
import type { AriaAttributes, ReactNode } from 'react';
import { Table, TableFrame } from './Table';
import { VisuallyHidden } from './VisuallyHidden';

export interface DataColumn<Row> {
  /** The header cell's content; wrap it in VisuallyHidden for a column named for screen readers only. */
  header: ReactNode;
  /** Renders the row's cell: text, an AmountText, a badge, an action button. */
  cell: (row: Row) => ReactNode;
  /** Amounts line up on the right, header and cells alike. */
  align?: 'end';
  /** A sortable column says how the rows are sorted by it ("none" when they are not). */
  sort?: AriaAttributes['aria-sort'];
}

interface DataTableProps<Row> {
  /** Names the scrolling region. */
  label: string;
  /** Names the table itself. */
  caption: string;
  /** In display order; a column's `cell` renders one row's cell. */
  columns: readonly DataColumn<Row>[];
  /** The records of this page, in display order. */
  rows: readonly Row[];
  /** A stable key per record, usually its id. */
  rowKey: (row: Row) => string;
  /** Another page, filter or sort is on its way: the rows stay, marked busy. */
  busy?: boolean;
}

/**
 * A list of records as a table, built from its columns: each says its header and how a row fills its cell.
 * Use it for the admin and history lists; it brings the scrolling frame, a caption screen readers hear,
 * aligned amount columns and `aria-sort` on sorted columns. While the next page, filter or sort loads, pass
 * `busy`: the rows stay and are marked busy rather than blinking away. For a table whose rows are not
 * uniform, build it from Table and TableFrame.
 */
export function DataTable<Row>({ label, caption, columns, rows, rowKey, busy = false }: DataTableProps<Row>) {
  return (
    <TableFrame label={label}>
      <Table aria-busy={busy || undefined}>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" data-align={column.align} aria-sort={column.sort}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <td key={index} data-align={column.align}>
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
