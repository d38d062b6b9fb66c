// The read replica's arithmetic, without a server: WAL positions compared, the replica's staleness from the
// primary's sampled positions and its last replayed commit, and which statements may be read from it.
import { describe, expect, it } from 'vitest';
import { statementOfClosedPeriod } from '../transactions/transactions.routes';
import { lsnBytes, primaryReads, replicaLagMs } from './read-replica';
import type { Database } from './database';

describe('lsnBytes', () => {
  it('when two positions differ in either half, then they compare as WAL order says', () => {
    expect(lsnBytes('0/16DCFB48')).toBe(0x16dcfb48n);
    expect(lsnBytes('1/0')).toBe(1n << 32n);
    expect(lsnBytes('1/0') > lsnBytes('0/FFFFFFFF')).toBe(true);
    expect(lsnBytes('A/B374D848') > lsnBytes('9/FFFFFFFF')).toBe(true);
  });

  it.each(['', '0', '0/', 'x/1', '0/123456789', '1/2/3'])('when it is %j, then it is refused', (text) => {
    expect(() => lsnBytes(text)).toThrow(/not a WAL position/);
  });
});

describe('replicaLagMs', () => {
  const now = 100_000;
  const samples = [
    { lsn: 100n, askedAt: now - 9_000 },
    { lsn: 200n, askedAt: now - 6_000 },
    { lsn: 300n, askedAt: now - 1_000 },
  ];

  it('when the replica has replayed the newest position sampled, then it is fresh', () => {
    expect(replicaLagMs(samples, 300n, 60_000, now)).toBe(0);
    expect(replicaLagMs(samples, 301n, null, now)).toBe(0);
  });

  it('when it stopped between two samples, then it is as old as the newer sample it passed', () => {
    expect(replicaLagMs(samples, 250n, null, now)).toBe(6_000);
    expect(replicaLagMs(samples, 200n, null, now)).toBe(6_000);
    expect(replicaLagMs(samples, 199n, null, now)).toBe(9_000);
  });

  it('when its last replayed commit is more recent than the samples say, then the smaller bound is taken', () => {
    // A busy primary: the replica is a few ms behind the newest sample but replayed a commit 40 ms ago.
    expect(replicaLagMs(samples, 250n, 40, now)).toBe(40);
    // An idle primary's first write not yet replayed: the last commit is old, the samples say 6 s.
    expect(replicaLagMs(samples, 299n, 3_600_000, now)).toBe(6_000);
  });

  it('when it is older than every sample, then its last replayed commit dates it, or else the oldest sample', () => {
    expect(replicaLagMs(samples, 50n, 25_000, now)).toBe(25_000);
    expect(replicaLagMs(samples, 50n, null, now)).toBe(9_000);
  });

  it('when the clocks disagree a little, then no lag is negative', () => {
    expect(replicaLagMs(samples, 250n, -5, now)).toBe(0);
    expect(
      replicaLagMs(
        [
          { lsn: 1n, askedAt: now + 10 },
          { lsn: 2n, askedAt: now + 20 },
        ],
        1n,
        null,
        now,
      ),
    ).toBe(0);
  });
});

describe('statementOfClosedPeriod', () => {
  const now = new Date('2026-03-10T23:59:00Z');

  it('when the statement ends two or more UTC days before today, then it may be read from the replica', () => {
    expect(statementOfClosedPeriod({ to: '2026-03-08' }, now)).toBe(true);
    expect(statementOfClosedPeriod({ to: '2025-12-31' }, now)).toBe(true);
  });

  it('when it ends yesterday, today, later or takes the default end (today), then it is read from the primary', () => {
    expect(statementOfClosedPeriod({ to: '2026-03-09' }, now)).toBe(false);
    expect(statementOfClosedPeriod({ to: '2026-03-10' }, now)).toBe(false);
    expect(statementOfClosedPeriod({ to: '2026-04-01' }, now)).toBe(false);
    expect(statementOfClosedPeriod({ to: undefined }, now)).toBe(false);
  });
});

describe('primaryReads', () => {
  it('when there is no replica, then every read runs on the primary and readiness has no replica to report', async () => {
    const primary = {} as Database;
    const reads = primaryReads(primary);
    expect(reads.kind).toBe('primary');
    expect(await reads.read((db) => Promise.resolve(db))).toBe(primary);
    expect(await reads.check()).toBeUndefined();
  });
});
