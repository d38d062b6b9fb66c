// GET /api/v1/events: the signed-in person's live updates as Server-Sent Events (docs/live.md). Ids only, never
// amounts or names; the client reads what changed through the usual routes.
import { Router } from 'express';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { wallets } from '../db/schema';
import { access, signedIn } from '../http/access';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import { sessionTokenOf } from '../sessions/session-cookie';
import { hashSessionToken } from '../sessions/session-token';
import type { LiveEvent, LiveHub, LiveWatcher } from './live-hub';

/** What a browser's EventSource waits before reconnecting, sent first on every stream. */
export const LIVE_RETRY_MS = 2_000;

export function liveStreamsMessage(limit: number): string {
  return `At most ${limit} live update streams may be open per session; close another tab or window of this session first.`;
}

export function eventsRoutes({
  db,
  config,
  live,
  logger,
}: {
  db: Database;
  config: Pick<Config, 'liveHeartbeatMs' | 'liveStreamsPerSession'>;
  live: LiveHub;
  logger: Logger;
}): Router {
  const router = Router();

  router.get('/events', access('signed-in'), async (request, response) => {
    const { user, sessionId } = signedIn(request);
    if (live.streamsOfSession(sessionId) >= config.liveStreamsPerSession) {
      throw new AppError(429, liveStreamsMessage(config.liveStreamsPerSession));
    }
    const token = sessionTokenOf(request);
    if (token === undefined) throw new Error('events: a signed-in request without its session cookie');
    const [wallet] = await db
      .select({ id: wallets.id, isBlocked: wallets.isBlocked })
      .from(wallets)
      .where(eq(wallets.userId, user.id));

    let nextId = 0;
    let ended = false;
    /** Set once the stream is registered and its heartbeat runs; end() undoes both. */
    const running: { heartbeat?: NodeJS.Timeout; unregister?: () => void } = {};
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(running.heartbeat);
      running.unregister?.();
      if (!response.writableEnded) response.end();
    };
    const watcher: LiveWatcher = {
      userId: user.id,
      role: user.role,
      sessionId,
      tokenHash: hashSessionToken(token),
      walletId: wallet?.id,
      walletBlocked: wallet?.isBlocked ?? false,
      send(event: LiveEvent) {
        if (ended) return;
        nextId += 1;
        response.write(`id: ${nextId}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
      },
      close: end,
    };
    response.on('close', end);
    const unregister = await live.open(watcher);
    running.unregister = unregister;
    if (ended) {
      unregister();
      return;
    }
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Accel-Buffering', 'no');
    response.setHeader('Connection', 'keep-alive');
    response.flushHeaders();
    response.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    running.heartbeat = setInterval(() => {
      if (ended) return;
      response.write(': ping\n\n');
      // A safety net beside the session_changes notifications: an expired session or a lost listener.
      live.recheck(watcher).catch((error: unknown) => {
        logger.warn({ err: error }, 'live events: a session check failed');
      });
    }, config.liveHeartbeatMs);
  });

  return router;
}
