// SQL for the browsers each person has signed in from, kept as the SHA-256 of the device cookie.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { knownDevices } from '../db/schema';

/** Records the device for the person; true when it was new to them, false when it was known (and is now touched). */
export async function recordKnownDevice(db: Queryable, userId: string, deviceHash: string): Promise<boolean> {
  const inserted = await db
    .insert(knownDevices)
    .values({ userId, deviceHash })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  if (inserted.length > 0) return true;
  await db
    .update(knownDevices)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)));
  return false;
}

export async function isKnownDevice(db: Queryable, userId: string, deviceHash: string): Promise<boolean> {
  const [known] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
    .limit(1);
  return known !== undefined;
}

export async function hasOtherKnownDevice(
  db: Queryable,
  userId: string,
  deviceHash: string,
): Promise<boolean> {
  const [other] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), ne(knownDevices.deviceHash, deviceHash)))
    .limit(1);
  return other !== undefined;
}
