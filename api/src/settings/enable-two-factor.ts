// POST /settings/two-factor/enable: the first code from the app (its tries limited) confirms the pending enrolment;
// two-factor sign-in is then on, ten new recovery codes are shown once, the change is audited and the person is told
// by mail.
import * as yup from 'yup';
import type { TwoFactorEnabledJson } from '@wallet/common/settings';
import { settingsMessages } from '@wallet/common/settings';
import { totpCodeSchema } from '@wallet/common/settings-forms';
import { recordAudit } from '../audit/audit-log';
import type { SecretCheckLimiters } from '../auth/secret-checks';
import { countSecretCheck, forgetSecretChecks } from '../auth/secret-checks';
import { AppError } from '../http/app-error';
import { textFields, validated } from '../http/body-fields';
import type { SecurityMailDependencies } from '../mail/security-mails';
import { sendSecurityMail } from '../mail/security-mails';
import { newRecoveryCodes, recoveryCodeHash } from '../two-factor/recovery-codes';
import { readSettings } from './settings-view';
import { twoFactorAlreadyOn } from './start-two-factor-setup';
import { invalidTwoFactorCode, totpStepOf } from '../two-factor/two-factor-codes';
import type { TwoFactorKeys } from '../two-factor/two-factor-keys';
import {
  lockTwoFactor,
  markTwoFactorEnabled,
  replaceRecoveryCodes,
} from '../two-factor/two-factor.repository';

const enableSchema = yup.object({ code: totpCodeSchema });

export async function enableTwoFactor(
  dependencies: SecurityMailDependencies & {
    twoFactorKeys: TwoFactorKeys;
    rateLimiters: SecretCheckLimiters;
  },
  userId: string,
  body: Record<string, unknown>,
): Promise<TwoFactorEnabledJson> {
  const { code } = await validated(enableSchema, textFields(body, { code: 'Code' }));
  const { db, twoFactorKeys, rateLimiters } = dependencies;
  const recoveryCodes = newRecoveryCodes();
  // Before the row lock, so no lock waits on the limiter's store; a 409 below then counts too, harmlessly.
  await countSecretCheck(rateLimiters, userId);

  await db.transaction(async (transaction) => {
    const row = await lockTwoFactor(transaction, userId);
    if (row === undefined) {
      throw new AppError(409, settingsMessages.twoFactorNotStarted, 'TWO_FACTOR_NOT_STARTED');
    }
    if (row.enabledAt !== null) throw twoFactorAlreadyOn();
    // Only an app's code confirms: a recovery code is not one yet, and would prove nothing about the app.
    const step = totpStepOf(twoFactorKeys, userId, row, code);
    if (step === undefined) throw invalidTwoFactorCode(400, 'code');
    await markTwoFactorEnabled(transaction, userId, step);
    await replaceRecoveryCodes(
      transaction,
      userId,
      recoveryCodes.map((recoveryCode) =>
        recoveryCodeHash(twoFactorKeys.recoveryCodeKey, userId, recoveryCode),
      ),
    );
    await recordAudit(transaction, {
      actorId: userId,
      action: 'two_factor.enable',
      targetUserId: userId,
      targetWalletId: null,
      reason: null,
    });
  });

  await forgetSecretChecks(rateLimiters, userId);
  sendSecurityMail(dependencies, userId, { kind: 'two-factor-on' });
  return { recoveryCodes, settings: await readSettings(db, userId) };
}
