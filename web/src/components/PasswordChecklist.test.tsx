// The password checklist marks each of SPEC.md §5's rules met or not, in words as well as colour.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { PasswordChecklist } from './PasswordChecklist';

function renderChecklist(password: string) {
  render(
    <ThemePreferenceProvider persist={false}>
      <PasswordChecklist password={password} />
    </ThemePreferenceProvider>,
  );
  return within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
}

describe('PasswordChecklist', () => {
  it('when the password is empty, then all five rules are listed as not met', () => {
    const items = renderChecklist('');
    expect(items.map((item) => item.textContent)).toEqual([
      'At least 8 characters (not met)',
      'One uppercase letter (not met)',
      'One lowercase letter (not met)',
      'One number (not met)',
      'One special character (not met)',
    ]);
  });

  it('when the password has lower-case letters and a digit, then exactly those rules are met', () => {
    const items = renderChecklist('wallet7');
    expect(items.map((item) => item.getAttribute('data-met'))).toEqual([
      'false',
      'false',
      'true',
      'true',
      'false',
    ]);
    expect(items[2]).toHaveTextContent('One lowercase letter (met)');
  });

  it('when the password meets every rule, then every line says met', () => {
    const items = renderChecklist('Wallet#2026');
    for (const item of items) expect(item).toHaveTextContent(/\(met\)$/);
  });
});
