// The api's /auth routes: sign-up, e-mail codes, sign-in and out, passwords. The session cookie travels in the
// client's Cookie and Set-Cookie relay, never through here.
import type { RestClient } from './client';
import type { RestUser, RestUserResult } from './users';

/** Self-registration offers these two; admins are never self-registered. */
export type RestRegisterRole = 'user' | 'agent';

export interface RestRegisterInput {
  name: string;
  email: string;
  password: string;
  phone: string;
  role: RestRegisterRole;
}

export interface RestLoginInput {
  email: string;
  password: string;
  /** Omitted: a session that ends with the browser. */
  rememberMe?: boolean | undefined;
  /** With two-factor sign-in on: the app's 6-digit code or a recovery code. Omitted: none given. */
  twoFactorCode?: string | undefined;
}

export interface RestChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export interface RestResetPasswordInput {
  email: string;
  otp: string;
  newPassword: string;
}

/** Calls whose only answer is the api's confirmation text. */
export interface RestMessageResult {
  message: string;
}

async function postForUser(rest: RestClient, path: string, body: object): Promise<RestUserResult> {
  const { message, data } = await rest.post<RestUser>(path, body);
  return { message, user: data };
}

async function postForMessage(rest: RestClient, path: string, body: object = {}): Promise<RestMessageResult> {
  const { message } = await rest.post<unknown>(path, body);
  return { message };
}

export function register(rest: RestClient, input: RestRegisterInput): Promise<RestUserResult> {
  const { name, email, password, phone, role } = input;
  return postForUser(rest, 'auth/register', { name, email, password, phone, role });
}

/** Sends a fresh e-mail verification code. */
export function sendVerificationCode(rest: RestClient, email: string): Promise<RestMessageResult> {
  return postForMessage(rest, 'auth/resend-verification', { email });
}

export function verifyEmail(rest: RestClient, email: string, otp: string): Promise<RestMessageResult> {
  return postForMessage(rest, 'auth/verify-email', { email, otp });
}

/** The api answers with the user and sets the session cookie. */
export function login(rest: RestClient, input: RestLoginInput): Promise<RestUserResult> {
  const { email, password, rememberMe, twoFactorCode } = input;
  return postForUser(rest, 'auth/login', {
    email,
    password,
    ...(rememberMe === undefined ? {} : { rememberMe }),
    ...(twoFactorCode === undefined ? {} : { twoFactorCode }),
  });
}

/** The api ends the session and clears the cookie. */
export function logout(rest: RestClient): Promise<RestMessageResult> {
  return postForMessage(rest, 'auth/logout');
}

export function changePassword(rest: RestClient, input: RestChangePasswordInput): Promise<RestMessageResult> {
  const { currentPassword, newPassword } = input;
  return postForMessage(rest, 'auth/change-password', { currentPassword, newPassword });
}

/** Sends a password reset code when the address has an account; the answer is the same either way. */
export function forgotPassword(rest: RestClient, email: string): Promise<RestMessageResult> {
  return postForMessage(rest, 'auth/forgot-password', { email });
}

export function resetPassword(rest: RestClient, input: RestResetPasswordInput): Promise<RestMessageResult> {
  const { email, otp, newPassword } = input;
  return postForMessage(rest, 'auth/reset-password', { email, otp, newPassword });
}
