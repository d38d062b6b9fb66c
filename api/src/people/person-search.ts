// How a search text finds people, shared by the send-money search and the admin lists (docs/admin.md): the text is
// taken literally (LIKE's own characters escaped), matched against name and e-mail, phone digits and an exact id.
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ADMIN_SEARCH_LENGTH_MAX, adminMessages } from '@wallet/common/admin';
import { SEARCH_LENGTH_MIN } from '@wallet/common/constants';
import { users } from '../db/schema';
import type { Query } from '../http/query-params';
import { boundedTextParam, isUuidText } from '../http/query-params';

/** Only digits and what people type between them in a phone number. */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/** The `search` of an admin list (GET /wallets, GET /users): trimmed, blank as not given, at most 100 characters. */
export function adminSearchParam(query: Query): string | undefined {
  return boundedTextParam(query, 'search', adminMessages.search, ADMIN_SEARCH_LENGTH_MAX);
}

/** LIKE's own characters taken literally, so "%" finds a percent sign rather than everyone. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The LIKE pattern of "contains this text", every character literal; bind it as a parameter. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * Name or e-mail containing the search (any case), a phone containing its digits when the search looks like a
 * phone number with at least SEARCH_LENGTH_MIN digits, or exactly this id.
 */
export function personMatchesSearch(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const conditions: (SQL | undefined)[] = [ilike(users.name, pattern), ilike(users.email, pattern)];
  const digits = search.replace(/\D/g, '');
  if (PHONE_LIKE.test(search) && digits.length >= SEARCH_LENGTH_MIN) {
    conditions.push(sql`regexp_replace(${users.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  if (isUuidText(search)) conditions.push(eq(users.id, search.toLowerCase()));
  return or(...conditions);
}
