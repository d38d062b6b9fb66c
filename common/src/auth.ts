// Sign-up, sign-in, one-time codes and passwords (SPEC.md §5): the rules and messages the web forms and the api share.
import * as yup from 'yup';
import {
  NAME_LENGTH_MAX,
  NAME_LENGTH_MIN,
  OTP_LENGTH,
  PASSWORD_LENGTH_MIN,
  PHONE_LENGTH_MIN,
} from './constants';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from './contact';

export const ROLES = ['user', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Self-registration offers these only; admins come from ADMIN_EMAIL or `npm run create-admin`. */
export const REGISTER_ROLES = ['user', 'agent'] as const;
export type RegisterRole = (typeof REGISTER_ROLES)[number];

/** The longest e-mail address a mail system accepts (RFC 5321 path limit). */
export const EMAIL_LENGTH_MAX = 254;
/** argon2 takes any length, but a limit keeps a request from making the server hash megabytes. */
export const PASSWORD_LENGTH_MAX = 128;
/** E.164 numbers have at most 15 digits. */
export const PHONE_LENGTH_MAX = 15;
/** The characters SPEC.md §5 counts as special in a password. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** What the server answers; the web app matches some of them (SPEC.md §8), so they live here once. */
export const authMessages = {
  registered: 'Registration successful',
  emailTaken: 'An account with this email already exists',
  codeSent: 'Verification code sent to your email',
  emailVerified: 'Email verified successfully',
  invalidCode: 'Invalid or expired code',
  tooManyCodeAttempts: 'Too many incorrect attempts. Please request a new code.',
  loggedIn: 'Login successful',
  invalidCredentials: 'Invalid credentials',
  notVerified: 'Your account is not verified',
  agentNotApproved: 'Agent not yet approved by admin.',
  loggedOut: 'Logged out successfully',
  passwordChanged: 'Password changed successfully!',
  currentPasswordWrong: 'Current password is incorrect',
  resetCodeSent: 'If an account exists for this email, a reset code has been sent.',
  passwordReset: 'Password reset successfully. Please sign in.',
  notSignedIn: 'You are not signed in',
  forbidden: 'You do not have permission to perform this action',
} as const;

export const authValidationMessages = {
  email: EMAIL_MESSAGE,
  passwordRequired: 'Password is required',
  nameMin: `Name must be at least ${NAME_LENGTH_MIN} characters`,
  nameMax: `Name must be less than ${NAME_LENGTH_MAX} characters`,
  passwordMax: `Password must be at most ${PASSWORD_LENGTH_MAX} characters`,
  passwordsDontMatch: "Passwords don't match",
  phoneMin: `Phone number must be at least ${PHONE_LENGTH_MIN} digits`,
  phoneMax: `Phone number must be at most ${PHONE_LENGTH_MAX} digits`,
  phoneDigits: 'Phone number must contain only digits',
  role: 'Please select a role',
  terms: 'You must agree to the terms and conditions',
  otp: `Your one-time password must be ${OTP_LENGTH} characters.`,
  currentPasswordRequired: 'Current password is required',
  confirmPasswordRequired: 'Please confirm your password',
} as const;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  /** The line of the live checklist beside the password field. */
  label: string;
  /** The error when the password breaks this rule. */
  message: string;
  test(password: string): boolean;
}

const hasSpecialCharacter = (password: string) =>
  [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character));

