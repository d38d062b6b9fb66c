// Reads the query of GET /transactions/statement: an optional first and last calendar day, and My History's filters.
import type { Request } from 'express';
import { STATEMENT_DATE_PATTERN, settingsMessages } from '@wallet/common/settings';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@wallet/common/wallet';
import { AppError } from '../http/app-error';
import { oneOfParam, textParam } from '../http/query-params';
import type { Query } from '../http/query-params';
import { historyQueryMessages } from './history-query';
import type { HistoryFilter } from './transactions.repository';

export interface StatementQuery extends HistoryFilter {
  /** YYYY-MM-DD, a real calendar day; undefined when not given (the range then takes its default). */
  from: string | undefined;
  to: string | undefined;
}

export const statementQueryMessages = {
  from: settingsMessages.statementFromInvalid,
  to: settingsMessages.statementToInvalid,
  type: historyQueryMessages.type,
  status: historyQueryMessages.status,
} as const;

export function parseStatementQuery(query: Request['query']): StatementQuery {
  return {
    from: calendarDayParam(query, 'from', statementQueryMessages.from),
    to: calendarDayParam(query, 'to', statementQueryMessages.to),
    type: oneOfParam(query, 'type', TRANSACTION_TYPES, statementQueryMessages.type),
    status: oneOfParam(query, 'status', TRANSACTION_STATUSES, statementQueryMessages.status),
  };
}

function calendarDayParam(query: Query, name: string, message: string): string | undefined {
  const text = textParam(query, name, message);
  if (text === undefined) return undefined;
  // The pattern alone lets 2025-02-30 through, which PostgreSQL would refuse with a fault instead of a 400.
  if (!STATEMENT_DATE_PATTERN.test(text) || !isCalendarDay(text)) {
    throw new AppError(400, message, 'VALIDATION_FAILED', name);
  }
  return text;
}

const MS_PER_DAY = 86_400_000;

/** Whether YYYY-MM-DD names a day that exists; year 0 does not (PostgreSQL's calendar starts at 1 AD). */
function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined || year < 1) return false;
  return dayOfNumber(dayNumber(day)) === day;
}

/** Days since 1970-01-01 of a YYYY-MM-DD day: calendar arithmetic on dates, which no time zone shifts. */
export function dayNumber(day: string): number {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  const utc = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  utc.setUTCFullYear(year, month - 1, date);
  return Math.round(utc.getTime() / MS_PER_DAY);
}

/** The YYYY-MM-DD of a day number (years 1 to 9999). */
export function dayOfNumber(days: number): string {
  return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
}
