// A person with an account as the api knows them, and the one JSON shape they are shown in (never the password hash).
import type { UserJson } from '@wallet/common/admin-json';
import type { users } from '../db/schema';

/** A users row, password hash included: only the auth use cases read it. */
export type UserWithPassword = typeof users.$inferSelect;

/** A users row without the password hash: what every other part of the api passes around. */
export type User = Omit<UserWithPassword, 'passwordHash'>;

export type { UserJson } from '@wallet/common/admin-json';

/** Picks the public fields by name, so a column added later is never exposed by accident. */
export function userJson(user: User): UserJson {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    isEmailVerified: user.isEmailVerified,
    isApproved: user.isApproved,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** E-mail addresses are stored and looked up trimmed and lower-cased, so "Ada@X.com" and "ada@x.com" are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An agent may act only while approved; a pending or suspended agent is refused everywhere. */
export function isSuspendedAgent(user: Pick<User, 'role' | 'isApproved'>): boolean {
  return user.role === 'agent' && !user.isApproved;
}
