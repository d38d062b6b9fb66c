// How a search text finds people, shared by the send-money search and the admin lists (docs/admin.md): the text is
// taken literally (LIKE's own characters escaped), matched against name and e-mail, phone digits and an exact id.
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { SEARCH_LENGTH_MIN } from '@wallet/common/constants';
import { users } from '../db/schema';
import { isUuid } from '../db/uuid';

/** Only digits and what people type between them in a phone number. */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

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
  if (isUuid(search)) conditions.push(eq(users.id, search.toLowerCase()));
  return or(...conditions);
}
