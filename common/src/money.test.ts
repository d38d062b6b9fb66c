import { describe, expect, it } from 'vitest';
import {
  centsToDecimalString,
  centsToDollars,
  dollarsToCents,
  formatCents,
  formatMoney,
  MoneyFormatError,
} from './money';

describe('dollarsToCents', () => {
  it('when given whole and two-decimal amounts as numbers or strings, then returns exact integer cents', () => {
    expect(dollarsToCents(0)).toBe(0);
    expect(dollarsToCents(10)).toBe(1000);
    expect(dollarsToCents(0.1)).toBe(10);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1234.5)).toBe(123450);
    expect(dollarsToCents('1234.56')).toBe(123456);
    expect(dollarsToCents(' 7.05 ')).toBe(705);
    expect(dollarsToCents(1_000_000)).toBe(100_000_000);
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [-1],
    ['-0.01'],
    [0.001],
    ['1.234'],
    ['1e3'],
    [1e21],
    [''],
    ['abc'],
    ['01.00'],
    [null],
    [undefined],
    [true],
    [{}],
  ])('when given %p, then refuses it', (value) => {
    expect(() => dollarsToCents(value)).toThrow(MoneyFormatError);
  });
});

describe('cents to dollars', () => {
  it('when converting cents, then the decimal string has exactly two places and the number is exact', () => {
    expect(centsToDecimalString(0)).toBe('0.00');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(-5)).toBe('-0.05');
    expect(centsToDecimalString(123450)).toBe('1234.50');
    expect(centsToDecimalString(9_007_199_254_740_991n)).toBe('90071992547409.91');
    expect(centsToDollars(123450)).toBe(1234.5);
    expect(centsToDollars(29)).toBe(0.29);
  });

  it('when cents are not a safe integer, then it throws rather than rounding', () => {
    expect(() => centsToDecimalString(1.5)).toThrow(RangeError);
  });

  it('when formatting for people, then it uses US dollars in US English', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatMoney('1234.50')).toBe('$1,234.50');
    expect(formatMoney('-0.05')).toBe('-$0.05');
  });

  it('when formatting for people, then it writes what Intl en-US currency writes, separators and sign included', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 5, 99, 100, 1_000, 99_999, 100_000, 123_456, 100_000_000, 123_456_789_012]) {
      expect(formatCents(cents)).toBe(usd.format(cents / 100));
      expect(formatCents(-cents || 0)).toBe(usd.format((-cents || 0) / 100));
    }
    expect(formatCents(10n ** 15n)).toBe('$10,000,000,000,000.00');
  });
});
