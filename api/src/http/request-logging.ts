// Request logging with pino-http: every request gets an id that is on each of its log lines and in X-Request-Id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy or client may pass in: short, and nothing that could forge or break a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's X-Request-Id when it is sane, so traces join up across services; a fresh UUID otherwise. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    // req.log lines carry only the id; the one completion line carries the request and response.
    quietReqLogger: true,
    genReqId: (request, response) => {
      const id = requestIdFor(request.headers['x-request-id']);
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_request, response, error) => {
      if (error !== undefined || response.statusCode >= 500) return 'error';
      if (response.statusCode >= 400) return 'warn';
      return 'info';
    },
  });
}
