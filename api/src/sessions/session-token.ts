// Session tokens: 256 random bits for the cookie, and the SHA-256 the database keeps instead of the token.
import { hash, randomBytes } from 'node:crypto';

export const SESSION_TOKEN_BYTES = 32;

/** base64url of 32 bytes is 43 characters of [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
}

/** A token this api could have issued; anything else is refused without a database query. */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/**
 * A plain hash is enough: the token has 256 bits of entropy, so no salt or slow hash is needed. Node's one-shot hash
 * (no Hash object), as every signed-in request hashes its token.
 */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}