/** The password rules in the order their messages are shown; the web checklist lists them as they are. */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_LENGTH_MIN} characters`,
    message: `Password must be at least ${PASSWORD_LENGTH_MIN} characters`,
    test: (password) => password.length >= PASSWORD_LENGTH_MIN,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: 'Password must contain at least one lowercase letter',
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: 'number',
    label: 'One number',
    message: 'Password must contain at least one number',
    test: (password) => /\d/.test(password),
  },
  {
    id: 'special',
    label: 'One special character',
    message: 'Password must contain at least one special character',
    test: hasSpecialCharacter,
  },
];

/** The first rule the password breaks, or null when it meets them all. */
export function passwordProblem(password: string): PasswordRule | null {
  return passwordRules.find((rule) => !rule.test(password)) ?? null;
}

/** An e-mail address as the forms take it: trimmed, matching the contact form's pattern. */
export const emailSchema = yup
  .string()
  .trim()
  .default('')
  .max(EMAIL_LENGTH_MAX, EMAIL_MESSAGE)
  .test('email', EMAIL_MESSAGE, (value) => EMAIL_PATTERN.test(value));

/** A new password: every rule of SPEC.md §5, checked in the order of passwordRules. */
export const newPasswordSchema = passwordRules.reduce(
  (schema, rule) => schema.test(rule.id, rule.message, (value) => rule.test(value)),
  yup.string().default('').max(PASSWORD_LENGTH_MAX, authValidationMessages.passwordMax),
);

export const nameSchema = yup
  .string()
  .trim()
  .default('')
  .min(NAME_LENGTH_MIN, authValidationMessages.nameMin)
  .max(NAME_LENGTH_MAX, authValidationMessages.nameMax);

/** A one-time code as typed: exactly six characters (the server then checks it). */
export const otpFieldSchema = yup.string().trim().default('').length(OTP_LENGTH, authValidationMessages.otp);

export const otpSchema = yup.object({ otp: otpFieldSchema });

export const loginSchema = yup.object({
  email: emailSchema,
  password: yup.string().default('').required(authValidationMessages.passwordRequired),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

/** What POST /auth/register takes: the form without confirmPassword and terms. */
export const registerRequestSchema = yup.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  phone: yup
    .string()
    .trim()
    .default('')
    .matches(/^\d*$/, authValidationMessages.phoneDigits)
    .min(PHONE_LENGTH_MIN, authValidationMessages.phoneMin)
    .max(PHONE_LENGTH_MAX, authValidationMessages.phoneMax),
  role: yup
    .string<RegisterRole>()
    .default(undefined)
    .required(authValidationMessages.role)
    .oneOf(REGISTER_ROLES, authValidationMessages.role),
});
export type RegisterRequest = yup.InferType<typeof registerRequestSchema>;

/** The sign-up form: the request plus the confirmation and the terms box. */
export const registerSchema = registerRequestSchema.shape({
  confirmPassword: yup
    .string()
    .default('')
    .test('matches', authValidationMessages.passwordsDontMatch, function matches(value) {
      return value === (this.parent as { password?: unknown }).password;
    }),
  terms: yup.boolean().default(false).oneOf([true], authValidationMessages.terms),
});
export type RegisterInput = yup.InferType<typeof registerSchema>;

/** POST /auth/resend-verification and POST /auth/forgot-password. */
export const emailRequestSchema = yup.object({ email: emailSchema });

/** POST /auth/verify-email. */
export const verifyEmailSchema = yup.object({ email: emailSchema, otp: otpFieldSchema });

/** What POST /auth/change-password takes. */
export const changePasswordRequestSchema = yup.object({
  currentPassword: yup.string().default('').required(authValidationMessages.currentPasswordRequired),
  newPassword: newPasswordSchema,
});

/** The change-password form: the request plus the confirmation. */
export const changePasswordSchema = changePasswordRequestSchema.shape({
  confirmPassword: yup
    .string()
    .default('')
    .required(authValidationMessages.confirmPasswordRequired)
    .test('matches', authValidationMessages.passwordsDontMatch, function matches(value) {
      return value === (this.parent as { newPassword?: unknown }).newPassword;
    }),
});
export type ChangePasswordInput = yup.InferType<typeof changePasswordSchema>;

/** What POST /auth/reset-password takes. */
export const resetPasswordRequestSchema = yup.object({
  email: emailSchema,
  otp: otpFieldSchema,
  newPassword: newPasswordSchema,
});

/** The reset-password form: the request plus the confirmation. */
export const resetPasswordSchema = resetPasswordRequestSchema.shape({
  confirmPassword: yup
    .string()
    .default('')
    .required(authValidationMessages.confirmPasswordRequired)
    .test('matches', authValidationMessages.passwordsDontMatch, function matches(value) {
      return value === (this.parent as { newPassword?: unknown }).newPassword;
    }),
});
export type ResetPasswordInput = yup.InferType<typeof resetPasswordSchema>;
