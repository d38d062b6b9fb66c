// One minus sign everywhere: a debit, a negative balance and a net change all read with the same character.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@wallet/common/money';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { AmountText, MINUS_SIGN, signedAmount } from './AmountText';

describe('signedAmount', () => {
  it('when a debit and a credit are signed, then the debit reads "-$25.00" and the credit "+$25.00"', () => {
    expect(signedAmount('25.00', 'DEBIT')).toBe('-$25.00');
    expect(signedAmount('1234.50', 'CREDIT')).toBe('+$1,234.50');
  });

  it('when Intl writes a negative amount, then it uses the same minus sign as a debit (never U+2212)', () => {
    expect(formatMoney('-5.00')).toBe(`${MINUS_SIGN}$5.00`);
    expect(signedAmount('5.00', 'DEBIT').charAt(0)).toBe(formatMoney('-5.00').charAt(0));
    expect(signedAmount('5.00', 'DEBIT')).not.toContain('\u2212');
  });
});

describe('AmountText', () => {
  it('when a debit is shown, then its text starts with the one minus sign', () => {
    render(
      <ThemePreferenceProvider persist={false}>
        <AmountText amount="20.00" direction="DEBIT" />
      </ThemePreferenceProvider>,
    );
    expect(screen.getByText('-$20.00')).toBeInTheDocument();
  });
});
