// Reads query parameters the same way on every list route: an empty value counts as not given, a repeated or nested
// one is refused, and each refusal is a 400 naming its parameter with the route's message.
import type { Request } from 'express';
import { ADMIN_SEARCH_LENGTH_MAX, adminMessages } from '@wallet/common/admin';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@wallet/common/constants';
import type { PaginationJson } from '@wallet/common/wallet-json';
import { isUuid } from '../db/uuid';
import { AppError } from './app-error';

export type Query = Request['query'];

/** The messages of `page` and `limit` (docs/money.md), the same on every paginated route. */
export const pageMessages = {
  page: 'page must be a whole number from 1',
  limit: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
} as const;

export interface PageParams {
  page: number;
  limit: number;
}

const WHOLE_NUMBER = /^\d+$/;

function refused(name: string, message: string): AppError {
  return new AppError(400, message, 'VALIDATION_FAILED', name);
}

/** The parameter's text, trimmed; undefined when absent or empty, as a form with "All" selected sends it. */
export function textParam(query: Query, name: string, message: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  // Repeated (?page=1&page=2) or nested (?page[a]=1) parameters are refused, not guessed at.
  if (typeof value !== 'string') throw refused(name, message);
  return value.trim();
}

/** Free text such as a search: trimmed, blank counts as not given, more than `maxLength` characters refused. */
export function boundedTextParam(
  query: Query,
  name: string,
  message: string,
  maxLength: number,
): string | undefined {
  const text = textParam(query, name, message);
  if (text === undefined || text === '') return undefined;
  // Characters as people count them (code points), not UTF-16 units: an emoji is one.
  if ([...text].length > maxLength) throw refused(name, message);
  return text;
}

/** A whole number from 1 to `max`, written in digits only (no sign, point or exponent). */
export function wholeNumberParam(
  query: Query,
  name: string,
  message: string,
  fallback: number,
  max: number = Number.MAX_SAFE_INTEGER,
): number {
  const text = textParam(query, name, message);
  if (text === undefined) return fallback;
  const value = WHOLE_NUMBER.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > max) throw refused(name, message);
  return value;
}

/** One of the given values, compared exactly (case included). */
export function oneOfParam<Value extends string>(
  query: Query,
  name: string,
  values: readonly Value[],
  message: string,
): Value | undefined {
  const text = textParam(query, name, message);
  if (text === undefined) return undefined;
  const value = values.find((candidate) => candidate === text);
  if (value === undefined) throw refused(name, message);
  return value;
}

/** An id (a UUID), lower-cased as the database gives it back. */
export function uuidParam(query: Query, name: string, message: string): string | undefined {
  const text = textParam(query, name, message);
  if (text === undefined) return undefined;
  if (!isUuid(text)) throw refused(name, message);
  return text.toLowerCase();
}

/** `page` ≥ 1 (default 1) and `limit` 1..PAGE_SIZE_MAX (default PAGE_SIZE_DEFAULT). */
export function pageParams(query: Query): PageParams {
  return {
    page: wholeNumberParam(query, 'page', pageMessages.page, 1),
    limit: wholeNumberParam(query, 'limit', pageMessages.limit, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
  };
}

/** The pagination block of a list answer. */
export function paginationJson({ page, limit }: PageParams, totalItems: number): PaginationJson {
  return { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, itemsPerPage: limit };
}

/** The `search` of an admin list (GET /wallets, GET /users): trimmed, blank as not given, at most 100 characters. */
export function adminSearchParam(query: Query): string | undefined {
  return boundedTextParam(query, 'search', adminMessages.search, ADMIN_SEARCH_LENGTH_MAX);
}
