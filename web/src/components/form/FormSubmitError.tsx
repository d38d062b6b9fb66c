// The form-level refusal of the last submission (final-form's submitError), hidden while the form submits again.
import { useFormState } from 'react-final-form';
import { Alert } from '../Alert';

/**
 * The form-level refusal of the last submission (final-form's FORM_ERROR, such as "Failed to save. Please try
 * again."), as a danger Alert, hidden while the form submits again. Put it above the submit button; errors
 * that belong to one field show under that field instead.
 */
export function FormSubmitError() {
  const state = useFormState({ subscription: { submitError: true, submitting: true } });
  return state.submitError && !state.submitting ? (
    <Alert tone="danger">{String(state.submitError)}</Alert>
  ) : null;
}
