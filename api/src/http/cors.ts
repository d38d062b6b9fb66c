// CORS for /api/v1 (docs/rest-contract.md, "Calling from another origin"): the origins named in CORS_ORIGINS may call
// it from a browser with credentials (the session cookie); preflights from them are answered. Any other origin gets
// no CORS header at all — its preflight falls through to the api's 404 and the browser blocks the call. Every answer
// says `Vary: Origin`, so no cache hands one origin's answer to another. Never a wildcard: credentials forbid it.
import cors from 'cors';
import type { RequestHandler } from 'express';

/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export interface CrossOriginOptions {
  /** Normalised origins (URL.origin), exactly as browsers send them. */
  origins: readonly string[];
  /** Request headers besides the CORS-safelisted ones a caller may send (Content-Type, Idempotency-Key, …). */
  allowedHeaders: readonly string[];
  /** Answer headers a caller's script may read (Idempotent-Replayed, Retry-After, …). */
  exposedHeaders: readonly string[];
}

/** Nothing when no origin is configured: the api then answers no cross-origin request, as before. */
export function crossOrigin(options: CrossOriginOptions): RequestHandler[] {
  if (options.origins.length === 0) return [];
  const allowed = new Set(options.origins);
  const listed = cors({
    // Reflects the request's Origin, which onlyListed below has already found in the list.
    origin: true,
    credentials: true,
    methods: ['GET', 'POST', 'PATCH'],
    allowedHeaders: [...options.allowedHeaders],
    exposedHeaders: [...options.exposedHeaders],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
  const varyByOrigin: RequestHandler = (_request, response, next) => {
    response.vary('Origin');
    next();
  };
  const onlyListed: RequestHandler = (request, response, next) => {
    const origin = request.get('origin');
    if (origin !== undefined && allowed.has(origin)) {
      listed(request, response, next);
      return;
    }
    next();
  };
  return [varyByOrigin, onlyListed];
}
