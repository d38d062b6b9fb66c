// Counts for people (SPEC.md §1): "12,480", and a count with its word, "1 transaction" or "1,204 transactions".

const counts = new Intl.NumberFormat('en-US');

/** A whole number with thousands separators; a string is read as a number first (GraphQL's big counts). */
export function formatCount(value: number | string): string {
  return counts.format(Number(value));
}

/** "1 page", "3 pages", "1,204 transactions": the count and the word for one or for many. */
export function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
