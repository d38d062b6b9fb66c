// The parsing and summing of `npm run lighthouse`: figures from a Lighthouse 12 result, medians, the printed table.
import { describe, expect, it } from 'vitest';
import { figuresOf, markdownTable, median, mediansByPage } from './lighthouse-report.mjs';

/**
 * The parts of a Lighthouse 12.2.3 result (`runnerResult.lhr`) that the script reads, as Lighthouse writes them.
 * @param {{ score?: number | null, fcp?: number, lcp?: number, cls?: number, tbt?: number, bytes?: number }} [figures]
 * @returns {import('./lighthouse-report.mjs').LighthouseResult & { lighthouseVersion: string }}
 */
function lighthouseResult({
  score = 0.87,
  fcp = 1800,
  lcp = 2400,
  cls = 0.02,
  tbt = 150,
  bytes = 204_800,
} = {}) {
  return {
    lighthouseVersion: '12.2.3',
    categories: { performance: { id: 'performance', score } },
    audits: {
      'first-contentful-paint': {
        id: 'first-contentful-paint',
        numericValue: fcp,
        numericUnit: 'millisecond',
      },
      'largest-contentful-paint': {
        id: 'largest-contentful-paint',
        numericValue: lcp,
        numericUnit: 'millisecond',
      },
      'cumulative-layout-shift': {
        id: 'cumulative-layout-shift',
        numericValue: cls,
        numericUnit: 'unitless',
      },
      'total-blocking-time': { id: 'total-blocking-time', numericValue: tbt, numericUnit: 'millisecond' },
      'total-byte-weight': { id: 'total-byte-weight', numericValue: bytes, numericUnit: 'byte' },
    },
  };
}

describe('figuresOf', () => {
  it('when Lighthouse measured the page, then score (0..100), FCP, LCP, CLS, TBT and bytes are read', () => {
    expect(figuresOf(lighthouseResult())).toEqual({
      score: 87,
      fcpMs: 1800,
      lcpMs: 2400,
      cls: 0.02,
      tbtMs: 150,
      transferBytes: 204_800,
    });
  });

  it('when the run failed, then it throws with Lighthouse’s reason instead of printing zeros', () => {
    const failed = {
      ...lighthouseResult({ score: null }),
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    };
    expect(() => figuresOf(failed)).toThrow('Lighthouse: NO_FCP: The page did not paint any content.');
  });

  it('when a metric is missing, then it throws naming the audit', () => {
    const result = lighthouseResult();
    (result.audits ?? {})['largest-contentful-paint'] = {
      id: 'largest-contentful-paint',
      errorMessage: 'NO_LCP',
    };
    expect(() => figuresOf(result)).toThrow('Lighthouse audit largest-contentful-paint: NO_LCP');
  });
});

describe('median and the table', () => {
  it('when runs differ, then each page shows the median of each figure on its own', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const rows = mediansByPage([
      { page: '/', figures: figuresOf(lighthouseResult({ score: 0.5, lcp: 5000 })) },
      { page: '/login', figures: figuresOf(lighthouseResult({ score: 0.9 })) },
      { page: '/', figures: figuresOf(lighthouseResult({ score: 0.7, lcp: 3000 })) },
      { page: '/', figures: figuresOf(lighthouseResult({ score: 0.6, lcp: 9000, cls: 0.5 })) },
    ]);
    expect(rows.map(({ page, runs }) => [page, runs])).toEqual([
      ['/', 3],
      ['/login', 1],
    ]);
    expect(markdownTable(rows).split('\n')).toEqual([
      '| page | runs | score | FCP | LCP | CLS | TBT | transferred |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      '| `/` | 3 | 60 | 1.8 s | 5.0 s | 0.020 | 150 ms | 200 kB |',
      '| `/login` | 1 | 90 | 1.8 s | 2.4 s | 0.020 | 150 ms | 200 kB |',
    ]);
  });
});
