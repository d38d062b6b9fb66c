// Money is integer cents inside the system; dollars appear only at the edges (JSON numbers, "1234.50" strings, screens).

/** The most one operation may move: 1,000,000.00 dollars. */
export const MAX_AMOUNT_CENTS = 100_000_000;

const DECIMAL_DOLLARS = /^(0|[1-9]\d{0,15})(\.\d{1,2})?$/;

export class MoneyFormatError extends Error {
  override name = 'MoneyFormatError';
}

/**
 * Parses dollars given as a JSON number or a decimal string into integer cents.
 * Refuses anything that is not a finite, non-negative amount with at most two decimals.
 */
export function dollarsToCents(value: unknown): number {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new MoneyFormatError('Amount must be a finite number');
    // String(0.1) is "0.1"; String(1e21) is "1e+21", which the pattern refuses.
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    throw new MoneyFormatError('Amount must be a number');
  }
  if (text.startsWith('-')) throw new MoneyFormatError('Amount must not be negative');
  const match = DECIMAL_DOLLARS.exec(text);
  if (!match) throw new MoneyFormatError('Amount must be a number with at most two decimal places');
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '.').slice(1).padEnd(2, '0');
  const cents = Number(whole) * 100 + Number(fraction);
  if (!Number.isSafeInteger(cents)) throw new MoneyFormatError('Amount is too large');
  return cents;
}

function assertCents(cents: number | bigint): bigint {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) {
    throw new RangeError(`Cents must be a safe integer, got ${cents}`);
  }
  return BigInt(cents);
}

/** Cents as a JSON-friendly dollar number with at most two decimals (123450 → 1234.5). */
export function centsToDollars(cents: number | bigint): number {
  return Number(centsToDecimalString(cents));
}

/** Cents as a decimal string with exactly two places (123450 → "1234.50", -5 → "-0.05"). */
export function centsToDecimalString(cents: number | bigint): string {
  const value = assertCents(cents);
  const sign = value < 0n ? '-' : '';
  const absolute = value < 0n ? -value : value;
  const whole = absolute / 100n;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${sign}${whole.toString()}.${fraction}`;
}

/** Thousands separators: "1234567" → "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Cents as US dollars for people: 123450 → "$1,234.50", -5 → "-$0.05" (what Intl's en-US currency format writes).
 * Written out rather than through Intl.NumberFormat: the first Intl formatter a page builds loads the locale's data,
 * tens of milliseconds of a phone's start-up (measured 20-60 ms unthrottled in Chromium), for a fixed format.
 */
export function formatCents(cents: number | bigint): string {
  const decimal = centsToDecimalString(cents);
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? decimal.slice(1) : decimal).split('.');
  return `${negative ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}

/** A decimal dollar string (the GraphQL Money scalar) for people: "1234.50" → "$1,234.50". */
export function formatMoney(decimal: string): string {
  return formatCents(dollarsToCents(decimal.replace(/^-/, '')) * (decimal.startsWith('-') ? -1 : 1));
}
