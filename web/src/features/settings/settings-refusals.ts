// The api's settings refusals as a form shows them: a message about one field on that field, any other on the form.
import { FORM_ERROR } from 'final-form';
import type { SubmissionErrors } from 'final-form';
import { settingsMessages } from '@wallet/common/settings';
import { serverFieldErrors, serverMessage } from '../../lib/graphql-errors';

/** The refusals that name a field, by the form field they belong to (the api sends them without a field). */
const fieldOfMessage: Readonly<Record<string, string>> = {
  [settingsMessages.passwordWrong]: 'password',
  [settingsMessages.invalidTwoFactorCode]: 'code',
  [settingsMessages.codeFormat]: 'code',
  [settingsMessages.codeOrRecoveryFormat]: 'code',
};

/** What `onSubmit` returns for a refusal: on its field when it names one the form has, else the form's error. */
export function settingsRefusal(
  error: unknown,
  fallback: string,
  formFields: readonly string[],
): SubmissionErrors {
  const message = serverMessage(error, fallback);
  const field = fieldOfMessage[message];
  if (field && formFields.includes(field)) return { [field]: message };
  return { ...serverFieldErrors(error), [FORM_ERROR]: message };
}
