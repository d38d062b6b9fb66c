// The idempotency key follows the submission: kept across retries of the same request, renewed after success
// or when the values change.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, stableStringify, useIdempotencyKey } from './use-idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const send = { receiverId: 'r-1', amount: '10.00' };

describe('useIdempotencyKey', () => {
  it('when the first submission is made, then its key is a random UUID', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    expect(result.current.keyFor(send)).toMatch(UUID_V4);
  });

  it('when the same submission is retried (after a network error), then the same key is sent again', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor(send);
    rerender();
    expect(result.current.keyFor({ amount: '10.00', receiverId: 'r-1' })).toBe(first);
  });

  it('when the values change, then a new key is made', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor(send);
    const second = result.current.keyFor({ ...send, amount: '10.01' });
    expect(second).not.toBe(first);
    expect(result.current.keyFor(send)).not.toBe(first);
  });

  it('when a submission succeeded, then the next one with the same values gets a new key', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor(send);
    result.current.succeeded();
    const next = result.current.keyFor(send);
    expect(next).not.toBe(first);
    expect(result.current.keyFor(send)).toBe(next);
  });

  it('when two forms each have the hook, then their keys are their own', () => {
    const one = renderHook(() => useIdempotencyKey());
    const other = renderHook(() => useIdempotencyKey());
    expect(one.result.current.keyFor(send)).not.toBe(other.result.current.keyFor(send));
  });
});

describe('newIdempotencyKey', () => {
  it('when randomUUID is missing (plain http), then a UUID v4 is made from random bytes', () => {
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});

describe('stableStringify', () => {
  it('when keys come in another order, then the text is the same', () => {
    expect(stableStringify({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      stableStringify({ a: { c: null, d: [2, 1] }, b: 1 }),
    );
  });
});
