// The yup ↔ final-form bridge: field messages at their paths, record-level messages as FORM_ERROR, server errors mapped.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { contactSchema } from '@wallet/common/contact';
import { toSubmissionErrors, validateWithSchema } from './final-form-yup';

function graphQLError(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
}

describe('validateWithSchema', () => {
  const validateContact = validateWithSchema(contactSchema);

  it('when the values are valid, then there are no errors', () => {
    expect(
      validateContact({
        firstName: 'Maya',
        lastName: 'T',
        email: 'maya@example.com',
        subject: 'Hi',
        message: 'Hello',
      }),
    ).toBeUndefined();
  });

  it('when required fields are missing, then the record-level message is the form error', () => {
    expect(validateContact({ firstName: 'Maya' })).toEqual({
      [FORM_ERROR]: 'Please fill in all required fields: Last Name, Email, Subject, Message',
    });
  });

  it('when a field is wrong, then its message sits on the field, beside the form error', () => {
    expect(validateContact({ firstName: 'Maya', email: 'maya@' })).toEqual({
      email: 'Please enter a valid email address',
      [FORM_ERROR]: 'Please fill in all required fields: Last Name, Subject, Message',
    });
  });

  it('when a field breaks two rules, then the first message is kept', () => {
    const schema = yup.object({
      name: yup
        .string()
        .min(3, 'Too short')
        .matches(/^[A-Z]/, 'Capital first'),
    });
    expect(validateWithSchema(schema)({ name: 'ab' })).toEqual({ name: 'Too short' });
  });

  it('when errors are nested, then they keep their nested path', () => {
    const schema = yup.object({
      items: yup.array(yup.object({ amount: yup.number().positive('Must be positive') })),
    });
    expect(validateWithSchema(schema)({ items: [{ amount: 5 }, { amount: -1 }] })).toEqual({
      items: [undefined, { amount: 'Must be positive' }],
    });
  });
});

describe('toSubmissionErrors', () => {
  it('when the server gave a message, then it becomes the form error', () => {
    expect(toSubmissionErrors(graphQLError('Slow down', { code: 'TOO_MANY_REQUESTS' }), 'Fallback')).toEqual({
      [FORM_ERROR]: 'Slow down',
    });
  });

  it('when the server named a field, then its message also sits on that field', () => {
    expect(
      toSubmissionErrors(graphQLError('Bad e-mail', { code: 'BAD_USER_INPUT', field: 'email' }), 'Fallback'),
    ).toEqual({ email: 'Bad e-mail', [FORM_ERROR]: 'Bad e-mail' });
  });

  it('when the server sent field errors as a map, then each lands on its field', () => {
    const error = graphQLError('Check the form', {
      code: 'BAD_USER_INPUT',
      fieldErrors: { email: 'Taken', phone: 'Too short' },
    });
    expect(toSubmissionErrors(error, 'Fallback')).toEqual({
      email: 'Taken',
      phone: 'Too short',
      [FORM_ERROR]: 'Check the form',
    });
  });

  it('when the error is internal or not from the server, then the fallback is the form error', () => {
    expect(
      toSubmissionErrors(graphQLError('stack trace…', { code: 'INTERNAL_SERVER_ERROR' }), 'Fallback'),
    ).toEqual({
      [FORM_ERROR]: 'Fallback',
    });
    expect(toSubmissionErrors(new TypeError('Failed to fetch'), 'Fallback')).toEqual({
      [FORM_ERROR]: 'Fallback',
    });
  });
});
