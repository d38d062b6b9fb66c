// The danger variant: an action that takes something away (Block, Suspend) reads red, not like any other button.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { lightTheme } from '../styles/theme';
import { Button } from './Button';

function renderButtons() {
  render(
    <ThemePreferenceProvider persist={false}>
      <Button variant="danger">Block</Button>
      <Button variant="secondary">Unblock</Button>
    </ThemePreferenceProvider>,
  );
}

describe('Button', () => {
  it('when the variant is danger, then the text and the border take the danger colour; secondary does not', () => {
    renderButtons();
    const block = getComputedStyle(screen.getByRole('button', { name: 'Block' }));
    const unblock = getComputedStyle(screen.getByRole('button', { name: 'Unblock' }));
    expect(block.color).toBe(hexToRgb(lightTheme.colors.danger));
    expect(block.borderColor).toBe(hexToRgb(lightTheme.colors.danger));
    expect(unblock.color).not.toBe(hexToRgb(lightTheme.colors.danger));
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
