// The conversions from driver values to integers that money and counts rely on.
import { describe, expect, it } from 'vitest';
import { centsFromSql, countFromSql } from './sql-integers';

describe('centsFromSql', () => {
  it.each([
    ['123450', 123450],
    [123450n, 123450],
    [42, 42],
    ['-5', -5],
  ])('when the driver gives %s, then the cents are %i', (value, cents) => {
    expect(centsFromSql(value)).toBe(cents);
  });

  it.each([['12.5'], [12.5], ['abc'], [null], ['9007199254740993'], [2n ** 60n]])(
    'when the driver gives %s, then it is refused rather than rounded',
    (value) => {
      expect(() => centsFromSql(value)).toThrow();
    },
  );
});

describe('countFromSql', () => {
  it('when a count is negative, then it is refused', () => {
    expect(countFromSql('7')).toBe(7);
    expect(() => countFromSql('-1')).toThrow(RangeError);
  });
});
