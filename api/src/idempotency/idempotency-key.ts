// The Idempotency-Key header and the fingerprint of the request it names (docs/money.md "Idempotency").
import { hash } from 'node:crypto';
import type { Request } from 'express';
import { walletMessages } from '@wallet/common/wallet';
import { AppError } from '../http/app-error';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** Keys are kept at least this long (DESIGN.md §3); an older key may be used again for a new request. */
export const IDEMPOTENCY_KEY_LIFETIME_SECONDS = 24 * 60 * 60;

/** 1 to 255 visible ASCII characters: no spaces, so two headers joined by ", " are refused too. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The request's key, or undefined when it sends none; a malformed one is refused. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new AppError(400, walletMessages.idempotencyKeyInvalid, 'VALIDATION_FAILED');
  }
  return value;
}

/** JSON with object keys sorted at every depth, so {"a":1,"b":2} and {"b":2,"a":1} are one request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * SHA-256 (hex) of method, path and canonical body: what "the same request" means for a key. Node's one-shot hash (no
 * Hash object), as every money request with a key is fingerprinted.
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return hash('sha256', `${method.toUpperCase()} ${path}\n${canonicalJson(body ?? {})}`, 'hex');
}
