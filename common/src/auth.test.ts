// The shared auth rules give SPEC.md §5's messages word for word, on the field at fault.
import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { ValidationError } from 'yup';
import {
  changePasswordRequestSchema,
  changePasswordSchema,
  emailRequestSchema,
  loginSchema,
  otpSchema,
  passwordProblem,
  passwordRules,
  registerRequestSchema,
  registerSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from './auth';

/** The first problem the schema reports, as the form and the api see it. */
async function firstProblem(schema: AnyObjectSchema, values: object) {
  try {
    await schema.validate(values, { abortEarly: true, stripUnknown: true });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { field: error.path, message: error.message };
  }
}

const strong = 'Str0ng!pass';
const registration = {
  name: 'Alice Smith',
  email: 'alice@example.com',
  password: strong,
  phone: '01712345678',
  role: 'user',
};
const registrationForm = { ...registration, confirmPassword: strong, terms: true };

describe('login rules', () => {
  it('when e-mail and password are given, then the login passes', async () => {
    expect(await firstProblem(loginSchema, { email: ' alice@example.com ', password: 'x' })).toBeNull();
  });

  it.each(['', 'alice', 'alice@example', 'alice @example.com', `${'a'.repeat(250)}@example.com`])(
    'when the e-mail is "%s", then it asks for a valid address',
    async (email) => {
      expect(await firstProblem(loginSchema, { email, password: 'x' })).toEqual({
        field: 'email',
        message: 'Please enter a valid email address',
      });
    },
  );

  it('when the password is empty, then it is required', async () => {
    expect(await firstProblem(loginSchema, { email: 'alice@example.com', password: '' })).toEqual({
      field: 'password',
      message: 'Password is required',
    });
    expect(await firstProblem(loginSchema, { email: 'alice@example.com' })).toEqual({
      field: 'password',
      message: 'Password is required',
    });
  });
});

describe('password rules', () => {
  it.each([
    ['Sh0rt!', 'length', 'Password must be at least 8 characters'],
    ['lower0nly!', 'uppercase', 'Password must contain at least one uppercase letter'],
    ['UPPER0NLY!', 'lowercase', 'Password must contain at least one lowercase letter'],
    ['NoDigits!!', 'number', 'Password must contain at least one number'],
    ['NoSpecial123', 'special', 'Password must contain at least one special character'],
  ])('when the password is "%s", then the %s rule refuses it', async (password, id, message) => {
    expect(passwordProblem(password)?.id).toBe(id);
    expect(await firstProblem(registerRequestSchema, { ...registration, password })).toEqual({
      field: 'password',
      message,
    });
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('when the special character is "%s", then it counts', (character) => {
    expect(passwordProblem(`Abcdefg1${character}`)).toBeNull();
  });

  it.each(['-', '_', ' ', '~', '+', '='])(
    'when the only symbol is "%s", then it does not count',
    (symbol) => {
      expect(passwordProblem(`Abcdefg1${symbol}`)?.id).toBe('special');
    },
  );

  it('when the checklist is drawn, then it lists the five rules in order with labels', () => {
    expect(passwordRules.map((rule) => rule.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'number',
      'special',
    ]);
    expect(passwordRules.every((rule) => rule.label.length > 0)).toBe(true);
    expect(passwordRules.map((rule) => rule.test('Abcdef1!'))).toEqual([true, true, true, true, true]);
    expect(passwordRules.map((rule) => rule.test(''))).toEqual([false, false, false, false, false]);
  });

  it('when the password is longer than 128 characters, then it is refused', async () => {
    expect(
      await firstProblem(registerRequestSchema, { ...registration, password: `Aa1!${'x'.repeat(125)}` }),
    ).toEqual({ field: 'password', message: 'Password must be at most 128 characters' });
  });
});

describe('registration rules', () => {
  it('when every field is valid, then the request and the form pass', async () => {
    expect(await firstProblem(registerRequestSchema, registration)).toBeNull();
    expect(await firstProblem(registerSchema, registrationForm)).toBeNull();
  });

  it('when the request is cast, then name and e-mail are trimmed and unknown fields dropped', async () => {
    const parsed = await registerRequestSchema.validate(
      { ...registration, name: '  Alice ', email: ' alice@example.com ', isApproved: true },
      { stripUnknown: true },
    );
    expect(parsed).toEqual({ ...registration, name: 'Alice' });
  });

  it.each([
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ name: '  A  ' }, 'name', 'Name must be at least 2 characters'],
    [{ name: '' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ phone: '0171234567' }, 'phone', 'Phone number must be at least 11 digits'],
    [{ phone: '' }, 'phone', 'Phone number must be at least 11 digits'],
    [{ phone: '0171234567a' }, 'phone', 'Phone number must contain only digits'],
    [{ phone: '+8801712345678' }, 'phone', 'Phone number must contain only digits'],
    [{ phone: '1'.repeat(16) }, 'phone', 'Phone number must be at most 15 digits'],
    [{ role: '' }, 'role', 'Please select a role'],
    [{ role: undefined }, 'role', 'Please select a role'],
    [{ role: 'admin' }, 'role', 'Please select a role'],
    [{ role: 'superuser' }, 'role', 'Please select a role'],
  ])('when the request has %o, then %s says "%s"', async (change, field, message) => {
    expect(await firstProblem(registerRequestSchema, { ...registration, ...change })).toEqual({
      field,
      message,
    });
  });

  it('when name and phone are at their limits, then they pass', async () => {
    expect(await firstProblem(registerRequestSchema, { ...registration, name: 'Al' })).toBeNull();
    expect(await firstProblem(registerRequestSchema, { ...registration, name: 'x'.repeat(50) })).toBeNull();
    expect(await firstProblem(registerRequestSchema, { ...registration, phone: '1'.repeat(15) })).toBeNull();
    expect(await firstProblem(registerRequestSchema, { ...registration, role: 'agent' })).toBeNull();
  });

  it('when the confirmation differs, then the form says the passwords do not match', async () => {
    expect(
      await firstProblem(registerSchema, { ...registrationForm, confirmPassword: 'Other1!pass' }),
    ).toEqual({
      field: 'confirmPassword',
      message: "Passwords don't match",
    });
    expect(await firstProblem(registerSchema, { ...registrationForm, confirmPassword: '' })).toEqual({
      field: 'confirmPassword',
      message: "Passwords don't match",
    });
  });

  it('when the terms are not accepted, then the form asks for them', async () => {
    for (const terms of [false, undefined]) {
      expect(await firstProblem(registerSchema, { ...registrationForm, terms })).toEqual({
        field: 'terms',
        message: 'You must agree to the terms and conditions',
      });
    }
  });
});

describe('one-time code rules', () => {
  it.each(['12345', '1234567', ''])('when the code is "%s", then it must be 6 characters', async (otp) => {
    expect(await firstProblem(otpSchema, { otp })).toEqual({
      field: 'otp',
      message: 'Your one-time password must be 6 characters.',
    });
    expect(await firstProblem(verifyEmailSchema, { email: 'alice@example.com', otp })).toEqual({
      field: 'otp',
      message: 'Your one-time password must be 6 characters.',
    });
  });

  it('when the code has 6 characters, then it passes', async () => {
    expect(await firstProblem(otpSchema, { otp: '123456' })).toBeNull();
    expect(await firstProblem(verifyEmailSchema, { email: 'alice@example.com', otp: ' 123456 ' })).toBeNull();
  });

  it('when a code is asked for a malformed address, then it asks for a valid one', async () => {
    expect(await firstProblem(emailRequestSchema, { email: 'x' })).toEqual({
      field: 'email',
      message: 'Please enter a valid email address',
    });
  });
});

describe('change and reset password rules', () => {
  const change = { currentPassword: 'Old1!pass', newPassword: strong, confirmPassword: strong };

  it('when every field is valid, then the change passes', async () => {
    expect(await firstProblem(changePasswordSchema, change)).toBeNull();
    expect(await firstProblem(changePasswordRequestSchema, change)).toBeNull();
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Current password is required'],
    [
      { newPassword: 'short', confirmPassword: 'short' },
      'newPassword',
      'Password must be at least 8 characters',
    ],
    [
      { newPassword: 'nouppercase1!', confirmPassword: 'nouppercase1!' },
      'newPassword',
      'Password must contain at least one uppercase letter',
    ],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'Str0ng!pasS' }, 'confirmPassword', "Passwords don't match"],
  ])('when the change has %o, then %s says "%s"', async (changes, field, message) => {
    expect(await firstProblem(changePasswordSchema, { ...change, ...changes })).toEqual({ field, message });
  });

  it('when a reset is sent, then e-mail, code and the new password rules apply', async () => {
    const reset = { email: 'alice@example.com', otp: '123456', newPassword: strong };
    expect(await firstProblem(resetPasswordRequestSchema, reset)).toBeNull();
    expect(await firstProblem(resetPasswordSchema, { ...reset, confirmPassword: strong })).toBeNull();
    expect(await firstProblem(resetPasswordRequestSchema, { ...reset, otp: '12' })).toEqual({
      field: 'otp',
      message: 'Your one-time password must be 6 characters.',
    });
    expect(await firstProblem(resetPasswordRequestSchema, { ...reset, newPassword: 'weak' })).toEqual({
      field: 'newPassword',
      message: 'Password must be at least 8 characters',
    });
    expect(await firstProblem(resetPasswordSchema, { ...reset, confirmPassword: 'Different1!' })).toEqual({
      field: 'confirmPassword',
      message: "Passwords don't match",
    });
  });
});
