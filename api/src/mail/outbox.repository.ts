// SQL for the outbox: mail kept in the database when no SMTP server is configured.
import type { Queryable } from '../db/database';
import { outbox } from '../db/schema';
import type { MailMessage } from './mail-message';

export async function insertOutboxMails(db: Queryable, messages: readonly MailMessage[]): Promise<void> {
  await db.insert(outbox).values([...messages]);
}
