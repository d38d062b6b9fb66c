// Parses JSON request bodies, and refuses any body that is not JSON or is too large before a route sees it.
import express from 'express';
import type { Request, RequestHandler } from 'express';
import { AppError } from './app-error';

/** The largest request body accepted; every call of the API fits in a small fraction of it. */
export const REQUEST_BODY_LIMIT_BYTES = 100 * 1024;

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const requireJsonContentType: RequestHandler = (request, _response, next) => {
  // Only JSON is parsed; any other body would reach a route as "empty" and fail confusingly.
  if (hasBody(request) && request.is('application/json') !== 'application/json') {
    next(new AppError(415, 'Content-Type must be application/json'));
    return;
  }
  next();
};

export function jsonBody(): RequestHandler[] {
  return [
    requireJsonContentType,
    express.json({ limit: REQUEST_BODY_LIMIT_BYTES, type: 'application/json', strict: true }),
  ];
}

/** The parsed body as a plain object; no body counts as an empty one, so validation can name the missing fields. */
export function jsonObjectBody(request: Request): Record<string, unknown> {
  const body: unknown = request.body;
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError(400, 'Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
