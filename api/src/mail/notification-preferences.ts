// Who gets which mail (docs/settings.md): every receipt and security mail asks here first, so a preference turned
// off is honoured everywhere. Mail about the account's own codes (verification, password reset) does not ask, and
// service mail about the person's own request (a dispute's status) asks only whether the account is open.
import { inArray } from 'drizzle-orm';
import type { NotificationPreferencesJson } from '@wallet/common/settings';
import type { Queryable } from '../db/database';
import { users } from '../db/schema';

/**
 * receipts → transactionAlerts, security → securityAlerts, marketing → marketing; service (the answer to the person's
 * own request, such as their dispute's status) → always, whatever the preferences.
 */
export type MailTopic = 'receipts' | 'security' | 'marketing' | 'service';

export interface MailRecipient {
  userId: string;
  name: string;
  email: string;
}

interface PreferenceColumns {
  notifyTransactions: boolean;
  notifySecurity: boolean;
  notifyMarketing: boolean;
}

export function preferencesJson(user: PreferenceColumns): NotificationPreferencesJson {
  return {
    transactionAlerts: user.notifyTransactions,
    securityAlerts: user.notifySecurity,
    marketing: user.notifyMarketing,
  };
}

export function wantsMail(user: PreferenceColumns & { closedAt: Date | null }, topic: MailTopic): boolean {
  if (user.closedAt !== null) return false;
  switch (topic) {
    case 'receipts':
      return user.notifyTransactions;
    case 'security':
      return user.notifySecurity;
    case 'marketing':
      return user.notifyMarketing;
    case 'service':
      return true;
  }
}

/** Of these people, those who want mail on this topic (unknown ids and closed accounts left out), in one query. */
export async function mailRecipients(
  db: Queryable,
  userIds: readonly string[],
  topic: MailTopic,
): Promise<MailRecipient[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      closedAt: users.closedAt,
      notifyTransactions: users.notifyTransactions,
      notifySecurity: users.notifySecurity,
      notifyMarketing: users.notifyMarketing,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return rows
    .filter((row) => wantsMail(row, topic))
    .map(({ userId, name, email }) => ({ userId, name, email }));
}
