import { describe, expect, it } from 'vitest';
import {
  formatTable,
  latenciesFromPgbenchLog,
  median,
  parsePgbenchSummary,
  parseProcStat,
  percent,
  percentile,
  ratio,
  rotate,
} from './figures';

describe('parseProcStat', () => {
  it('when the command name holds spaces and parentheses, then the fields after the last ")" are read', () => {
    // Fields 3… : state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
    // priority nice threads itrealvalue starttime.
    const stat =
      '4242 (postgres: a (b) c) S 1 4242 4242 0 -1 4194560 100 0 0 0 150 25 7 3 20 0 1 0 98765 1 2';
    expect(parseProcStat(stat)).toEqual({ ownTicks: 175, childrenTicks: 10, startTicks: 98765 });
  });

  it('when the text is not a stat line, then there is nothing', () => {
    expect(parseProcStat('no such process')).toBeUndefined();
    expect(parseProcStat('1 (x) S 1 2')).toBeUndefined();
  });
});

describe('parsePgbenchSummary', () => {
  const stdout = [
    'transaction type: <builtin: TPC-B (sort of)>',
    'scaling factor: 16',
    'number of clients: 16',
    'number of transactions actually processed: 51234',
    'number of failed transactions: 2 (0.004%)',
    'latency average = 3.123 ms',
    'tps = 5123.456789 (without initial connection time)',
  ].join('\n');

  it('when pgbench ran, then its tps, transactions and failures are read', () => {
    expect(parsePgbenchSummary(stdout)).toEqual({ tps: 5123.456789, transactions: 51234, failed: 2 });
  });

  it('when pgbench printed no tps, then reading it fails with what it printed', () => {
    expect(() => parsePgbenchSummary('pgbench: error: connection refused')).toThrow(/connection refused/);
  });
});

describe('latenciesFromPgbenchLog', () => {
  it('when lines hold latencies in µs, then they are ms; failed and skipped transactions are left out', () => {
    const log = [
      '0 1 1500 0 1764160000 123456',
      '1 1 250 0 1764160000 123999',
      '2 1 failed 0 1764160001 5',
      '',
    ];
    expect(latenciesFromPgbenchLog(log.join('\n'))).toEqual([1.5, 0.25]);
  });
});

describe('percentile and median', () => {
  it('when asked for p50 and p99 of 1…100, then the nearest ranks answer 50 and 99', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('when values are odd or even in number, or some are missing, then the median is of those present', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([undefined, 5, Number.NaN])).toBe(5);
    expect(median([undefined])).toBeUndefined();
  });
});

describe('ratio, rotate, percent', () => {
  it('when the divisor is missing or zero, then there is no ratio', () => {
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(50, 0)).toBeUndefined();
    expect(ratio(undefined, 3)).toBeUndefined();
    expect(percent(0.2512)).toBe('25.1 %');
    expect(percent(undefined)).toBe('n/a');
  });

  it('when rotated by more than the length, then the order turns round', () => {
    expect(rotate(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    expect(rotate(['a', 'b', 'c'], 5)).toEqual(['c', 'a', 'b']);
    expect(rotate([], 2)).toEqual([]);
  });
});

describe('formatTable', () => {
  it('when cells differ in width, then the first column is left-aligned and the others right-aligned', () => {
    expect(
      formatTable(
        ['name', 'tps'],
        [
          ['a', '1234'],
          ['longer', '5'],
        ],
      ),
    ).toEqual(['name     tps', 'a       1234', 'longer     5']);
  });
});
