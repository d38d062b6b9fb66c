// SQL for contact messages.
import type { Database } from '../db/database';
import { contactMessages } from '../db/schema';

export interface NewContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
}

export interface StoredContactMessage {
  id: string;
  createdAt: Date;
}

export async function insertContactMessage(
  db: Database,
  message: NewContactMessage,
): Promise<StoredContactMessage> {
  const [stored] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (stored === undefined) throw new Error('insert into contact_messages returned no row');
  return stored;
}
