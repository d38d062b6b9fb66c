// Security headers for a JSON-only API (DESIGN.md §4): nothing on it may be framed, embedded or cached.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

/** One year, the usual HSTS lifetime for a site that is HTTPS-only. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Helmet as configured for the api: every header it sets is the same for every request. */
function helmetFor(config: Pick<Config, 'nodeEnv'>) {
  return helmet({
    contentSecurityPolicy: {
      // The api serves JSON only, so a page rendered from one of its answers may load nothing at all.
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // Only production is served over HTTPS; HSTS on a local http://localhost would pin browsers to HTTPS.
    strictTransportSecurity:
      config.nodeEnv === 'production' ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
  });
}

/**
 * The headers helmet sets, in its order, read once by running it on a recording response. Its options above are all
 * constant (no nonce, nothing read from the request), so every answer gets exactly these; replaying them is one
 * loop instead of helmet's chain of a dozen middlewares and its Content-Security-Policy string built per request.
 */
export function helmetHeaders(config: Pick<Config, 'nodeEnv'>): readonly (readonly [string, string])[] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      const at = headers.findIndex(([known]) => known.toLowerCase() === name.toLowerCase());
      if (at !== -1) headers.splice(at, 1);
      headers.push([name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      const at = headers.findIndex(([known]) => known.toLowerCase() === name.toLowerCase());
      if (at !== -1) headers.splice(at, 1);
    },
  };
  let failure: Error | undefined;
  let done = false;
  helmetFor(config)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    done = true;
    if (error !== undefined) failure = error instanceof Error ? error : new Error('helmet failed');
  });
  if (failure !== undefined) throw failure;
  // Helmet sets its headers synchronously; one that did not finish here would leave them unrecorded.
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be precomputed');
  return headers;
}

/**
 * Helmet's headers (above), then Cache-Control: no-store: answers carry balances and personal data, so no
 * shared or browser cache may keep them.
 */
export function securityHeaders(config: Pick<Config, 'nodeEnv'>): RequestHandler {
  const headers = [...helmetHeaders(config), ['Cache-Control', 'no-store'] as const];
  return (_request, response, next) => {
    response.removeHeader('X-Powered-By');
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}
