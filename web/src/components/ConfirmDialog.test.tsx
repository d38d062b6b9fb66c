// The confirmation is a real modal: labelled, focus starts on Cancel and stays inside, Escape cancels (not
// while the action runs), and focus goes back to the button that opened it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ busy = false, onConfirm = () => undefined }: { busy?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemePreferenceProvider persist={false}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ConfirmDialog
        open={open}
        title="Confirm transfer"
        description="Transfers are instant and cannot be undone."
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        <a href="#details">Details</a>
      </ConfirmDialog>
    </ThemePreferenceProvider>
  );
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('alertdialog', { name: 'Confirm transfer' });
}

describe('ConfirmDialog', () => {
  it('when it opens, then it is a labelled, described modal with focus on Cancel', async () => {
    render(<Harness />);
    const dialog = await open();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Transfers are instant and cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('when Tab passes the last control, then focus wraps to the first, and back with Shift+Tab', async () => {
    render(<Harness />);
    await open();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Details' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('when Escape is pressed, then it cancels and focus returns to the opener', async () => {
    render(<Harness />);
    await open();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('when Confirm is pressed, then the owner is told', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('when the action is running, then both buttons wait and Escape does not close it', async () => {
    render(<Harness busy />);
    const dialog = await open();

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    dialog.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
