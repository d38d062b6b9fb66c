// Sessions: a new random token at every sign-in, checked on every signed-in request (against a cache the database
// invalidates, else the database itself).
import type { Request, Response } from 'express';
import { authMessages } from '@wallet/common/auth';
import type { Database } from '../db/database';
import type { Authenticate, SignedIn } from '../http/access';
import { AppError } from '../http/app-error';
import { isSuspendedAgent } from '../people/user';
import type { NodeEnv } from '@wallet/common/env';
import {
  clearSessionCookie,
  cookiesSecure,
  REMEMBERED_SESSION_SECONDS,
  sessionTokenOf,
} from './session-cookie';
import type { SessionCache } from './session-cache';
import { NO_SESSION_CACHE } from './session-cache';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token';
import {
  findLiveSession,
  insertSession,
  revokeSessionByTokenHash,
  touchSession,
} from './sessions.repository';

/** A session without "remember me" ends after this long without a request. */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** last_seen_at is written at most this often, so most signed-in reads are a single SELECT. */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;
/** Longer values are cut: a header is the client's to choose, a column is not. */
const USER_AGENT_LENGTH_MAX = 512;

export interface StartedSession {
  token: string;
  sessionId: string;
  remember: boolean;
}

export async function startSession(
  db: Database,
  options: { userId: string; remember: boolean; userAgent: string | undefined; ip: string | undefined },
): Promise<StartedSession> {
  const token = newSessionToken();
  const lifetimeSeconds = options.remember ? REMEMBERED_SESSION_SECONDS : SESSION_IDLE_SECONDS;
  const sessionId = await insertSession(db, {
    userId: options.userId,
    tokenHash: hashSessionToken(token),
    remember: options.remember,
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
    userAgent: options.userAgent?.slice(0, USER_AGENT_LENGTH_MAX) ?? null,
    ip: options.ip ?? null,
  });
  return { token, sessionId, remember: options.remember };
}

/** The person behind a session token, or undefined when the token is unknown, revoked or expired. */
export async function resumeSession(
  db: Database,
  token: string,
  cache: SessionCache = NO_SESSION_CACHE,
): Promise<SignedIn | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const tokenHash = hashSessionToken(token);
  const now = Date.now();
  const cached = await cache.get(tokenHash, now);
  // A cached session is used while it has not expired and needs no touch; otherwise the row is read (and touched).
  if (
    cached !== undefined &&
    cached.session.expiresAt.getTime() > now &&
    now - cached.session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_SECONDS * 1000
  ) {
    return { user: cached.user, sessionId: cached.session.id };
  }
  const version = cache.version();
  const live = await findLiveSession(db, tokenHash);
  if (live === undefined) return undefined;
  const idleForMs = now - live.session.lastSeenAt.getTime();
  if (idleForMs >= SESSION_TOUCH_INTERVAL_SECONDS * 1000) {
    // Not cached this time: the next request reads the touched row and caches that.
    await touchSession(db, live.session.id, SESSION_IDLE_SECONDS);
  } else {
    cache.remember(tokenHash, live, version, Date.now());
  }
  return { user: live.user, sessionId: live.session.id };
}

export async function endSession(db: Database, token: string): Promise<void> {
  if (!isWellFormedToken(token)) return;
  await revokeSessionByTokenHash(db, hashSessionToken(token));
}

/**
 * How signed-in routes find their person: from the session cookie, through the session cache (whose entries every
 * change to the person or the session evicts at once, on every instance), else from the database. A cookie that no
 * longer works is cleared.
 */
export function sessionAuthenticator(
  db: Database,
  config: { nodeEnv: NodeEnv },
  cache: SessionCache = NO_SESSION_CACHE,
): Authenticate {
  return async (request: Request, response: Response) => {
    const token = sessionTokenOf(request);
    if (token === undefined) throw new AppError(401, authMessages.notSignedIn);
    const person = await resumeSession(db, token, cache);
    if (person === undefined) {
      clearSessionCookie(response, { secure: cookiesSecure(config, request) });
      throw new AppError(401, authMessages.notSignedIn);
    }
    if (isSuspendedAgent(person.user)) throw new AppError(403, authMessages.agentNotApproved);
    return person;
  };
}
