// Money and DateTime at the edge: decimal strings with two places through integer cents, ISO-8601 dates.
import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { DATE_TIME_INPUT_MESSAGE, DateTime, Money, MONEY_INPUT_MESSAGE, restDollarsToMoney } from './scalars';

describe('restDollarsToMoney', () => {
  it.each([
    [0, '0.00'],
    [1234.5, '1234.50'],
    [0.1, '0.10'],
    [1_000_000, '1000000.00'],
    [19.99, '19.99'],
    [-5.25, '-5.25'],
  ])('when the api sends %s dollars, then Money is %j', (dollars, money) => {
    expect(restDollarsToMoney(dollars)).toBe(money);
  });

  it('when the api sends more than two decimals, then it is refused rather than rounded', () => {
    expect(() => restDollarsToMoney(0.1 + 0.2)).toThrow();
  });
});

describe('Money', () => {
  it.each([
    ['10', '10.00'],
    ['10.5', '10.50'],
    ['1234.50', '1234.50'],
    ['0.01', '0.01'],
  ])('when a client sends %j, then the resolver gets %j', (input, parsed) => {
    expect(Money.parseValue(input)).toBe(parsed);
  });

  it.each([[10.5], ['10.505'], ['-1.00'], ['1e3'], ['abc'], [''], [null], ['$5']])(
    'when a client sends %j, then it is refused with BAD_USER_INPUT',
    (input) => {
      let thrown: unknown;
      try {
        Money.parseValue(input);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(GraphQLError);
      expect((thrown as GraphQLError).message).toBe(MONEY_INPUT_MESSAGE);
      expect((thrown as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    },
  );

  it('when a resolver returns anything but a two-place decimal string, then serializing fails', () => {
    expect(Money.serialize('12.50')).toBe('12.50');
    expect(() => Money.serialize(12.5)).toThrow();
    expect(() => Money.serialize('12.5')).toThrow();
  });
});

describe('DateTime', () => {
  it('when the api sends an ISO date, then it is passed on in UTC with milliseconds', () => {
    expect(DateTime.serialize('2026-11-21T23:00:00+01:00')).toBe('2026-11-21T22:00:00.000Z');
    expect(DateTime.serialize(new Date('2026-11-21T22:00:00Z'))).toBe('2026-11-21T22:00:00.000Z');
  });

  it('when a client sends a date without a time zone or not a date, then it is refused', () => {
    expect(() => DateTime.parseValue('2026-11-21T22:00:00')).toThrow(DATE_TIME_INPUT_MESSAGE);
    expect(() => DateTime.parseValue('2026-13-45T22:00:00Z')).toThrow(DATE_TIME_INPUT_MESSAGE);
    expect(() => DateTime.parseValue(1_763_762_400_000)).toThrow(DATE_TIME_INPUT_MESSAGE);
    expect(DateTime.parseValue('2026-11-21T22:00:00Z')).toBe('2026-11-21T22:00:00.000Z');
  });
});
