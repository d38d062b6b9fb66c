// The end of a settings dialog's form: the api's refusal that names no field, then Cancel and the submit button,
// both held while the form submits so a change on its way is neither walked away from nor sent twice.
import { useFormState } from 'react-final-form';
import { Button } from '../../components/Button';
import { FormSubmitError } from '../../components/form/FormSubmitError';
import { SubmitButton } from '../../components/form/SubmitButton';
import { keepFocusOnPress } from '../../lib/keep-focus-on-press';
import { DialogActions } from './settings-styles';

interface DialogFormActionsProps {
  submitLabel: string;
  /** "Deleting...", "Turning off...": the submit button's text while the form submits. */
  busyLabel: string;
  onCancel: () => void;
}

export function DialogFormActions({ submitLabel, busyLabel, onCancel }: DialogFormActionsProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <>
      <FormSubmitError />
      <DialogActions>
        <Button variant="secondary" onMouseDown={keepFocusOnPress} onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <SubmitButton busy={submitting} busyLabel={busyLabel} disabled={submitting}>
          {submitLabel}
        </SubmitButton>
      </DialogActions>
    </>
  );
}
