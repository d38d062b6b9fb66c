// Using a second-factor code: a TOTP code of the window, later than the last one used, or an unused recovery code.
// The caller holds the two_factor row locked, so of two simultaneous uses of one code only one gets through.
import { settingsMessages } from '@wallet/common/settings';
import type { Database, Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { isRecoveryCodeShaped, recoveryCodeHash } from './recovery-codes';
import { acceptableStep } from './totp';
import type { TwoFactorKeys } from './two-factor-keys';
import { openSecret } from './two-factor-keys';
import type { TwoFactorRow } from './two-factor.repository';
import { lockTwoFactor, setLastUsedStep, useRecoveryCode } from './two-factor.repository';

export const invalidTwoFactorCode = (status: 400 | 401, field: string) =>
  new AppError(status, settingsMessages.invalidTwoFactorCode, 'INVALID_TWO_FACTOR_CODE', field);

/** The decrypted authenticator secret of a row. */
export function totpSecretOf(keys: TwoFactorKeys, userId: string, row: TwoFactorRow): string {
  return openSecret(keys.secretKey, row.secretEncrypted, userId);
}

/**
 * The TOTP step of the person's app this code is, if it may be used now (`row` locked by the caller's transaction);
 * undefined otherwise. Nothing is written.
 */
export function totpStepOf(
  keys: TwoFactorKeys,
  userId: string,
  row: TwoFactorRow,
  code: string,
  nowMs = Date.now(),
): number | undefined {
  return acceptableStep(totpSecretOf(keys, userId, row), code, { nowMs, lastUsedStep: row.lastUsedStep });
}

/**
 * Uses the code if it is good: a TOTP code moves last_used_step to its step, a recovery code is marked used.
 * Inside the transaction that locked `row`; false (nothing written) for a wrong, reused, too old or unknown code.
 */
export async function useTwoFactorCode(
  tx: Queryable,
  keys: TwoFactorKeys,
  userId: string,
  row: TwoFactorRow,
  typedCode: string,
): Promise<boolean> {
  const code = typedCode.trim();
  if (isRecoveryCodeShaped(code)) {
    return useRecoveryCode(tx, userId, recoveryCodeHash(keys.recoveryCodeKey, userId, code));
  }
  const step = totpStepOf(keys, userId, row, code);
  if (step === undefined) return false;
  await setLastUsedStep(tx, userId, step);
  return true;
}

/** Sign-in's second step, in a transaction of its own: false when the code is not good (or two-factor went off meanwhile). */
export async function useSignInCode(
  db: Database,
  keys: TwoFactorKeys,
  userId: string,
  code: string,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const row = await lockTwoFactor(transaction, userId);
    if (row?.enabledAt == null) return false;
    return useTwoFactorCode(transaction, keys, userId, row, code);
  });
}
