// SQL for sessions: create, find a live one with its person in one indexed join, touch, revoke.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { sessions, users } from '../db/schema';
import { USER_COLUMNS } from '../people/users.repository';
import type { User } from '../people/user';

export interface NewSession {
  userId: string;
  tokenHash: string;
  remember: boolean;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export interface LiveSession {
  session: { id: string; remember: boolean; lastSeenAt: Date; expiresAt: Date };
  user: User;
}

export async function insertSession(db: Queryable, session: NewSession): Promise<string> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (row === undefined) throw new Error('insert into sessions returned no row');
  return row.id;
}

/** The session of this token hash if it is neither revoked nor expired, with its person as they are now. */
export async function findLiveSession(db: Queryable, tokenHash: string): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      session: {
        id: sessions.id,
        remember: sessions.remember,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      },
      user: USER_COLUMNS,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    );
  return row;
}

/** Records use; a browser session's expiry slides to idleSeconds from now, a remembered one keeps its fixed end. */
export async function touchSession(db: Queryable, sessionId: string, idleSeconds: number): Promise<void> {
  await db
    .update(sessions)
    .set({
      lastSeenAt: sql`now()`,
      expiresAt: sql`case when ${sessions.remember} then ${sessions.expiresAt} else now() + make_interval(secs => ${idleSeconds}) end`,
    })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionByTokenHash(db: Queryable, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every live session of a person, or every one but the session given. */
export async function revokeSessionsOfUser(
  db: Queryable,
  userId: string,
  options: { exceptSessionId?: string } = {},
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.exceptSessionId === undefined ? undefined : ne(sessions.id, options.exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
