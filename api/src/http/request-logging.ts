// Request logging: every request gets an id, in X-Request-Id and on each log line about it; each request writes at most
// one line, when its answer is finished, built from a handful of plain fields (no serialisation of the request and
// response objects); the health probes write none. A request's own logger (requestLog) is made only when used.
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy or client may pass in: short, and nothing that could forge or break a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Probes that orchestrators call every few seconds: answering them leaves no line. */
const QUIET_PATHS = new Set(['/api/v1/healthz', '/api/v1/readyz']);

interface RequestState {
  id: string;
  logger: Logger;
  /** Made on first use of requestLog(): most requests never need one. */
  child?: Logger;
  /** A fault the error handler met, for the request's one line. */
  fault?: unknown;
}

/** Plain state beside the request, not properties on it: adding accessors to each request costs more than the line. */
const states = new WeakMap<Request, RequestState>();

function stateOf(request: Request): RequestState {
  const state = states.get(request);
  if (state === undefined) throw new Error('requestLogging() is not installed before this handler');
  return state;
}

/** The request's id, as sent back in X-Request-Id. */
export function requestIdOf(request: Request): string {
  return stateOf(request).id;
}

/** A logger whose lines carry the request's id, for the rare line a handler writes besides the request's own. */
export function requestLog(request: Request): Logger {
  const state = stateOf(request);
  return (state.child ??= state.logger.child({ reqId: state.id }));
}

/** Puts a fault on the request's one log line (logged at error, with its stack) instead of a line of its own. */
export function noteRequestFault(request: Request, error: unknown): void {
  stateOf(request).fault = error;
}

/** The caller's X-Request-Id when it is sane, so traces join up across services; a fresh UUID otherwise. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The path without its query string: query values (search words, e-mail addresses) stay out of the log. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  err?: unknown;
}

export function requestLogging(logger: Logger): RequestHandler {
  return (request, response, next) => {
    const id = requestIdFor(request.headers['x-request-id']);
    response.setHeader(REQUEST_ID_HEADER, id);
    const state: RequestState = { id, logger };
    states.set(request, state);
    const path = pathOf(request.originalUrl);
    if (QUIET_PATHS.has(path)) {
      next();
      return;
    }
    const startedAt = performance.now();
    // 'close' comes once, after the answer is sent or when the client went away first.
    response.once('close', () => {
      const status = response.statusCode;
      const { fault } = state;
      const level = fault !== undefined || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line: RequestLine = {
        reqId: id,
        method: request.method,
        path,
        status,
        ms: Math.round((performance.now() - startedAt) * 10) / 10,
      };
      if (fault !== undefined) line.err = fault;
      logger[level](line, response.writableFinished ? 'request' : 'request aborted');
    });
    next();
  };
}
