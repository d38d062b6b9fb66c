// Password hashing: argon2id at OWASP's minimum cost, salted, and a check that works without an account.
import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches } from './passwords';

describe('password hashing', () => {
  it('when a password is hashed, then it is argon2id with m ≥ 19456 KiB, t ≥ 2, p = 1', async () => {
    const hash = await hashPassword('Str0ng!pass');
    expect(hash).toMatch(/^\$argon2id\$/);
    const options = parseOptions(hash);
    expect(options.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(options.timeCost).toBeGreaterThanOrEqual(2);
    expect(options.parallelism).toBe(1);
  });

  it('when the same password is hashed twice, then the hashes differ (random salt)', async () => {
    expect(await hashPassword('Str0ng!pass')).not.toBe(await hashPassword('Str0ng!pass'));
  });

  it('when a password is checked, then only the right one matches', async () => {
    const hash = await hashPassword('Str0ng!pass');
    expect(await passwordMatches(hash, 'Str0ng!pass')).toBe(true);
    expect(await passwordMatches(hash, 'str0ng!pass')).toBe(false);
  });

  it('when there is no account, then no password matches, not even an empty one', async () => {
    expect(await passwordMatches(undefined, '')).toBe(false);
    expect(await passwordMatches(undefined, 'Str0ng!pass')).toBe(false);
  });

  it('when the stored value is no argon2 hash, then nothing matches instead of failing', async () => {
    expect(await passwordMatches('not-a-real-hash', 'not-a-real-hash')).toBe(false);
  });
});
