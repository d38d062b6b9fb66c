// How a month-on-month trend reads (DESIGN.md §9 item 2): "+20% from last month", "-25% from last month", and a
// plain line when last month had nothing to compare with (changePercent null).

export type TrendTone = 'up' | 'down' | 'flat';

export interface TrendLine {
  text: string;
  tone: TrendTone;
}

interface Trend {
  /** A count, or a Money string for the volume. */
  thisMonth: number | string;
  changePercent?: number | null | undefined;
}

function isZero(value: number | string): boolean {
  return typeof value === 'number' ? value === 0 : Number(value) === 0;
}

/** `formatThisMonth` writes this month's figure for people ("12", "$2,000.00"). */
export function trendLine(trend: Trend, formatThisMonth: (value: number | string) => string): TrendLine {
  const percent = trend.changePercent;
  if (percent === null || percent === undefined) {
    return isZero(trend.thisMonth)
      ? { text: 'None this month or last month', tone: 'flat' }
      : { text: `+${formatThisMonth(trend.thisMonth)} this month, none last month`, tone: 'up' };
  }
  if (percent === 0) return { text: 'No change from last month', tone: 'flat' };
  return percent > 0
    ? { text: `+${percent}% from last month`, tone: 'up' }
    : { text: `${percent}% from last month`, tone: 'down' };
}
