// The question before an audited admin action: the reason goes out trimmed ("" when none), one over the limit is
// refused on the spot, and Cancel sends nothing.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { ReasonConfirmDialog } from './ReasonConfirmDialog';

function renderDialog() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ThemePreferenceProvider persist={false}>
      <ReasonConfirmDialog
        title="Block wallet?"
        description="Alice Rahman will not be able to send money."
        confirmLabel="Block wallet"
        busyLabel="Blocking..."
        reasonHint="Kept in the audit log; at most 500 characters."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </ThemePreferenceProvider>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('alertdialog', { name: 'Block wallet?' }) };
}

describe('ReasonConfirmDialog', () => {
  it('when a reason is typed with spaces around it, then it is confirmed trimmed', async () => {
    const { onConfirm } = renderDialog();

    await userEvent.type(screen.getByLabelText('Reason'), '  Fraud report #12 ');
    await userEvent.click(screen.getByRole('button', { name: 'Block wallet' }));

    expect(onConfirm).toHaveBeenCalledWith('Fraud report #12');
  });

  it('when no reason is given, then it is confirmed with an empty one', async () => {
    const { onConfirm } = renderDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Block wallet' }));

    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('when the reason is over 500 characters, then it is refused on the spot and not confirmed', async () => {
    const { onConfirm } = renderDialog();
    const reason = screen.getByLabelText('Reason');

    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Block wallet' }));

    expect(screen.getByText('Reason must be at most 500 characters')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when Cancel is pressed, then nothing is confirmed', async () => {
    const { onConfirm, onCancel } = renderDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
