// Counts for people (SPEC.md §1): "12,480", and a count with its word, "1 transaction" or "1,204 transactions".

const counts = new Intl.NumberFormat('en-US');
// English has one and other; PluralRules also knows "1.0" and other edge cases, so no one writes `=== 1` again.
const plurals = new Intl.PluralRules('en-US');

/** A whole number with thousands separators; a string is read as a number first (GraphQL's big counts). */
export function formatCount(value: number | string): string {
  return counts.format(Number(value));
}

/** "1 page", "3 pages", "1,204 transactions": the count and the word for one or for many. */
export function countOf(count: number | string, one: string, many: string): string {
  const value = Number(count);
  return `${formatCount(value)} ${plurals.select(value) === 'one' ? one : many}`;
}

/** "1 transaction", "0 transactions", "1,204 transactions". */
export function transactionCount(count: number | string): string {
  return countOf(count, 'transaction', 'transactions');
}
