// The admin overview's trend lines: up, down, unchanged, and nothing last month to compare with.
import { describe, expect, it } from 'vitest';
import { trendLine } from './trend';

const asCount = (value: number | string) => String(value);
const asDollars = (value: number | string) => `$${String(value)}`;

describe('trendLine', () => {
  it('when this month has 20% more than last month, then it reads "+20% from last month", up', () => {
    expect(trendLine({ thisMonth: 12, changePercent: 20 }, asCount)).toEqual({
      text: '+20% from last month',
      tone: 'up',
    });
  });

  it('when this month has a quarter less, then it reads "-25% from last month", down', () => {
    expect(trendLine({ thisMonth: 300, changePercent: -25 }, asCount)).toEqual({
      text: '-25% from last month',
      tone: 'down',
    });
  });

  it('when both months are equal, then it reads "No change from last month", flat', () => {
    expect(trendLine({ thisMonth: 5, changePercent: 0 }, asCount)).toEqual({
      text: 'No change from last month',
      tone: 'flat',
    });
  });

  it("when last month had none and this month has some, then it names this month's figure", () => {
    expect(trendLine({ thisMonth: 1, changePercent: null }, asCount)).toEqual({
      text: '+1 this month, none last month',
      tone: 'up',
    });
    expect(trendLine({ thisMonth: '2000.00', changePercent: null }, asDollars)).toEqual({
      text: '+$2000.00 this month, none last month',
      tone: 'up',
    });
  });

  it('when neither month had any, then it says so, flat', () => {
    expect(trendLine({ thisMonth: 0, changePercent: null }, asCount).text).toBe(
      'None this month or last month',
    );
    expect(trendLine({ thisMonth: '0.00', changePercent: null }, asDollars)).toEqual({
      text: 'None this month or last month',
      tone: 'flat',
    });
  });
});
