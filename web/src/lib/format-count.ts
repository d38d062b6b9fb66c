// Counts for people (SPEC.md §1): "12,480", and a count with its word, "1 transaction" or "1,204 transactions".
import { groupThousands } from '@wallet/common/money';

/**
 * A whole number with thousands separators; a string is read as a number first (GraphQL's big counts). Written out
 * rather than with Intl.NumberFormat, whose first use costs a phone's start-up the locale's data (common/src/money.ts).
 */
export function formatCount(value: number | string): string {
  const count = Math.round(Number(value));
  if (!Number.isFinite(count)) return String(count);
  return `${count < 0 ? '-' : ''}${groupThousands(String(Math.abs(count)))}`;
}

/** "1 page", "3 pages", "1,204 transactions": the count and the word for one or for many. */
export function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
