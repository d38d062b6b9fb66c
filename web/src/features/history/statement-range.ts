// A statement's period and address (docs/settings.md, "Statements"): From and To are calendar days (YYYY-MM-DD),
// by default the last STATEMENT_DEFAULT_DAYS days up to today; To may not be before From and the period covers at
// most STATEMENT_RANGE_DAYS_MAX days, both ends counted. The api checks the same and answers these messages.
import * as yup from 'yup';
import {
  STATEMENT_DATE_PATTERN,
  STATEMENT_DEFAULT_DAYS,
  STATEMENT_DOWNLOAD_PATH,
  STATEMENT_RANGE_DAYS_MAX,
  settingsMessages,
} from '@wallet/common/settings';
import type { TransactionStatus, TransactionType } from '../../gql/graphql';

export interface StatementRange {
  from: string;
  to: string;
}

export interface StatementFilters {
  type: TransactionType | null;
  status: TransactionStatus | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day of `date` on this computer's calendar, as YYYY-MM-DD. */
export function calendarDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Milliseconds of a YYYY-MM-DD day at UTC midnight, or NaN when it is not a real day (2026-02-30). */
function dayTime(value: string): number {
  if (!STATEMENT_DATE_PATTERN.test(value)) return Number.NaN;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? Number.NaN : time;
}

export function isCalendarDay(value: string): boolean {
  return !Number.isNaN(dayTime(value));
}

/** How many days the period covers, both ends counted (1 for a single day). */
export function statementDays({ from, to }: StatementRange): number {
  return Math.round((dayTime(to) - dayTime(from)) / DAY_MS) + 1;
}

/** The last STATEMENT_DEFAULT_DAYS days up to today, as the api's own default. */
export function defaultStatementRange(today: Date = new Date()): StatementRange {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - STATEMENT_DEFAULT_DAYS);
  return { from: calendarDay(start), to: calendarDay(today) };
}

function dayField(message: string) {
  return yup
    .string()
    .trim()
    .required(message)
    .test('calendar-day', message, (value) => value === undefined || isCalendarDay(value));
}

/** The form's rules: each day on its field; the period's own refusals for the whole form. */
export const statementRangeSchema = yup
  .object({
    from: dayField(settingsMessages.statementFromInvalid),
    to: dayField(settingsMessages.statementToInvalid),
  })
  .test('statement-period', function checkPeriod(range) {
    const { from = '', to = '' } = range;
    if (!isCalendarDay(from) || !isCalendarDay(to)) return true;
    const days = statementDays({ from, to });
    if (days < 1) return this.createError({ path: '', message: settingsMessages.statementEndsBeforeStart });
    if (days > STATEMENT_RANGE_DAYS_MAX) {
      return this.createError({ path: '', message: settingsMessages.statementTooLong });
    }
    return true;
  });

/** The bff's download address for this period, narrowed like the page (no type or status: all of them). */
export function statementUrl(range: StatementRange, filters: StatementFilters): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (filters.type) query.set('type', filters.type.toLowerCase());
  if (filters.status) query.set('status', filters.status.toLowerCase());
  return `${STATEMENT_DOWNLOAD_PATH}?${query.toString()}`;
}

/** The name the api gives the file, for when its answer names none. */
export function statementFileName({ from, to }: StatementRange): string {
  return `wallet-statement-${from}-to-${to}.csv`;
}
