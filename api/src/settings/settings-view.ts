// GET /settings, and the answer of every settings change: the person's notification preferences and two-factor status.
import { eq } from 'drizzle-orm';
import type { SettingsJson, TwoFactorStatusJson } from '@wallet/common/settings';
import type { Queryable } from '../db/database';
import { users } from '../db/schema';
import { preferencesJson } from '../mail/notification-preferences';
import { countUnusedRecoveryCodes, findTwoFactor } from '../two-factor/two-factor.repository';

const TWO_FACTOR_OFF: TwoFactorStatusJson = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };

export async function twoFactorStatus(db: Queryable, userId: string): Promise<TwoFactorStatusJson> {
  const row = await findTwoFactor(db, userId);
  // A pending enrolment is not on: sign-in asks for no code until the first one confirmed it.
  if (row?.enabledAt == null) return TWO_FACTOR_OFF;
  return {
    enabled: true,
    enabledAt: row.enabledAt.toISOString(),
    recoveryCodesLeft: await countUnusedRecoveryCodes(db, userId),
  };
}

export async function readSettings(db: Queryable, userId: string): Promise<SettingsJson> {
  const [[preferences], twoFactor] = await Promise.all([
    db
      .select({
        notifyTransactions: users.notifyTransactions,
        notifySecurity: users.notifySecurity,
        notifyMarketing: users.notifyMarketing,
      })
      .from(users)
      .where(eq(users.id, userId)),
    twoFactorStatus(db, userId),
  ]);
  if (preferences === undefined) throw new Error(`users has no row ${userId} for a signed-in person`);
  return { notifications: preferencesJson(preferences), twoFactor };
}
