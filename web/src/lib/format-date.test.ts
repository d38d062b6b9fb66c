// The one date format of the app: short month, day, year, hours and minutes, in US English.
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeWithSeconds } from './format-date';

describe('formatDateTime', () => {
  it('when given an ISO instant, then it reads "Nov 21, 2026, 10:04 PM" in the given time zone', () => {
    expect(formatDateTime('2026-11-21T22:04:59.000Z', 'UTC')).toBe('Nov 21, 2026, 10:04 PM');
    expect(formatDateTime('2026-01-05T09:30:00.000Z', 'UTC')).toBe('Jan 5, 2026, 9:30 AM');
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

  it('when the text is not a date, then it is shown as it came', () => {
    expect(formatDateTimeWithSeconds('not a date')).toBe('not a date');
  });
});
