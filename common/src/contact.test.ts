import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { contactSchema, EMAIL_MESSAGE, missingContactFieldsMessage } from './contact';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Question',
  message: 'Hello there',
};

describe('contact rules', () => {
  it('when every required field is filled, then the message passes and is trimmed', async () => {
    const parsed = await contactSchema.validate({ ...valid, firstName: '  Ada ' }, { stripUnknown: true });
    expect(parsed.firstName).toBe('Ada');
  });

  it('when required fields are empty, then the message names them in form order', () => {
    expect(missingContactFieldsMessage({ ...valid, firstName: ' ', email: undefined })).toBe(
      'Please fill in all required fields: First Name, Email',
    );
    expect(missingContactFieldsMessage(valid)).toBeNull();
  });

  it('when the e-mail is malformed, then it is refused with the e-mail message', async () => {
    await expect(contactSchema.validate({ ...valid, email: 'not-an-email' })).rejects.toThrow(EMAIL_MESSAGE);
  });

  it('when a field is too long, then it is refused naming the field', async () => {
    const error: unknown = await contactSchema
      .validate({ ...valid, subject: 'x'.repeat(201) })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe('Subject must be at most 200 characters');
  });
});
