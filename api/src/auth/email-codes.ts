// One-time e-mail codes: 6 digits from a CSPRNG, kept as an HMAC, valid 5 minutes, 5 wrong tries, single use.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { authMessages } from '@wallet/common/auth';
import type { Config } from '../config';
import { readOrCreateSecret } from '../db/app-secrets';
import type { Database, Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import type { CodePurpose } from './email-codes.repository';
import { claimCodeAttempt, consumeCode, findUnusedCode, replaceCode } from './email-codes.repository';

export type { CodePurpose } from './email-codes.repository';

export const CODE_DIGITS = 6;
export const CODE_LIFETIME_SECONDS = 5 * 60;
/** After this many wrong tries the code is dead, even for the right digits. */
export const CODE_ATTEMPTS_MAX = 5;

const GENERATED_SECRET_NAME = 'email_code_key';

/** The key that makes code hashes useless without the server: SESSION_SECRET, or a generated one kept in the database. */
export async function loadCodeKey(db: Queryable, config: Pick<Config, 'sessionSecret'>): Promise<Buffer> {
  const secret =
    config.sessionSecret ??
    (await readOrCreateSecret(db, GENERATED_SECRET_NAME, randomBytes(32).toString('base64url')));
  // A key of its own, derived, so SESSION_SECRET is never used directly for two things.
  return createHmac('sha256', secret).update('wallet email codes v1').digest();
}

function newCode(): string {
  return randomInt(0, 10 ** CODE_DIGITS)
    .toString()
    .padStart(CODE_DIGITS, '0');
}

/** Bound to the person and the purpose, so a hash copied to another row matches nothing. */
function codeHash(key: Buffer, userId: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', key).update(`${purpose}:${userId}:${code}`).digest('hex');
}

function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Makes a new code for the person and purpose, replacing any older one, and returns it for the mail. */
export async function issueCode(
  db: Database,
  key: Buffer,
  userId: string,
  purpose: CodePurpose,
): Promise<string> {
  const code = newCode();
  await replaceCode(db, {
    userId,
    purpose,
    codeHash: codeHash(key, userId, purpose, code),
    expiresAt: new Date(Date.now() + CODE_LIFETIME_SECONDS * 1000),
  });
  return code;
}

export const invalidCode = () => new AppError(400, authMessages.invalidCode, 'INVALID_CODE', 'otp');

/**
 * Checks a code the person typed and returns the id of the code row to consume with the change it allows.
 * Every try counts, right or wrong, so no more than CODE_ATTEMPTS_MAX guesses are ever compared.
 */
export async function checkCode(
  db: Queryable,
  key: Buffer,
  userId: string,
  purpose: CodePurpose,
  typedCode: string,
): Promise<string> {
  const claimed = await claimCodeAttempt(db, userId, purpose, CODE_ATTEMPTS_MAX);
  if (claimed === undefined) {
    const unused = await findUnusedCode(db, userId, purpose);
    if (unused !== undefined && !unused.expired && unused.attempts >= CODE_ATTEMPTS_MAX) {
      throw new AppError(429, authMessages.tooManyCodeAttempts, 'TOO_MANY_CODE_ATTEMPTS', 'otp');
    }
    throw invalidCode();
  }
  if (!sameHash(claimed.codeHash, codeHash(key, userId, purpose, typedCode))) throw invalidCode();
  return claimed.id;
}

/** Uses the checked code inside the transaction that makes its change; a code is good for one change only. */
export async function useCheckedCode(db: Queryable, codeId: string): Promise<void> {
  if (!(await consumeCode(db, codeId))) throw invalidCode();
}
