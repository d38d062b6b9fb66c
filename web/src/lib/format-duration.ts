// A number of seconds for people: "5 minutes", "1 hour 30 minutes", "45 seconds" (the largest two units that matter).
import { countOf } from './format-count';

const UNITS = [
  { seconds: 86_400, one: 'day', many: 'days' },
  { seconds: 3_600, one: 'hour', many: 'hours' },
  { seconds: 60, one: 'minute', many: 'minutes' },
  { seconds: 1, one: 'second', many: 'seconds' },
] as const;

/** Whole units from the largest, at most two of them, leaving out zeros: 300 → "5 minutes", 5400 → "1 hour 30 minutes". */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isInteger(totalSeconds) || totalSeconds < 0)
    throw new RangeError(`not a duration: ${totalSeconds}`);
  if (totalSeconds === 0) return countOf(0, 'second', 'seconds');
  const parts: string[] = [];
  let left = totalSeconds;
  for (const unit of UNITS) {
    const count = Math.floor(left / unit.seconds);
    left -= count * unit.seconds;
    if (count > 0) parts.push(countOf(count, unit.one, unit.many));
  }
  return parts.slice(0, 2).join(' ');
}
