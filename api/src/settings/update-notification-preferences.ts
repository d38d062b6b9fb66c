// PATCH /settings/notifications: any of the three switches, each a JSON boolean; the others stay as they are.
import { eq, sql } from 'drizzle-orm';
import type { NotificationPreferenceName, SettingsJson } from '@wallet/common/settings';
import { NOTIFICATION_PREFERENCE_NAMES, settingsMessages } from '@wallet/common/settings';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import { readSettings } from './settings-view';

type PreferenceChanges = Partial<Record<NotificationPreferenceName, boolean>>;

const COLUMN_OF = {
  transactionAlerts: 'notifyTransactions',
  securityAlerts: 'notifySecurity',
  marketing: 'notifyMarketing',
} as const satisfies Record<NotificationPreferenceName, keyof typeof users.$inferInsert>;

function isPreferenceName(name: string): name is NotificationPreferenceName {
  return (NOTIFICATION_PREFERENCE_NAMES as readonly string[]).includes(name);
}

/** The changes the body asks for; a body that names none, an unknown field or a non-boolean value is refused. */
export function parsePreferenceChanges(body: Record<string, unknown>): PreferenceChanges {
  const names = Object.keys(body);
  if (!names.some(isPreferenceName)) {
    throw new AppError(400, settingsMessages.preferencesEmpty, 'VALIDATION_FAILED');
  }
  const changes: PreferenceChanges = {};
  for (const name of names) {
    if (!isPreferenceName(name)) {
      throw new AppError(400, settingsMessages.unknownPreference(name), 'VALIDATION_FAILED', name);
    }
    const value = body[name];
    // "true", 1 or null are not booleans: a client that sends them has a bug worth hearing about.
    if (typeof value !== 'boolean') {
      throw new AppError(400, settingsMessages.preferenceBoolean(name), 'VALIDATION_FAILED', name);
    }
    changes[name] = value;
  }
  return changes;
}

export async function updateNotificationPreferences(
  db: Database,
  userId: string,
  body: Record<string, unknown>,
): Promise<SettingsJson> {
  const changes = parsePreferenceChanges(body);
  const columns: Partial<Record<(typeof COLUMN_OF)[NotificationPreferenceName], boolean>> = {};
  for (const [name, value] of Object.entries(changes) as [NotificationPreferenceName, boolean][]) {
    columns[COLUMN_OF[name]] = value;
  }
  await db
    .update(users)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return readSettings(db, userId);
}
