// The one bridge between yup schemas (from common/) and final-form: validation and submission errors.
import { FORM_ERROR, getIn, setIn } from 'final-form';
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import { ValidationError } from 'yup';
import type { AnyObject, Schema } from 'yup';
import { serverFieldErrors, serverMessage } from './graphql-errors';

/**
 * final-form's error object for a yup ValidationError: each field gets its first message at its path
 * (yup and final-form write paths alike, `items[0].name`); record-level messages (no path) go to FORM_ERROR.
 */
export function yupErrorsToFinalForm(error: ValidationError): AnyObject {
  let errors: AnyObject = {};
  const issues = error.inner.length > 0 ? error.inner : [error];
  for (const issue of issues) {
    const path = issue.path ? issue.path : FORM_ERROR;
    if (getIn(errors, path) === undefined) errors = setIn(errors, path, issue.message);
  }
  return errors;
}

/** A record-level `validate` for <Form>, from a yup schema. Synchronous: our schemas have no async tests. */
export function validateWithSchema<Values extends object>(schema: Schema) {
  return (values: Values): ValidationErrors => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return undefined;
    } catch (error) {
      if (error instanceof ValidationError) return yupErrorsToFinalForm(error);
      throw error;
    }
  };
}

/**
 * What `onSubmit` returns when the server refused: its field messages on their fields, and its message
 * (or the screen's fallback) as the form's error.
 */
export function toSubmissionErrors(error: unknown, fallback: string): SubmissionErrors {
  return { ...serverFieldErrors(error), [FORM_ERROR]: serverMessage(error, fallback) };
}

/** What a field shows: its validation message once touched, or the server's until it is edited again. */
export function fieldErrorOf(meta: {
  touched?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}): string | undefined {
  if (meta.touched && typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}
