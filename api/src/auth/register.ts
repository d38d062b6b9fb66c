// Sign-up: check the form's rules, hash the password, create the person and their empty wallet together.
import { authMessages, registerRequestSchema } from '@wallet/common/auth';
import type { RegisterRequest } from '@wallet/common/auth';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../http/app-error';
import { textFields, validated } from '../http/body-fields';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { consumeOrRefuse, inWholeUnits } from '../rate-limit/rate-limits';
import type { User } from '../people/user';
import { normalizeEmail } from '../people/user';
import { insertUserWithWallet } from '../people/users.repository';
import { hashPassword } from './passwords';

const REGISTER_FIELDS = {
  name: 'Name',
  email: 'Email',
  password: 'Password',
  phone: 'Phone number',
} as const;

export async function register(
  dependencies: { db: Database; rateLimiters: RateLimiters },
  request: { body: Record<string, unknown>; ip: string | undefined },
): Promise<User> {
  const registration = await validateRegistration(request.body);
  await consumeOrRefuse(
    dependencies.rateLimiters.registerPerIp,
    request.ip ?? 'unknown',
    (secondsLeft) => `Too many sign-up attempts. Please try again in ${inWholeUnits(secondsLeft, 'minute')}.`,
  );
  const passwordHash = await hashPassword(registration.password);
  try {
    return await insertUserWithWallet(dependencies.db, {
      name: registration.name,
      email: normalizeEmail(registration.email),
      phone: registration.phone,
      role: registration.role,
      passwordHash,
      isEmailVerified: false,
      // Users may act at once; agents wait for an admin's approval.
      isApproved: registration.role === 'user',
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_unique')) {
      throw new AppError(409, authMessages.emailTaken, 'EMAIL_TAKEN', 'email');
    }
    throw error;
  }
}

/** Only the form's fields are read: isApproved, isEmailVerified or anything else sent along is ignored. */
async function validateRegistration(body: Record<string, unknown>): Promise<RegisterRequest> {
  const fields = textFields(body, REGISTER_FIELDS);
  // Any role but "user" or "agent", text or not, is answered "Please select a role".
  const role = typeof body.role === 'string' ? body.role : undefined;
  return validated(registerRequestSchema, { ...fields, role });
}
