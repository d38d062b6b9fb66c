// The profile rules give SPEC.md §5's messages: name 2 to 50 characters, a Bangladeshi mobile number.
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { profileSchema } from './profile';

async function firstProblem(values: object) {
  try {
    await profileSchema.validate(values, { abortEarly: true, stripUnknown: true });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { field: error.path, message: error.message };
  }
}

const valid = { name: 'Alice Smith', phone: '01712345678' };

describe('profile rules', () => {
  it('when name and phone are valid, then the profile passes trimmed and without other fields', async () => {
    expect(
      await profileSchema.validate(
        { name: ' Alice ', phone: ' 01912345678 ', role: 'admin' },
        { stripUnknown: true },
      ),
    ).toEqual({
      name: 'Alice',
      phone: '01912345678',
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ name: undefined }, 'name', 'Name is required'],
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: undefined }, 'phone', 'Phone number is required'],
    [{ phone: '01212345678' }, 'phone', 'Please enter a valid Bangladeshi phone number'],
    [{ phone: '0171234567' }, 'phone', 'Please enter a valid Bangladeshi phone number'],
    [{ phone: '017123456789' }, 'phone', 'Please enter a valid Bangladeshi phone number'],
    [{ phone: '11712345678' }, 'phone', 'Please enter a valid Bangladeshi phone number'],
    [{ phone: '0171234567a' }, 'phone', 'Please enter a valid Bangladeshi phone number'],
  ])('when the profile has %o, then %s says "%s"', async (change, field, message) => {
    expect(await firstProblem({ ...valid, ...change })).toEqual({ field, message });
  });

  it.each(['01312345678', '01999999999'])('when the phone is %s, then it passes', async (phone) => {
    expect(await firstProblem({ ...valid, phone })).toBeNull();
  });
});
