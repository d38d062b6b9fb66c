// The bench's arithmetic, kept free of processes and sockets so it is unit-tested (figures.test.ts): /proc and
// pgbench output parsed, percentiles, medians, ratios and CPU per operation.

/** USER_HZ of /proc/<pid>/stat, 100 on every common Linux build. */
export const CLOCK_TICKS_PER_SECOND = 100;

/** What the bench reads of /proc/<pid>/stat, in clock ticks. */
export interface ProcStat {
  /** utime + stime: the process's own CPU. */
  ownTicks: number;
  /** cutime + cstime: CPU of its children that have exited and been waited for. */
  childrenTicks: number;
  /** When the process started, in ticks after boot. */
  startTicks: number;
}

/** Parses /proc/<pid>/stat; undefined when the text is not one. */
export function parseProcStat(text: string): ProcStat | undefined {
  // The command name is in parentheses and may itself hold spaces or parentheses: the fields follow the last ")".
  const close = text.lastIndexOf(')');
  if (close < 0) return undefined;
  // Field 3 (state) is the first after the name; utime is field 14, stime 15, cutime 16, cstime 17, starttime 22.
  const fields = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const field = (number: number) => Number(fields[number - 3]);
  const [utime, stime, cutime, cstime, start] = [field(14), field(15), field(16), field(17), field(22)];
  if (![utime, stime, cutime, cstime, start].every((value) => Number.isSafeInteger(value) && value >= 0)) {
    return undefined;
  }
  return { ownTicks: utime + stime, childrenTicks: cutime + cstime, startTicks: start };
}

export interface PgbenchSummary {
  tps: number;
  transactions: number;
  failed: number;
}

/** The figures pgbench prints at the end of a run (PostgreSQL 14 and later). */
export function parsePgbenchSummary(stdout: string): PgbenchSummary {
  // "tps = 1234.567890 (without initial connection time)"
  const tps = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(stdout)?.[1];
  const transactions = /^number of transactions actually processed: (\d+)/m.exec(stdout)?.[1];
  if (tps === undefined || transactions === undefined) throw new Error(`pgbench printed no tps:\n${stdout}`);
  const failed = /^number of failed transactions: (\d+)/m.exec(stdout)?.[1];
  return {
    tps: Number(tps),
    transactions: Number(transactions),
    failed: failed === undefined ? 0 : Number(failed),
  };
}

/**
 * Latencies in ms from a pgbench per-transaction log (-l): "client_id transaction_no time script_no time_epoch
 * time_us [schedule_lag]", time in µs; a failed or skipped transaction's time is a word, and is left out.
 */
export function latenciesFromPgbenchLog(text: string): number[] {
  const latencies: number[] = [];
  for (const line of text.split('\n')) {
    const micros = line.split(' ')[2];
    if (micros !== undefined && /^\d+$/.test(micros)) latencies.push(Number(micros) / 1000);
  }
  return latencies;
}

/** The value at this fraction of the sorted values (nearest rank); NaN when there are none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** The median of the finite values (the mean of the middle two for an even count); undefined when none are. */
export function median(values: readonly (number | undefined)[]): number | undefined {
  const finite = values
    .filter((value): value is number => value !== undefined && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (finite.length === 0) return undefined;
  const middle = Math.floor(finite.length / 2);
  const upper = finite[middle] ?? Number.NaN;
  return finite.length % 2 === 1 ? upper : ((finite[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** a / b, or undefined when either is missing or b is not above zero. */
export function ratio(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b <= 0)
    return undefined;
  return a / b;
}

/** CPU milliseconds per operation from CPU seconds spent while `operations` completed. */
export function cpuMsPerOperation(cpuSeconds: number | undefined, operations: number): number | undefined {
  if (cpuSeconds === undefined || operations <= 0) return undefined;
  return (cpuSeconds * 1000) / operations;
}

/** The list turned left by `by` places (by may exceed the length): the bench's rotated order of phases. */
export function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const start = ((by % items.length) + items.length) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** Columns padded to their widest cell: the first left-aligned, the rest right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [format(header), ...rows.map(format)];
}

/** A figure with `digits` decimals, or "n/a" when there is none. */
export function fixed(value: number | undefined, digits: number): string {
  return value === undefined || !Number.isFinite(value) ? 'n/a' : value.toFixed(digits);
}

/** A ratio as a percentage with one decimal, or "n/a". */
export function percent(value: number | undefined): string {
  return value === undefined ? 'n/a' : `${(value * 100).toFixed(1)} %`;
}
