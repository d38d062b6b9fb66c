// Security headers for a JSON-only API (DESIGN.md §4): nothing on it may be framed, embedded or cached.
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

/** One year, the usual HSTS lifetime for a site that is HTTPS-only. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

export function securityHeaders(config: Pick<Config, 'nodeEnv'>): RequestHandler {
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

/** Answers carry balances and personal data: no shared or browser cache may keep them. */
export const noStore: RequestHandler = (_request, response, next) => {
  response.setHeader('Cache-Control', 'no-store');
  next();
};
