// One Idempotency-Key per submitted form: the same key when the same submission is retried, a new one after
// success or when the values change, so a retried request can never move money twice.
import { useCallback, useMemo, useRef } from 'react';

/** JSON with object keys sorted, so `{ a, b }` and `{ b, a }` are the same request. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : nested,
  );
}

/** A random UUID v4. randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKey {
  /** The key for sending `request`: the previous key again when it is the same request and has not succeeded. */
  keyFor(request: unknown): string;
  /** The request went through: the next submission gets a new key, even with the same values. */
  succeeded(): void;
}

export function useIdempotencyKey(createKey: () => string = newIdempotencyKey): IdempotencyKey {
  const current = useRef<{ request: string; key: string } | null>(null);

  const keyFor = useCallback(
    (request: unknown) => {
      const fingerprint = stableStringify(request);
      if (current.current?.request !== fingerprint) {
        current.current = { request: fingerprint, key: createKey() };
      }
      return current.current.key;
    },
    [createKey],
  );

  const succeeded = useCallback(() => {
    current.current = null;
  }, []);

  return useMemo(() => ({ keyFor, succeeded }), [keyFor, succeeded]);
}
