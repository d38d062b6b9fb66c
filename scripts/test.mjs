// `npm test`: every suite in order — lint, types, codegen freshness, unit and integration tests (the root scripts',
// then each workspace's; api on PGlite and, with DATABASE_URL, on PostgreSQL), story tests, Storybook build, size
// budget, browser specs — then one summary.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from './lib.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-test-'));
const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

/** @type {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv, report?: string }[]} */
const steps = [
  { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'codegen is fresh', command: 'npm', args: ['run', 'codegen:check', '--silent'] },
  ...['scripts', 'common', 'api', 'bff', 'web'].flatMap((workspace) => {
    const vitest = (label, env) => ({
      name: label,
      command: 'npx',
      args: ['vitest', 'run', '--root', workspace, '--reporter=default', '--reporter=json'],
      env,
      report: path.join(reports, `${label.replace(/\W+/g, '-')}.json`),
    });
    if (workspace !== 'api') return [vitest(workspace, process.env)];
    const passes = [vitest('api (PGlite)', withoutDatabaseUrl)];
    if (process.env.DATABASE_URL) passes.push(vitest('api (PostgreSQL)', process.env));
    else console.log('DATABASE_URL is not set: the api suite runs on PGlite only (.ci/run sets it).');
    return passes;
  }),
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

const results = [];
let passed = 0;
let failed = 0;
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
    const report = JSON.parse(fs.readFileSync(step.report, 'utf8'));
    const ok = report.numPassedTests ?? report.stats?.expected ?? 0;
    const bad =
      report.numFailedTests ?? (report.stats ? report.stats.unexpected + report.stats.flaky * 0 : 0);
    passed += ok;
    failed += bad;
    counts = ` — ${ok} passed, ${bad} failed`;
  }
  results.push({ name: step.name, ok: code === 0, seconds, counts });
  if (code !== 0) break;
}

console.log('\n━━ summary ━━');
for (const result of results)
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)${result.counts}`);
const skipped = steps.length - results.length;
if (skipped > 0) console.log(`${skipped} later step(s) not run after the failure`);
const allOk = results.every((result) => result.ok) && skipped === 0;
if (!allOk && failed === 0) failed = 1;
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
