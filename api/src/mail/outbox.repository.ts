// SQL for the outbox: mail kept in the database when no SMTP server is configured.
import type { Database } from '../db/database';
import type { PreparedStatement } from '../db/prepared';
import { runPrepared } from '../db/prepared';
import type { MailMessage } from './mail-message';

/**
 * Every mail of a batch in one named statement, its columns as arrays: no query text is built per call (drizzle's
 * builder cost more CPU than the insert itself, on each batch of receipts). Rows get their id and created_at from
 * the table's defaults, as before.
 */
const INSERT_OUTBOX_MAILS: PreparedStatement = {
  name: 'outbox_insert_mails',
  text: `insert into outbox ("to", subject, text, html)
    select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
};

export async function insertOutboxMails(db: Database, messages: readonly MailMessage[]): Promise<void> {
  await runPrepared(db, INSERT_OUTBOX_MAILS, [
    messages.map((message) => message.to),
    messages.map((message) => message.subject),
    messages.map((message) => message.text),
    messages.map((message) => message.html),
  ]);
}
