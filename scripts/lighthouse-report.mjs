// What `npm run lighthouse` reads from Lighthouse's result (LHR) and prints: one row per page, the median of the runs.

/** The figures taken from one run, in Lighthouse's units (score 0..100, times in ms, CLS unitless, bytes). */
/** @typedef {{ key: 'score' | 'fcpMs' | 'lcpMs' | 'cls' | 'tbtMs' | 'transferBytes', label: string, format: (value: number) => string }} Metric */
/** @type {readonly Metric[]} */
export const METRICS = [
  { key: 'score', label: 'score', format: (value) => String(Math.round(value)) },
  { key: 'fcpMs', label: 'FCP', format: (value) => `${(value / 1000).toFixed(1)} s` },
  { key: 'lcpMs', label: 'LCP', format: (value) => `${(value / 1000).toFixed(1)} s` },
  { key: 'cls', label: 'CLS', format: (value) => value.toFixed(3) },
  { key: 'tbtMs', label: 'TBT', format: (value) => `${Math.round(value)} ms` },
  { key: 'transferBytes', label: 'transferred', format: (value) => `${(value / 1024).toFixed(0)} kB` },
];

const AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbtMs: 'total-blocking-time',
  transferBytes: 'total-byte-weight',
};

/**
 * The parts of Lighthouse's result (LHR) read here.
 * @typedef {{
 *   runtimeError?: { code: string, message: string },
 *   categories?: Record<string, { id?: string, score?: number | null } | undefined>,
 *   audits?: Record<string, { id?: string, numericValue?: number, numericUnit?: string, errorMessage?: string } | undefined>,
 * }} LighthouseResult
 */

/**
 * One run's figures from a Lighthouse result. A run Lighthouse could not measure (a runtime error, a missing
 * metric, e.g. a page that never painted) throws with the reason instead of printing a made-up zero.
 * @param {LighthouseResult} lhr Lighthouse's result object (`runnerResult.lhr`)
 * @returns {{ score: number, fcpMs: number, lcpMs: number, cls: number, tbtMs: number, transferBytes: number }}
 */
export function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories?.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  /** @type {Record<string, number>} */
  const figures = { score: score * 100 };
  for (const [key, auditId] of Object.entries(AUDITS)) {
    const value = lhr.audits?.[auditId]?.numericValue;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      const why = lhr.audits?.[auditId]?.errorMessage ?? 'no value';
      throw new Error(`Lighthouse audit ${auditId}: ${why}`);
    }
    figures[key] = value;
  }
  return /** @type {any} */ (figures);
}

/**
 * The median of a non-empty list (the mean of the middle two for an even count).
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * Each page's median figures over its runs, in the order the pages were given.
 * @param {{ page: string, figures: ReturnType<typeof figuresOf> }[]} runs
 */
export function mediansByPage(runs) {
  /** @type {Map<string, ReturnType<typeof figuresOf>[]>} */
  const byPage = new Map();
  for (const { page, figures } of runs) byPage.set(page, [...(byPage.get(page) ?? []), figures]);
  return [...byPage].map(([page, list]) => ({
    page,
    runs: list.length,
    figures: Object.fromEntries(METRICS.map(({ key }) => [key, median(list.map((figures) => figures[key]))])),
  }));
}

/**
 * A Markdown table of the medians, ready for a report.
 * @param {ReturnType<typeof mediansByPage>} rows
 */
export function markdownTable(rows) {
  const header = `| page | runs | ${METRICS.map(({ label }) => label).join(' | ')} |`;
  const rule = `|---|---:|${METRICS.map(() => '---:').join('|')}|`;
  const lines = rows.map(
    ({ page, runs, figures }) =>
      `| \`${page}\` | ${runs} | ${METRICS.map(({ key, format }) => format(/** @type {number} */ (figures[key]))).join(' | ')} |`,
  );
  return [header, rule, ...lines].join('\n');
}
