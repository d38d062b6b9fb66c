// The contact form use case: check the message against the shared rules, count it against the per-address and global
// limits, then keep it for the support team.
import { contactFieldLabels, contactSchema } from '@wallet/common/contact';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { consumeOrRefuse, inWholeUnits } from '../rate-limit/rate-limits';
import type { NewContactMessage, StoredContactMessage } from './contact.repository';
import { insertContactMessage } from './contact.repository';

type ContactField = keyof typeof contactFieldLabels;

const CONTACT_FIELDS = Object.keys(contactFieldLabels) as ContactField[];

const tooManyMessages = (secondsLeft: number) =>
  `Too many messages. Please try again in ${inWholeUnits(secondsLeft, 'minute')}.`;

/** The key of the one count every address shares. */
const EVERYONE = 'all';

/**
 * Only a message that would be stored counts, so a person fixing a typo loses no try; the address's own limit comes
 * first, so one script cannot use up everyone's.
 */
export async function submitContact(
  dependencies: { db: Database; rateLimiters: RateLimiters },
  request: { body: Record<string, unknown>; ip: string | undefined },
): Promise<StoredContactMessage> {
  const message = await validateContactMessage(request.body);
  const { rateLimiters } = dependencies;
  await consumeOrRefuse(rateLimiters.contactPerIp, request.ip ?? 'unknown', tooManyMessages);
  await consumeOrRefuse(rateLimiters.contactGlobal, EVERYONE, tooManyMessages);
  return insertContactMessage(dependencies.db, message);
}

async function validateContactMessage(body: Record<string, unknown>): Promise<NewContactMessage> {
  const input = knownFieldsAsText(body);
  // The shared schema gives the form's own messages: required fields, e-mail pattern, length limits.
  const valid = await contactSchema.validate(input, { stripUnknown: true, abortEarly: true });
  return {
    firstName: valid.firstName,
    lastName: valid.lastName,
    email: valid.email,
    phone: valid.phone || null,
    company: valid.company || null,
    subject: valid.subject,
    message: valid.message,
  };
}

/**
 * Keeps the form's fields only. null counts as left empty, as JSON clients send it for blank fields;
 * anything but text is refused here, since yup would answer with a message meant for developers.
 */
function knownFieldsAsText(body: Record<string, unknown>): Partial<Record<ContactField, string>> {
  const input: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      throw new AppError(400, `${contactFieldLabels[field]} must be text`, 'VALIDATION_FAILED', field);
    }
    input[field] = value;
  }
  return input;
}
