// Request logging: every request gets an id (kept from a sane X-Request-Id, else a new UUID), sent back in X-Request-Id
// and passed to the api; each request writes at most one line when its answer is done, from a handful of plain fields
// (no serialisation of the request and response objects, no logger object per request); the health check writes none.
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';

/** A request id from the client is kept only when it is short and plain, so it cannot forge log lines. */
const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

const requestIds = new WeakMap<Request, string>();

/** The request's id (a fresh one for a request that did not pass through requestLogging, such as a test's). */
export function requestIdOf(req: Request): string {
  let id = requestIds.get(req);
  if (id === undefined) {
    id = randomUUID();
    requestIds.set(req, id);
  }
  return id;
}

interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

export function requestLogging(logger: Logger, options: { quietPaths: readonly string[] }): RequestHandler {
  const quiet = new Set(options.quietPaths);
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    requestIds.set(req, id);
    res.setHeader('X-Request-Id', id);
    const url = req.originalUrl;
    const query = url.indexOf('?');
    // The path only: query values stay out of the log.
    const path = query === -1 ? url : url.slice(0, query);
    if (quiet.has(path)) {
      next();
      return;
    }
    const startedAt = performance.now();
    res.once('close', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line: RequestLine = {
        requestId: id,
        method: req.method,
        path,
        status,
        ms: Math.round((performance.now() - startedAt) * 10) / 10,
      };
      logger[level](line, res.writableFinished ? 'request' : 'request aborted');
    });
    next();
  };
}
