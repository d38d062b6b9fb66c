// Sign-in: limit the tries, check the password (as costly for unknown e-mails), check the account may sign in, ask
// for the second factor when it is on, start a session, and tell the person when the browser is new to them.
import { authMessages, loginSchema } from '@wallet/common/auth';
import { settingsMessages } from '@wallet/common/settings';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { textFields, validated } from '../http/body-fields';
import type { SecurityMailDependencies } from '../mail/security-mails';
import { sendSecurityMail } from '../mail/security-mails';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { consumeOrRefuse, forget, inWholeUnits } from '../rate-limit/rate-limits';
import type { StartedSession } from '../sessions/sessions';
import { startSession } from '../sessions/sessions';
import { invalidTwoFactorCode, useSignInCode } from '../two-factor/two-factor-codes';
import type { TwoFactorKeys } from '../two-factor/two-factor-keys';
import { isTwoFactorOn } from '../two-factor/two-factor.repository';
import type { User } from '../people/user';
import { isSuspendedAgent, normalizeEmail } from '../people/user';
import { findUserByEmail } from '../people/users.repository';
import { deviceKey, isKnownBrowser, newDeviceId, pairKey, recordSignInDevice } from './known-devices';
import { passwordMatches } from './passwords';

export interface LoginRequest {
  body: Record<string, unknown>;
  ip: string | undefined;
  userAgent: string | undefined;
  /** The browser's wallet_device id; undefined when it sent none, and the sign-in makes one. */
  deviceId: string | undefined;
}

export interface SignedInResult {
  user: User;
  session: StartedSession;
  /** The browser's device id, new when the request had none: the route sets its cookie then. */
  deviceId: string;
}

export type LoginDependencies = SecurityMailDependencies & {
  db: Database;
  rateLimiters: RateLimiters;
  twoFactorKeys: TwoFactorKeys;
};

const tooManyAttempts = (secondsLeft: number) =>
  `Too many login attempts. Please try again in ${inWholeUnits(secondsLeft, 'minute')}.`;

export async function login(dependencies: LoginDependencies, request: LoginRequest): Promise<SignedInResult> {
  const credentials = await validated(
    loginSchema,
    textFields(request.body, { email: 'Email', password: 'Password' }),
  );
  const { twoFactorCode } = textFields(request.body, { twoFactorCode: 'Two-factor code' });
  const email = normalizeEmail(credentials.email);
  const remember = request.body.rememberMe === true;
  const { rateLimiters } = dependencies;

  const ip = request.ip ?? 'unknown';

  await consumeOrRefuse(rateLimiters.loginPerIp, ip, tooManyAttempts);
  const account = await findUserByEmail(dependencies.db, email);
  // OWASP: slow the attacker, not the owner. Every try counts for its (account, address) pair; the account-wide counts
  // hold back only browsers new to the account, so failures from elsewhere never lock out the owner's own browser.
  const knownBrowser = await isKnownBrowser(dependencies.db, account?.id, request.deviceId);
  await consumeOrRefuse(rateLimiters.loginPerAccountAndIp, pairKey(email, ip), tooManyAttempts);
  if (knownBrowser && request.deviceId !== undefined) {
    await consumeOrRefuse(
      rateLimiters.loginBurstPerDevice,
      deviceKey(email, request.deviceId),
      tooManyAttempts,
    );
  } else {
    await consumeOrRefuse(rateLimiters.loginPerAccount, email, tooManyAttempts);
    await consumeOrRefuse(rateLimiters.loginBurstPerAccount, email, tooManyAttempts);
  }

  // Unknown e-mail and wrong password: the same answer after the same work, so neither reveals the other.
  if (!(await passwordMatches(account?.passwordHash, credentials.password)) || account === undefined) {
    throw new AppError(401, authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  // Closed is said only to whoever knows the password; a wrong one was refused above like any other.
  if (account.closedAt !== null) throw new AppError(403, settingsMessages.accountIsClosed, 'ACCOUNT_CLOSED');
  if (!account.isEmailVerified) throw new AppError(403, authMessages.notVerified, 'EMAIL_NOT_VERIFIED');
  if (isSuspendedAgent(account)) throw new AppError(403, authMessages.agentNotApproved, 'AGENT_NOT_APPROVED');
  // The tries above already counted against the limits, so guessing codes is as slow as guessing passwords.
  await checkSecondFactor(dependencies, account.id, twoFactorCode);

  // A known browser's success clears only its own pair: the account-wide count of strangers' failures stays.
  if (!knownBrowser) await forget(rateLimiters.loginPerAccount, email);
  await forget(rateLimiters.loginPerAccountAndIp, pairKey(email, ip));
  const session = await startSession(dependencies.db, {
    userId: account.id,
    remember,
    userAgent: request.userAgent,
    ip: request.ip,
  });
  const deviceId = request.deviceId ?? newDeviceId();
  if (await recordSignInDevice(dependencies.db, account.id, deviceId)) {
    sendSecurityMail(dependencies, account.id, {
      kind: 'new-sign-in',
      at: new Date(),
      userAgent: request.userAgent,
      ip: request.ip,
    });
  }
  const { passwordHash: _passwordHash, ...user } = account;
  return { user, session, deviceId };
}

/** With two-factor sign-in on, a good code from the app or an unused recovery code; without it, nothing. */
async function checkSecondFactor(
  dependencies: LoginDependencies,
  userId: string,
  typedCode: string | undefined,
): Promise<void> {
  if (!(await isTwoFactorOn(dependencies.db, userId))) return;
  const code = typedCode?.trim() ?? '';
  if (code === '') {
    throw new AppError(401, settingsMessages.twoFactorRequired, 'TWO_FACTOR_REQUIRED', 'twoFactorCode');
  }
  if (!(await useSignInCode(dependencies.db, dependencies.twoFactorKeys, userId, code))) {
    throw invalidTwoFactorCode(401, 'twoFactorCode');
  }
}
