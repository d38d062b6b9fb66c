// Liveness and readiness probes: healthz says the process answers, readyz that it can reach its database (and, with a
// read replica, whether reads go there or, degraded, to the primary).
import { Router } from 'express';
import type { Database } from '../db/database';
import { pingDatabase } from '../db/database';
import type { ReadRouter } from '../db/read-replica';
import { access } from '../http/access';
import { AppError } from '../http/app-error';
import { requestLog } from '../http/request-logging';
import { sendSuccess } from '../http/envelope';

/** A readiness probe must answer quickly; a database slower than this counts as not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

async function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(dependencies: {
  db: Database;
  reads?: Pick<ReadRouter, 'check'>;
  startedAt: number;
}): Router {
  const router = Router();

  router.get('/healthz', access('public'), (_request, response) => {
    const uptimeSeconds = Math.floor((Date.now() - dependencies.startedAt) / 1000);
    sendSuccess(response, 200, 'OK', { status: 'ok', uptimeSeconds });
  });

  router.get('/readyz', access('public'), async (request, response) => {
    try {
      await withinTimeout(pingDatabase(dependencies.db), READINESS_TIMEOUT_MS);
    } catch (error) {
      requestLog(request).warn({ err: error }, 'readiness: database does not answer');
      throw new AppError(503, 'Service unavailable: the database does not answer');
    }
    // The replica is measured now (bounded by its own timeouts). Down or lagging, the api still serves every request
    // from the primary: ready, but degraded, so a load balancer keeps it and an operator sees why.
    const replica = await dependencies.reads?.check();
    if (replica === undefined) {
      sendSuccess(response, 200, 'Ready', { status: 'ready' });
      return;
    }
    if (replica.state === 'up') {
      sendSuccess(response, 200, 'Ready', { status: 'ready', replica });
      return;
    }
    const why =
      replica.state === 'down'
        ? 'the read replica does not answer'
        : `the read replica is ${replica.lagMs ?? 0} ms behind (more than ${replica.lagMaxMs} ms)`;
    sendSuccess(response, 200, `Ready, degraded: ${why}; reads go to the primary`, {
      status: 'degraded',
      replica,
    });
  });

  return router;
}
