// What a list panel shows: a loading message until the first answer, then its empty state or its rows (a later
// page or filter keeps the rows it has while the next answer comes).
import type { ReactNode } from 'react';
import { StateMessage } from './StateMessage';

interface ListStatesProps<Item> {
  /** undefined until the first answer. */
  items: readonly Item[] | undefined;
  /** "Loading users...". */
  loadingTitle: string;
  /** What an answer with nothing in it shows: a StateMessage of kind "empty". */
  empty: ReactNode;
  /** The rows, given the items of the answer (never empty). */
  children: (items: readonly Item[]) => ReactNode;
}

/**
 * The three states of a list panel in one place: a loading message until the first answer, the empty state
 * when the answer holds nothing, and otherwise the rows. A later page or filter keeps showing the rows it has
 * while the next answer comes (mark those busy, as DataTable does), so the panel does not flash back to
 * loading.
 */
export function ListStates<Item>({ items, loadingTitle, empty, children }: ListStatesProps<Item>) {
  if (!items) return <StateMessage kind="loading" title={loadingTitle} />;
  if (items.length === 0) return <>{empty}</>;
  return <>{children(items)}</>;
}
