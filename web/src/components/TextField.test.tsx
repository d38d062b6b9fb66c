// A disabled field looks out of use (the fields of a blocked wallet): greyed background and border, not only faded.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { lightTheme } from '../styles/theme';
import { TextField } from './TextField';

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('TextField', () => {
  it('when it is disabled, then its background is the muted surface; an enabled one stays raised', () => {
    render(
      <ThemePreferenceProvider persist={false}>
        <TextField label="Receiver ID" disabled />
        <TextField label="Amount" />
      </ThemePreferenceProvider>,
    );
    const disabled = getComputedStyle(screen.getByLabelText('Receiver ID'));
    const enabled = getComputedStyle(screen.getByLabelText('Amount'));
    expect(disabled.backgroundColor).toBe(rgb(lightTheme.colors.surfaceMuted));
    expect(disabled.cursor).toBe('not-allowed');
    expect(enabled.backgroundColor).toBe(rgb(lightTheme.colors.surfaceRaised));
  });
});
