// The form-level refusal of the last submission (final-form's submitError), hidden while the form submits again.
import { useFormState } from 'react-final-form';
import { Alert } from '../Alert';

export function FormSubmitError() {
  const state = useFormState({ subscription: { submitError: true, submitting: true } });
  return state.submitError && !state.submitting ? (
    <Alert tone="danger">{String(state.submitError)}</Alert>
  ) : null;
}
