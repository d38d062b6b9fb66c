// The code slots: typing moves on, Backspace moves back, a pasted code fills every slot.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { OtpInput, otpDigits } from './OtpInput';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <output aria-label="Code">{otpDigits(value)}</output>
    </>
  );
}

function renderOtp() {
  render(
    <ThemePreferenceProvider persist={false}>
      <Harness />
    </ThemePreferenceProvider>,
  );
}

const slot = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const code = () => screen.getByRole('status', { name: 'Code' });

describe('OtpInput', () => {
  it('when it renders, then there are six labelled slots in a named group', () => {
    renderOtp();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('when a whole code is pasted into the first slot, then every slot is filled', async () => {
    renderOtp();
    await userEvent.click(slot(1));
    await userEvent.paste('482913');

    expect([1, 2, 3, 4, 5, 6].map((n) => (slot(n) as HTMLInputElement).value).join('')).toBe('482913');
    expect(code()).toHaveTextContent('482913');
    expect(slot(6)).toHaveFocus();
  });

  it('when a code with spaces is pasted into a later slot, then its digits still fill all six', async () => {
    renderOtp();
    await userEvent.click(slot(4));
    await userEvent.paste(' 123 456 ');

    expect(code()).toHaveTextContent('123456');
  });

  it('when digits are typed, then focus moves on, and Backspace on an empty slot clears the one before', async () => {
    renderOtp();
    await userEvent.click(slot(1));
    await userEvent.keyboard('12');

    expect(slot(3)).toHaveFocus();
    expect(code()).toHaveTextContent('12');

    await userEvent.keyboard('{Backspace}');

    expect(slot(2)).toHaveFocus();
    expect(slot(2)).toHaveValue('');
    expect(code()).toHaveTextContent(/^1$/);
  });

  it('when a letter is typed, then it is ignored', async () => {
    renderOtp();
    await userEvent.click(slot(1));
    await userEvent.keyboard('a');

    expect(slot(1)).toHaveValue('');
    expect(slot(1)).toHaveFocus();
  });
});
