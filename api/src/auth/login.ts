// Sign-in: limit the tries, check the password (as costly for unknown e-mails), check the account may sign in, start a session.
import { authMessages, loginSchema } from '@wallet/common/auth';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { textFields, validated } from '../http/body-fields';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { consumeOrRefuse, forget, inWholeUnits } from '../rate-limit/rate-limits';
import type { StartedSession } from '../sessions/sessions';
import { startSession } from '../sessions/sessions';
import type { User } from '../users/user';
import { isSuspendedAgent, normalizeEmail } from '../users/user';
import { findUserByEmail } from '../users/users.repository';
import { passwordMatches } from './passwords';

export interface LoginRequest {
  body: Record<string, unknown>;
  ip: string | undefined;
  userAgent: string | undefined;
}

export interface SignedInResult {
  user: User;
  session: StartedSession;
}

const tooManyAttempts = (secondsLeft: number) =>
  `Too many login attempts. Please try again in ${inWholeUnits(secondsLeft, 'minute')}.`;

export async function login(
  dependencies: { db: Database; rateLimiters: RateLimiters },
  request: LoginRequest,
): Promise<SignedInResult> {
  const credentials = await validated(
    loginSchema,
    textFields(request.body, { email: 'Email', password: 'Password' }),
  );
  const email = normalizeEmail(credentials.email);
  const remember = request.body.rememberMe === true;
  const { rateLimiters } = dependencies;

  await consumeOrRefuse(rateLimiters.loginPerIp, request.ip ?? 'unknown', tooManyAttempts);
  await consumeOrRefuse(rateLimiters.loginPerAccount, email, tooManyAttempts);
  await consumeOrRefuse(rateLimiters.loginBurstPerAccount, email, tooManyAttempts);

  const account = await findUserByEmail(dependencies.db, email);
  // Unknown e-mail and wrong password: the same answer after the same work, so neither reveals the other.
  if (!(await passwordMatches(account?.passwordHash, credentials.password)) || account === undefined) {
    throw new AppError(401, authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  if (!account.isEmailVerified) throw new AppError(403, authMessages.notVerified, 'EMAIL_NOT_VERIFIED');
  if (isSuspendedAgent(account)) throw new AppError(403, authMessages.agentNotApproved, 'AGENT_NOT_APPROVED');

  await forget(rateLimiters.loginPerAccount, email);
  const session = await startSession(dependencies.db, {
    userId: account.id,
    remember,
    userAgent: request.userAgent,
    ip: request.ip,
  });
  const { passwordHash: _passwordHash, ...user } = account;
  return { user, session };
}
