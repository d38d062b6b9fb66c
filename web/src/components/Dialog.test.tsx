// The modal dialog is accessible: named by its title, focus inside while open and back after, Escape closes.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { Button } from './Button';
import { Dialog } from './Dialog';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <ThemePreferenceProvider persist={false}>
      <Button onClick={() => setOpen(true)}>Open details</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Transaction details"
        description="Everything about it"
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <a href="#fee">Fee</a>
      </Dialog>
    </ThemePreferenceProvider>
  );
}

describe('Dialog', () => {
  it('when opened, then it is a modal dialog named by its title and focus is on its first control', async () => {
    render(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));

    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Everything about it');
    expect(screen.getByRole('link', { name: 'Fee' })).toHaveFocus();
  });

  it('when Tab passes the last control, then focus wraps to the first, and back with Shift+Tab', async () => {
    render(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Fee' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('when Escape is pressed, then it closes and focus returns to what opened it', async () => {
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await userEvent.click(opener);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('when the backdrop is clicked, then it closes; a click inside does not', async () => {
    render(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(dialog);
    expect(dialog).toBeInTheDocument();

    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('the dialog has no backdrop');
    await userEvent.click(backdrop);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
