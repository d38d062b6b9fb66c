// Finds someone to send money to: verified people with the user role whose account is open, shown with a masked
// e-mail and phone.
import type { Request } from 'express';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { SEARCH_LENGTH_MIN, SEARCH_RESULTS_MAX } from '@wallet/common/constants';
import { walletMessages } from '@wallet/common/wallet';
import type { Queryable } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import type { UserMatchJson } from '@wallet/common/wallet-json';
import { personMatchesSearch } from '../people/person-search';

export interface UserSearch {
  search: string;
  limit: number;
}

/** Longer than any name, e-mail or phone, so a bigger search can only be junk. */
export const SEARCH_LENGTH_MAX = 100;

export const searchUsersMessages = {
  tooLong: `Search must be at most ${SEARCH_LENGTH_MAX} characters`,
  limit: `limit must be a whole number from 1 to ${SEARCH_RESULTS_MAX}`,
} as const;

const MASK = '•';
const EMAIL_VISIBLE_CHARACTERS = 2;
const PHONE_VISIBLE_DIGITS = 4;

export function parseUserSearch(query: Request['query']): UserSearch {
  const search = query.search;
  const text = typeof search === 'string' ? search.trim() : '';
  if (text.length < SEARCH_LENGTH_MIN)
    throw new AppError(400, walletMessages.searchTooShort, undefined, 'search');
  if (text.length > SEARCH_LENGTH_MAX)
    throw new AppError(400, searchUsersMessages.tooLong, undefined, 'search');
  return { search: text, limit: parseLimit(query.limit) };
}

function parseLimit(value: unknown): number {
  if (value === undefined || value === '') return SEARCH_RESULTS_MAX;
  const limit = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > SEARCH_RESULTS_MAX) {
    throw new AppError(400, searchUsersMessages.limit, undefined, 'limit');
  }
  return limit;
}

export async function searchUsers(
  q: Queryable,
  callerUserId: string,
  { search, limit }: UserSearch,
): Promise<UserMatchJson[]> {
  const rows = await q
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.role, 'user'),
        eq(users.isEmailVerified, true),
        // A closed account receives nothing, so nobody is offered it as a receiver.
        isNull(users.closedAt),
        ne(users.id, callerUserId),
        personMatchesSearch(search),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
  return rows.map(userMatchJson);
}

/** A person as a payer may see them: name, masked e-mail and phone. */
export function userMatchJson(row: {
  id: string;
  name: string;
  email: string;
  phone: string;
}): UserMatchJson {
  const email = maskEmail(row.email);
  const phone = maskPhone(row.phone);
  // SPEC.md §3's user fields for a SPEC client (masked: docs/rest-contract.md), and the masked names the bff reads.
  return {
    _id: row.id,
    name: row.name,
    email,
    phone,
    role: 'user',
    maskedEmail: email,
    maskedPhone: phone,
  };
}

/** "alice@wallet.local" → "al•••@wallet.local": enough to recognise, never the whole local part. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at);
  const visible = Math.min(EMAIL_VISIBLE_CHARACTERS, Math.max(local.length - 1, 0));
  return `${local.slice(0, visible)}${MASK.repeat(3)}${domain}`;
}

/** "01712341234" → "•••••••1234": the last four digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= PHONE_VISIBLE_DIGITS) return MASK.repeat(digits.length);
  return `${MASK.repeat(digits.length - PHONE_VISIBLE_DIGITS)}${digits.slice(-PHONE_VISIBLE_DIGITS)}`;
}
