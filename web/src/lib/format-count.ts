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
export function countOf(count: number | string, one: string, many: string): string {
  const value = Number(count);
  // English plurals for whole counts: "one" is exactly 1 (or -1), what Intl.PluralRules('en-US') says, without its
  // start-up cost (see formatCount).
  return `${formatCount(value)} ${Math.abs(value) === 1 ? one : many}`;
}

/** "1 transaction", "0 transactions", "1,204 transactions". */
export function transactionCount(count: number | string): string {
  return countOf(count, 'transaction', 'transactions');
}
