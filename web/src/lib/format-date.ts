// Dates for people (SPEC.md §1): short month, day and year, with hours and minutes — "Nov 21, 2026, 10:04 PM".

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string | undefined, withSeconds = false): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}${withSeconds ? ':s' : ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(withSeconds ? { second: '2-digit' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** An ISO-8601 instant in the reader's time zone (or `timeZone`), e.g. "Nov 21, 2026, 10:04 PM". */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(timeZone).format(date);
}

/** The same with seconds, for records where the exact moment matters: "Nov 21, 2026, 10:04:59 PM". */
export function formatDateTimeWithSeconds(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(timeZone, true).format(date);
}
