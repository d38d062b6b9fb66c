// The keys of two-factor sign-in: one secret generated once and kept in app_secrets, and two keys derived from it —
// AES-256-GCM for the authenticator secrets, HMAC-SHA256 for the recovery codes.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { readOrCreateSecret } from '../db/app-secrets';
import type { Queryable } from '../db/database';

export interface TwoFactorKeys {
  /** AES-256-GCM key of two_factor.secret_encrypted. */
  secretKey: Buffer;
  /** HMAC-SHA256 key of recovery_codes.code_hash. */
  recoveryCodeKey: Buffer;
}

const GENERATED_SECRET_NAME = 'two_factor_key';
const SEALED_VERSION = 'v1';
/** GCM's standard nonce length; a fresh random one for every encryption. */
const IV_BYTES = 12;
/** The full 128-bit tag; a shorter one would be accepted by GCM and weaken it. */
const AUTH_TAG_BYTES = 16;

/**
 * Always a generated secret, never SESSION_SECRET: changing that would leave every enrolled authenticator
 * undecryptable and every recovery code dead, locking their owners out.
 */
export async function loadTwoFactorKeys(db: Queryable): Promise<TwoFactorKeys> {
  const secret = await readOrCreateSecret(db, GENERATED_SECRET_NAME, randomBytes(32).toString('base64url'));
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  return {
    secretKey: derive('wallet two-factor secrets v1'),
    recoveryCodeKey: derive('wallet recovery codes v1'),
  };
}

/**
 * Encrypts a secret as `v1.iv.tag.ciphertext` (base64url). The owner's id is authenticated with it, so a value
 * copied to another person's row does not decrypt.
 */
export function sealSecret(key: Buffer, plaintext: string, ownerId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: AUTH_TAG_BYTES });
  cipher.setAAD(Buffer.from(ownerId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [SEALED_VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret sealSecret sealed; throws when the value was altered, moved to another owner or sealed under another key. */
export function openSecret(key: Buffer, sealed: string, ownerId: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (
    version !== SEALED_VERSION ||
    iv === undefined ||
    tag === undefined ||
    ciphertext === undefined ||
    rest.length > 0
  ) {
    throw new Error('a sealed two-factor secret is not in the v1 format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
    authTagLength: AUTH_TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(ownerId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
