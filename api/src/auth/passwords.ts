// Password hashing with argon2id at OWASP's minimum cost or above, and a check that costs the same for unknown accounts.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';

/** @node-rs/argon2 declares Algorithm as a const enum, which isolated modules cannot read; 2 is Argon2id. */
const ARGON2ID = 2 as Algorithm.Argon2id;

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
export const PASSWORD_HASH_OPTIONS: Readonly<Options> = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** A hash of a password nobody knows, made once with the same parameters as every real one. */
function hashOfNothing(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/** Computes the dummy hash ahead of the first sign-in, so that one is not slower than the rest. */
export async function prepareDummyPasswordHash(): Promise<void> {
  await hashOfNothing();
}

/**
 * Whether the password matches. Without an account (storedHash undefined) it still verifies, against a
 * dummy hash, and answers false: an unknown e-mail and a wrong password take the same time.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? (await hashOfNothing()), password);
    return storedHash !== undefined && matches;
  } catch {
    // A stored value that is no argon2 hash at all (an account created by hand) matches no password.
    return false;
  }
}
