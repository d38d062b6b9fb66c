// POST /settings/two-factor/setup: a new authenticator secret, kept encrypted and pending until its first code
// confirms it; asking again replaces a pending one. Refused while two-factor sign-in is on.
import type { TwoFactorSetupJson } from '@wallet/common/settings';
import { settingsMessages } from '@wallet/common/settings';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import type { User } from '../people/user';
import { newTotpSecret, otpauthUrl } from '../two-factor/totp';
import type { TwoFactorKeys } from '../two-factor/two-factor-keys';
import { sealSecret } from '../two-factor/two-factor-keys';
import { savePendingTwoFactor } from '../two-factor/two-factor.repository';

export const twoFactorAlreadyOn = () =>
  new AppError(409, settingsMessages.twoFactorAlreadyOn, 'TWO_FACTOR_ALREADY_ON');

export async function startTwoFactorSetup(
  dependencies: { db: Database; twoFactorKeys: TwoFactorKeys },
  user: Pick<User, 'id' | 'email'>,
): Promise<TwoFactorSetupJson> {
  const secret = newTotpSecret();
  const sealed = sealSecret(dependencies.twoFactorKeys.secretKey, secret, user.id);
  if (!(await savePendingTwoFactor(dependencies.db, user.id, sealed))) throw twoFactorAlreadyOn();
  return { secret, otpauthUrl: otpauthUrl(user.email, secret) };
}
