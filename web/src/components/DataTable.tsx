// A data table built from its columns (each one's header and how a row fills its cell), in the scrolling frame,
// named by a caption screen readers hear; marked busy while new rows are on their way.
import type { AriaAttributes, ReactNode } from 'react';
import { Table, TableFrame } from './Table';
import { VisuallyHidden } from './VisuallyHidden';

export interface DataColumn<Row> {
  /** The header cell's content; wrap it in VisuallyHidden for a column named for screen readers only. */
  header: ReactNode;
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
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Another page, filter or sort is on its way: the rows stay, marked busy. */
  busy?: boolean;
}

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
