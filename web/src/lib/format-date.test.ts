// The one date format of the app: short month, day, year, hours and minutes, in US English.
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeWithSeconds, formatLongDay, formatShortDay } from './format-date';

/** What Intl.DateTimeFormat('en-US') writes in the reader's own time zone: the format the app's dates follow. */
function intl(date: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-US', options).format(date);
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** Instants that try every hour of the 12-hour clock, both sides of midnight and noon, every month, leap day. */
function sampleInstants(): Date[] {
  const instants: Date[] = [];
  for (let month = 0; month < 12; month += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      instants.push(new Date(2026, month, 1 + ((month * 7 + hour) % 28), hour, (hour * 7) % 60, hour % 60));
    }
  }
  instants.push(
    new Date(2028, 1, 29, 0, 0, 0),
    new Date(2026, 11, 31, 23, 59, 59),
    new Date(1999, 0, 1, 12, 0, 5),
  );
  // And a thousand instants anywhere in 2000–2040, in this machine's own zone (daylight saving included, if it has it).
  let seed = 20_261_127;
  for (let index = 0; index < 1000; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    instants.push(new Date(Date.UTC(2000, 0, 1) + (seed / 2 ** 31) * 40 * 365.25 * 86_400_000));
  }
  return instants;
}

describe('formatDateTime', () => {
  it('when given an ISO instant, then it reads "Nov 21, 2026, 10:04 PM" in the given time zone', () => {
    expect(formatDateTime('2026-11-21T22:04:59.000Z', 'UTC')).toBe('Nov 21, 2026, 10:04 PM');
    expect(formatDateTime('2026-01-05T09:30:00.000Z', 'UTC')).toBe('Jan 5, 2026, 9:30 AM');
  });

  it("when written in the reader's own zone without Intl, then it is what Intl writes, instant by instant", () => {
    for (const date of sampleInstants()) {
      expect(formatDateTime(date.toISOString())).toBe(intl(date, DATE_TIME));
    }
  });

  it('when it is midnight or noon, then the 12-hour clock says 12 AM and 12 PM', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 0, 5).toISOString())).toBe('Nov 21, 2026, 12:05 AM');
    expect(formatDateTime(new Date(2026, 10, 21, 12, 0).toISOString())).toBe('Nov 21, 2026, 12:00 PM');
  });

  it('when the text is not a date, then it is shown as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatDateTimeWithSeconds', () => {
  it('when given an ISO instant, then it reads "Nov 21, 2026, 10:04:59 PM" in the given time zone', () => {
    expect(formatDateTimeWithSeconds('2026-11-21T22:04:59.000Z', 'UTC')).toBe('Nov 21, 2026, 10:04:59 PM');
    expect(formatDateTimeWithSeconds('2026-01-05T09:30:00.000Z', 'UTC')).toBe('Jan 5, 2026, 9:30:00 AM');
  });

  it("when written in the reader's own zone without Intl, then it is what Intl writes, instant by instant", () => {
    for (const date of sampleInstants()) {
      expect(formatDateTimeWithSeconds(date.toISOString())).toBe(
        intl(date, { ...DATE_TIME, second: '2-digit' }),
      );
    }
  });

  it('when the text is not a date, then it is shown as it came', () => {
    expect(formatDateTimeWithSeconds('not a date')).toBe('not a date');
  });
});

describe('formatShortDay and formatLongDay', () => {
  it('when given an instant, then they write its day as Intl does: "Jan 5, 2026" and "January 5, 2026"', () => {
    for (const date of sampleInstants()) {
      expect(formatShortDay(date.toISOString())).toBe(
        intl(date, { month: 'short', day: 'numeric', year: 'numeric' }),
      );
      expect(formatLongDay(date.toISOString())).toBe(
        intl(date, { month: 'long', day: 'numeric', year: 'numeric' }),
      );
    }
  });

  it('when the text is not a date, then it is shown as it came', () => {
    expect(formatShortDay('soon')).toBe('soon');
    expect(formatLongDay('soon')).toBe('soon');
  });
});
