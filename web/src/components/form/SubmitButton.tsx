// A form's submit button: its label, or what is happening while the form is busy (aria-busy says so too).
import { Button } from '../Button';
import type { ButtonProps } from '../Button';

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'children'> & {
  busy: boolean | undefined;
  /** "Saving...", "Sending...": shown instead of the label while busy. */
  busyLabel: string;
  children: string;
};

/**
 * A form's submit button: its label, or what is happening while the form is busy ("Saving...", with
 * aria-busy). Disable it while the form submits or is invalid.
 */
export function SubmitButton({ busy, busyLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" aria-busy={busy || undefined} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}
