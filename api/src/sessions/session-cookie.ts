// The session cookie: httpOnly, SameSite=Lax, Path=/, Secure over HTTPS and in production; 30 days with "remember me",
// else a browser session.
import type { CookieOptions, Request, Response } from 'express';
import type { NodeEnv } from '@wallet/common/env';

export const SESSION_COOKIE_NAME = 'wallet_session';

/** "Remember me": the cookie and the session both last 30 days. */
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60;

/**
 * Whether this answer's cookies (session and device) get Secure: always in production, and whenever the request came
 * over HTTPS — directly, or through a trusted proxy's X-Forwarded-Proto (TRUST_PROXY) — whatever NODE_ENV says.
 */
export function cookiesSecure(config: { nodeEnv: NodeEnv }, request: Request): boolean {
  return config.nodeEnv === 'production' || request.secure;
}

function baseOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure };
}

/** Without remember, no Max-Age: the browser drops the cookie when it closes. */
export function setSessionCookie(
  response: Response,
  token: string,
  options: { remember: boolean; secure: boolean },
): void {
  response.cookie(SESSION_COOKIE_NAME, token, {
    ...baseOptions(options.secure),
    ...(options.remember ? { maxAge: REMEMBERED_SESSION_SECONDS * 1000 } : {}),
  });
}

export function clearSessionCookie(response: Response, options: { secure: boolean }): void {
  response.clearCookie(SESSION_COOKIE_NAME, baseOptions(options.secure));
}

/** The token the browser sent, if any (cookie-parser has read the Cookie header). */
export function sessionTokenOf(request: Request): string | undefined {
  const cookies = request.cookies as Record<string, unknown> | undefined;
  const token = cookies?.[SESSION_COOKIE_NAME];
  return typeof token === 'string' && token !== '' ? token : undefined;
}
