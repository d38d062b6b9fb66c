// Turns what a driver returns for a bigint (pg: string, PGlite: bigint or number) into a safe integer, never a float.

function integerFromSql(value: unknown, what: string): number {
  let integer: number;
  if (typeof value === 'number') integer = value;
  else if (typeof value === 'bigint') integer = Number(value);
  else if (typeof value === 'string' && /^-?\d+$/.test(value)) integer = Number(value);
  else throw new TypeError(`Expected integer ${what} from the database, got ${String(value)}`);
  // A fraction or an unsafe size means a query or the data is broken: stop rather than round money.
  if (!Number.isSafeInteger(integer)) throw new RangeError(`Unsafe integer ${what}: ${String(value)}`);
  return integer;
}

/** Integer cents from a bigint (or integral numeric) SQL value. */
export function centsFromSql(value: unknown): number {
  return integerFromSql(value, 'cents');
}

/** A SQL count(*) as a non-negative number. */
export function countFromSql(value: unknown): number {
  const count = integerFromSql(value, 'count');
  if (count < 0) throw new RangeError(`A count cannot be negative: ${count}`);
  return count;
}
