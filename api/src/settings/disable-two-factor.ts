// POST /settings/two-factor/disable: the password and a code (from the app or a recovery code), their tries limited,
// turn two-factor sign-in off; the secret and the recovery codes are deleted, the change is audited and the person
// told by mail.
import * as yup from 'yup';
import { authValidationMessages } from '@wallet/common/auth';
import type { SettingsJson } from '@wallet/common/settings';
import { settingsMessages } from '@wallet/common/settings';
import { twoFactorCodeSchema } from '@wallet/common/settings-forms';
import { recordAudit } from '../audit/audit-log';
import { passwordMatches } from '../auth/passwords';
import type { SecretCheckLimiters } from '../auth/secret-checks';
import { countSecretCheck, forgetSecretChecks } from '../auth/secret-checks';
import { AppError } from '../http/app-error';
import { textFields, validated } from '../http/body-fields';
import type { SecurityMailDependencies } from '../mail/security-mails';
import { sendSecurityMail } from '../mail/security-mails';
import { findUserWithPasswordById } from '../people/users.repository';
import { readSettings } from './settings-view';
import { invalidTwoFactorCode, useTwoFactorCode } from '../two-factor/two-factor-codes';
import type { TwoFactorKeys } from '../two-factor/two-factor-keys';
import { deleteTwoFactor, findTwoFactor, lockTwoFactor } from '../two-factor/two-factor.repository';

const disableSchema = yup.object({
  password: yup.string().required(authValidationMessages.passwordRequired),
  code: twoFactorCodeSchema,
});

const twoFactorNotOn = () => new AppError(409, settingsMessages.twoFactorNotOn, 'TWO_FACTOR_NOT_ON');

export async function disableTwoFactor(
  dependencies: SecurityMailDependencies & {
    twoFactorKeys: TwoFactorKeys;
    rateLimiters: SecretCheckLimiters;
  },
  userId: string,
  body: Record<string, unknown>,
): Promise<SettingsJson> {
  const typed = await validated(disableSchema, textFields(body, { password: 'Password', code: 'Code' }));
  const { db, twoFactorKeys, rateLimiters } = dependencies;

  if ((await findTwoFactor(db, userId))?.enabledAt == null) throw twoFactorNotOn();
  // One try of the pair: a right password with a wrong code counts too, so neither can be guessed behind the other.
  await countSecretCheck(rateLimiters, userId);
  // The slow password hash is checked before the row is locked, so no lock waits on it.
  const account = await findUserWithPasswordById(db, userId);
  if (account === undefined || !(await passwordMatches(account.passwordHash, typed.password))) {
    throw new AppError(400, settingsMessages.passwordWrong, 'PASSWORD_INCORRECT', 'password');
  }

  await db.transaction(async (transaction) => {
    const row = await lockTwoFactor(transaction, userId);
    if (row?.enabledAt == null) throw twoFactorNotOn();
    if (!(await useTwoFactorCode(transaction, twoFactorKeys, userId, row, typed.code))) {
      throw invalidTwoFactorCode(400, 'code');
    }
    await deleteTwoFactor(transaction, userId);
    await recordAudit(transaction, {
      actorId: userId,
      action: 'two_factor.disable',
      targetUserId: userId,
      targetWalletId: null,
      reason: null,
    });
  });

  await forgetSecretChecks(rateLimiters, userId);
  sendSecurityMail(dependencies, userId, { kind: 'two-factor-off' });
  return readSettings(db, userId);
}
