// Durations for people: the largest two units, zeros left out, one or many.
import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [300, '5 minutes'],
    [60, '1 minute'],
    [45, '45 seconds'],
    [1, '1 second'],
    [0, '0 seconds'],
    [3_600, '1 hour'],
    [5_400, '1 hour 30 minutes'],
    [3_661, '1 hour 1 minute'],
    [86_400, '1 day'],
    [90_061, '1 day 1 hour'],
  ])('when it is %i seconds, then it reads "%s"', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('when the value is not a whole, non-negative number of seconds, then it throws', () => {
    expect(() => formatDuration(-1)).toThrow(RangeError);
    expect(() => formatDuration(1.5)).toThrow(RangeError);
  });
});
