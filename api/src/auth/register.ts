// Sign-up: check the form's rules, hash the password, create the person and their empty wallet together. A taken
// address gets the same answer as a new one and its owner a mail instead (docs/security.md: no enumeration).
import { randomUUID } from 'node:crypto';
import { registerRequestSchema } from '@wallet/common/auth';
import type { RegisterRequest } from '@wallet/common/auth';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { textFields, validated } from '../http/body-fields';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { consumeOrRefuse, inWholeUnits } from '../rate-limit/rate-limits';
import type { Mailer } from '../mail/mailer';
import { mailRecipients } from '../mail/notification-preferences';
import { securityMail } from '../mail/security-mails';
import type { UserJson } from '../people/user';
import { normalizeEmail, userJson } from '../people/user';
import { findUserByEmail, insertUserWithWallet } from '../people/users.repository';
import { hashPassword } from './passwords';

const REGISTER_FIELDS = {
  name: 'Name',
  email: 'Email',
  password: 'Password',
  phone: 'Phone number',
} as const;

/**
 * The new account as the answer shows it. For an address that already has an account the answer is the same — an
 * account that looks just made, under an id that exists nowhere — after the same work (the hash, the refused
 * insert), and the owner is told by mail in the background; the next step (the e-mailed code) never comes for it.
 */
export async function register(
  dependencies: { db: Database; rateLimiters: RateLimiters; mailer: Mailer },
  request: { body: Record<string, unknown>; ip: string | undefined },
): Promise<UserJson> {
  const registration = await validateRegistration(request.body);
  await consumeOrRefuse(
    dependencies.rateLimiters.registerPerIp,
    request.ip ?? 'unknown',
    (secondsLeft) => `Too many sign-up attempts. Please try again in ${inWholeUnits(secondsLeft, 'minute')}.`,
  );
  const passwordHash = await hashPassword(registration.password);
  const newUser = {
    name: registration.name,
    email: normalizeEmail(registration.email),
    phone: registration.phone,
    role: registration.role,
    isEmailVerified: false,
    // Users may act at once; agents wait for an admin's approval.
    isApproved: registration.role === 'user',
  };
  try {
    return userJson(await insertUserWithWallet(dependencies.db, { ...newUser, passwordHash }));
  } catch (error) {
    if (!isUniqueViolation(error, 'users_email_lower_unique')) throw error;
  }
  tellOwnerOfAttempt(dependencies, newUser.email);
  const now = new Date().toISOString();
  return { _id: randomUUID(), ...newUser, createdAt: now, updatedAt: now };
}

/** "Someone tried to register with your address", to the owner if they take security mail (docs/settings.md). */
function tellOwnerOfAttempt(dependencies: { db: Database; mailer: Mailer }, email: string): void {
  const { db, mailer } = dependencies;
  mailer.sendComposed(
    async () => {
      const owner = await findUserByEmail(db, email);
      if (owner === undefined) return [];
      const recipients = await mailRecipients(db, [owner.id], 'security');
      return recipients.map((recipient) => securityMail({ kind: 'registration-attempt' }, recipient));
    },
    { message: 'registration-attempt mail could not be handed to the mailer', context: {} },
  );
}

/** Only the form's fields are read: isApproved, isEmailVerified or anything else sent along is ignored. */
async function validateRegistration(body: Record<string, unknown>): Promise<RegisterRequest> {
  const fields = textFields(body, REGISTER_FIELDS);
  // Any role but "user" or "agent", text or not, is answered "Please select a role".
  const role = typeof body.role === 'string' ? body.role : undefined;
  return validated(registerRequestSchema, { ...fields, role });
}
