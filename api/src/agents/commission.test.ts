// The commission arithmetic: half-up to the cent, integers only, at the edges of rate and amount.
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from '@wallet/common/money';
import { commissionCents } from './commission';

describe('commissionCents', () => {
  it.each([
    // 0.5 % of 100.00 is 0.50.
    [10_000, 5000, 50],
    // 0.5 % of 1.00 is 0.005: exactly half a cent rounds up.
    [100, 5000, 1],
    // 0.5 % of 0.99 is 0.00495: below half a cent rounds down.
    [99, 5000, 0],
    // 0.5 % of 0.01 is nothing.
    [1, 5000, 0],
    // 0.5 % of 123.45 is 0.61725 → 0.62.
    [12_345, 5000, 62],
    // 0.5 % of the largest operation, 1,000,000.00, is 5,000.00.
    [MAX_AMOUNT_CENTS, 5000, 500_000],
    // 10 % of the largest operation.
    [MAX_AMOUNT_CENTS, 100_000, 10_000_000],
    [12_345, 0, 0],
    [1, 1_000_000, 1],
  ])('when %i cents are moved at %i ppm, then the commission is %i cents', (amount, ppm, expected) => {
    expect(commissionCents(amount, ppm)).toBe(expected);
  });

  it.each([
    [0, 5000],
    [-100, 5000],
    [10.5, 5000],
    [100, -1],
    [100, 0.5],
    [100, 1_000_001],
  ])('when the amount is %s or the rate %s, then it is a defect, not a commission', (amount, ppm) => {
    expect(() => commissionCents(amount, ppm)).toThrow(RangeError);
  });
});
