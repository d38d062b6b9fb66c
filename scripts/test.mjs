// `npm test`: every suite in order — lint, types, codegen freshness, unit and integration tests (the root scripts',
// then each workspace's; api on PGlite and, with DATABASE_URL, on PostgreSQL), story tests, Storybook build, size
// budget, browser specs — then one summary.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readJson, run } from './lib.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-test-'));
// Vitest runs files in availableParallelism − 1 workers: one on this 2-core machine, the other core idle while a test
// file's api and PGlite keep its one worker busy. Every core, instead (the api suite on PGlite: see the commit).
const workers = `--maxWorkers=${os.availableParallelism()}`;
const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

/** @typedef {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv, report?: string }} Step */

/** @type {Step[]} */
const steps = [
  { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'codegen is fresh', command: 'npm', args: ['run', 'codegen:check', '--silent'] },
  ...['common', 'api', 'bff', 'web'].flatMap((workspace) => {
    /** @type {(label: string, env: NodeJS.ProcessEnv) => Step} */
    const vitest = (label, env) => ({
      name: label,
      command: 'npx',
      args: ['vitest', 'run', '--root', workspace, workers, '--reporter=default', '--reporter=json'],
      env,
      report: path.join(reports, `${label.replace(/\W+/g, '-')}.json`),
    });
    if (workspace !== 'api') return [vitest(workspace, process.env)];
    const passes = [vitest('api (PGlite)', withoutDatabaseUrl)];
    if (process.env.DATABASE_URL) passes.push(vitest('api (PostgreSQL)', process.env));
    else console.log('DATABASE_URL is not set: the api suite runs on PGlite only (.ci/run sets it).');
    // nginx in front of 2 api + 2 bff on PostgreSQL and Redis (deploy/cluster.test.ts). Without DATABASE_URL,
    // REDIS_URL or nginx it skips, saying which is missing; in CI (CI=true) it fails instead.
    passes.push({
      name: 'cluster (nginx, 2 api + 2 bff)',
      command: 'npx',
      args: ['vitest', 'run', '--project', 'cluster', '--reporter=default', '--reporter=json'],
      env: process.env,
      report: path.join(reports, 'cluster.json'),
    });
    return passes;
  }),
  {
    name: 'tooling (scripts and lint rules)',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'tooling', workers, '--reporter=default', '--reporter=json'],
    report: path.join(reports, 'tooling.json'),
  },
  { name: 'build-storybook', command: 'npm', args: ['run', 'build-storybook', '--silent'] },
  { name: 'web build', command: 'node', args: ['scripts/build-web-if-stale.mjs', '--force'] },
  { name: 'size budget', command: 'npm', args: ['run', 'size', '--silent'] },
  {
    name: 'browser (Playwright)',
    command: 'npx',
    args: ['playwright', 'test', '--config', 'tests/playwright.config.ts'],
    report: path.join(reports, 'playwright.json'),
  },
];

/** @typedef {{ passed: number, flaky: number, failed: number, skipped: number }} Counts */

/**
 * @typedef {object} Report
 * @property {{ expected?: number, unexpected?: number, flaky?: number, skipped?: number }} [stats] Playwright's
 * @property {number} [numPassedTests] Vitest's
 * @property {number} [numFailedTests]
 * @property {number} [numPendingTests]
 * @property {number} [numTodoTests]
 */

/**
 * A step's test counts from its JSON report: Vitest's (`numPassedTests`, …) or Playwright's (`stats`). A flaky
 * test (failed, then passed on a retry) is counted as flaky, never as passed.
 * @param {Report} report
 * @returns {Counts}
 */
function countsOf(report) {
  if (report.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    return { passed: expected, flaky, failed: unexpected, skipped };
  }
  return {
    passed: report.numPassedTests ?? 0,
    flaky: 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** @param {Counts} counts */
function describeCounts(counts) {
  const parts = [`${counts.passed} passed`];
  if (counts.flaky > 0) parts.push(`${counts.flaky} flaky`);
  parts.push(`${counts.failed} failed`);
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  return parts.join(', ');
}

/** Why a suite may skip tests here: named in the summary, so a skip is never silent. */
const skipReasons = [
  process.env.REDIS_URL
    ? ''
    : ' (REDIS_URL is not set: the tests of limits kept in Redis were skipped; .ci/run sets it)',
  process.env.DATABASE_URL && !process.env.REPLICA_DATABASE_URL
    ? ' (REPLICA_DATABASE_URL is not set: the read-replica streaming tests were skipped; scripts/pg-replica.sh and .ci/run)'
    : '',
].join('');

/** @type {{ name: string, ok: boolean, seconds: string, counts: string }[]} */
const results = [];
/** @type {Counts} */
const total = { passed: 0, flaky: 0, failed: 0, skipped: 0 };
for (const step of steps) {
  const started = Date.now();
  console.log(`\n━━ ${step.name} ━━`);
  const args = [...step.args];
  const env = { ...(step.env ?? process.env) };
  if (step.report && step.command === 'npx' && args[0] === 'vitest')
    args.push(`--outputFile.json=${step.report}`);
  if (step.report && args[0] === 'playwright') env.PLAYWRIGHT_JSON_OUTPUT_FILE = step.report;
  const code = await run(step.command, args, { env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let counts = '';
  if (step.report && fs.existsSync(step.report)) {
    const stepCounts = countsOf(/** @type {Report} */ (readJson(step.report)));
    for (const key of /** @type {(keyof Counts)[]} */ (Object.keys(total))) total[key] += stepCounts[key];
    counts = ` — ${describeCounts(stepCounts)}`;
    if (stepCounts.skipped > 0 && step.name.startsWith('api')) counts += skipReasons;
    if (stepCounts.skipped > 0 && step.name.startsWith('cluster'))
      counts += ' (needs DATABASE_URL, REDIS_URL and nginx; .ci/run provides them)';
  }
  results.push({ name: step.name, ok: code === 0, seconds, counts });
  if (code !== 0) break;
}

console.log('\n━━ summary ━━');
for (const result of results)
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)${result.counts}`);
const notRun = steps.length - results.length;
if (notRun > 0) console.log(`${notRun} later step(s) not run after the failure`);
const allOk = results.every((result) => result.ok) && notRun === 0;
if (!allOk && total.failed === 0) total.failed = 1;
if (total.flaky > 0)
  console.log(`${total.flaky} flaky: failed first and passed on a retry — see the browser step's report`);
console.log(`\nTests: ${describeCounts(total)}`);
process.exit(allOk ? 0 : 1);
