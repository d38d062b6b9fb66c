// Dates for people (SPEC.md §1): short month, day and year, with hours and minutes — "Nov 21, 2026, 10:04 PM" —
// exactly as Intl.DateTimeFormat('en-US') writes them.
//
// In the reader's own time zone (every screen) they are written out from the Date's local fields, not through
// Intl.DateTimeFormat: the first Intl date formatter a page builds loads the locale's calendar data, 70–130 ms of
// main thread on a phone (4× CPU slowdown, Chromium), inside the render that shows a dashboard's first dates
// (issue 16: the dashboards' longest task). format-date.test.ts holds them to Intl's output instant by instant.
// An explicit time zone still goes through Intl, which knows every zone's rules.

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string, withSeconds: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}${withSeconds ? ':s' : ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(withSeconds ? { second: '2-digit' } : {}),
      timeZone,
    });
    dateTimeFormats.set(key, format);
  }
  return format;
}

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** "Nov 21, 2026" from the date's local fields. */
function localShortDay(date: Date): string {
  return `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "10:04 PM" or "10:04:59 PM" from the date's local fields (12-hour clock: midnight is 12 AM, noon 12 PM). */
function localTime(date: Date, withSeconds: boolean): string {
  const hours = date.getHours();
  const seconds = withSeconds ? `:${twoDigits(date.getSeconds())}` : '';
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())}${seconds} ${hours < 12 ? 'AM' : 'PM'}`;
}

function parsed(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatted(iso: string, timeZone: string | undefined, withSeconds: boolean): string {
  const date = parsed(iso);
  if (!date) return iso;
  if (timeZone) return dateTimeFormat(timeZone, withSeconds).format(date);
  return `${localShortDay(date)}, ${localTime(date, withSeconds)}`;
}

/** An ISO-8601 instant in the reader's time zone (or `timeZone`), e.g. "Nov 21, 2026, 10:04 PM". */
export function formatDateTime(iso: string, timeZone?: string): string {
  return formatted(iso, timeZone, false);
}

/** The same with seconds, for records where the exact moment matters: "Nov 21, 2026, 10:04:59 PM". */
export function formatDateTimeWithSeconds(iso: string, timeZone?: string): string {
  return formatted(iso, timeZone, true);
}

/** The day alone, in the reader's time zone: "Jan 5, 2026" (an account's first day, where the time says nothing). */
export function formatShortDay(iso: string): string {
  const date = parsed(iso);
  return date ? localShortDay(date) : iso;
}

/** The day with the month's whole name, in the reader's time zone: "January 5, 2026". */
export function formatLongDay(iso: string): string {
  const date = parsed(iso);
  return date ? `${LONG_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : iso;
}
