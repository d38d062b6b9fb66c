// SQL for Idempotency-Key rows: claim a key, read a stored answer, keep an answer, forget expired keys.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { IDEMPOTENCY_KEY_LIFETIME_SECONDS } from './idempotency-key';

export interface KeyOwner {
  userId: string;
  key: string;
}

export interface StoredKey {
  fingerprint: string;
  responseStatus: number | null;
  responseBody: unknown;
  expired: boolean;
}

const expiresAt = () => sql`now() + make_interval(secs => ${IDEMPOTENCY_KEY_LIFETIME_SECONDS})`;

/**
 * Inserts the key row, or does nothing if the key exists. While another transaction holds an uncommitted row
 * for the same key, PostgreSQL makes this wait until that transaction ends: a twin request never runs twice.
 */
export async function insertKey(q: Queryable, owner: KeyOwner, fingerprint: string): Promise<boolean> {
  const inserted = await q
    .insert(idempotencyKeys)
    .values({ ...owner, fingerprint, expiresAt: expiresAt() })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

/** The committed row of a key, locked so only one request can take over an expired key. */
export async function lockStoredKey(q: Queryable, owner: KeyOwner): Promise<StoredKey | undefined> {
  const [row] = await q
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
      expired: sql<boolean>`${idempotencyKeys.expiresAt} <= now()`,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, owner.key)))
    .for('update');
  return row;
}

/** Gives an expired key to a new request: its old answer is forgotten. */
export async function renewKey(q: Queryable, owner: KeyOwner, fingerprint: string): Promise<void> {
  await q
    .update(idempotencyKeys)
    .set({
      fingerprint,
      responseStatus: null,
      responseBody: null,
      createdAt: sql`now()`,
      expiresAt: expiresAt(),
    })
    .where(and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, owner.key)));
}

export async function storeAnswer(
  q: Queryable,
  owner: KeyOwner,
  status: number,
  body: unknown,
): Promise<void> {
  await q
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, owner.key)));
}

/** Removes keys past their lifetime; returns how many. */
export async function deleteExpiredKeys(q: Queryable): Promise<number> {
  const deleted = await q
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, sql`now()`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
