// Reads the query of GET /transactions/my-history: filters by the viewer's type and status, a page and its size.
import type { Request } from 'express';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@wallet/common/constants';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@wallet/common/wallet';
import type { TransactionStatus, TransactionType } from '@wallet/common/wallet';
import { AppError } from '../http/app-error';

export interface HistoryQuery {
  type: TransactionType | undefined;
  status: TransactionStatus | undefined;
  page: number;
  limit: number;
}

export const historyQueryMessages = {
  page: 'page must be a whole number from 1',
  limit: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
  type: `type must be one of ${TRANSACTION_TYPES.join(', ')}`,
  status: `status must be one of ${TRANSACTION_STATUSES.join(', ')}`,
} as const;

const WHOLE_NUMBER = /^\d+$/;

/** An empty parameter counts as not given, as a form with "All" selected sends it. */
function queryText(query: Request['query'], name: keyof typeof historyQueryMessages): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  // Repeated (?page=1&page=2) or nested (?page[a]=1) parameters are refused, not guessed at.
  if (typeof value !== 'string')
    throw new AppError(400, historyQueryMessages[name], 'VALIDATION_FAILED', name);
  return value.trim();
}

function wholeNumber(
  query: Request['query'],
  name: 'page' | 'limit',
  fallback: number,
  max: number = Number.MAX_SAFE_INTEGER,
): number {
  const text = queryText(query, name);
  if (text === undefined) return fallback;
  const value = WHOLE_NUMBER.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new AppError(400, historyQueryMessages[name], 'VALIDATION_FAILED', name);
  }
  return value;
}

function oneOf<Value extends string>(
  query: Request['query'],
  name: 'type' | 'status',
  values: readonly Value[],
): Value | undefined {
  const text = queryText(query, name);
  if (text === undefined) return undefined;
  const value = values.find((candidate) => candidate === text);
  if (value === undefined) throw new AppError(400, historyQueryMessages[name], 'VALIDATION_FAILED', name);
  return value;
}

export function parseHistoryQuery(query: Request['query']): HistoryQuery {
  return {
    type: oneOf(query, 'type', TRANSACTION_TYPES),
    status: oneOf(query, 'status', TRANSACTION_STATUSES),
    page: wholeNumber(query, 'page', 1),
    limit: wholeNumber(query, 'limit', PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
  };
}
