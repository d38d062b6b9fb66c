// `npm run test:quick`: the fast loop for a change in the working tree — lint and Prettier on the changed files, the
// type check of the workspaces they touch, and the tests nearest to them on PGlite. `npm test` stays the whole truth.
//
// Changed files: what `git status` shows against HEAD (or against QUICK_BASE, e.g. QUICK_BASE=main for a branch).
// Tests run: a changed test file itself; the test named after a changed file (send-money.ts → send-money.test.ts);
// every test file that imports a changed file directly; and in api and bff, for a changed file that has neither,
// the test files beside it (its domain folder). (Every api test reaches every api module through the test harness,
// so `vitest related` would pick the whole suite: the nearest tests are the quick tier, the whole suite is npm
// test's.) The type checks are incremental: tsc keeps what it learnt in node_modules/.cache/test-quick. The steps
// run side by side, QUICK_JOBS (default 3) at a time, each one's output printed whole when it ends.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const base = process.env.QUICK_BASE ?? 'HEAD';
/** Steps run side by side (QUICK_JOBS, default 3). */
const QUICK_JOBS = Number(process.env.QUICK_JOBS ?? 3);
if (!Number.isInteger(QUICK_JOBS) || QUICK_JOBS < 1) {
  console.error(`QUICK_JOBS must be a whole number from 1, not ${JSON.stringify(process.env.QUICK_JOBS)}`);
  process.exit(2);
}

/** @param {string[]} args */
const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

const changed = [
  ...new Set([...git(['diff', '--name-only', base]), ...git(['ls-files', '--others', '--exclude-standard'])]),
].filter((file) => fs.existsSync(path.join(root, file)));

if (changed.length === 0) {
  console.log(`test:quick: nothing changed against ${base}`);
  process.exit(0);
}

const lintable = changed.filter(
  (file) => /\.(ts|tsx|mjs)$/.test(file) && !file.startsWith('scripts/fixtures/'),
);
const isTest = (/** @type {string} */ file) => /\.test\.tsx?$/.test(file);

/** Which tsconfigs a change can break: a workspace's own, and those of the workspaces that import it. */
const TYPECHECK_OF = /** @type {Record<string, string[]>} */ ({
  common: ['common', 'api', 'bff', 'web', 'tests', 'bench'],
  api: ['api', 'bff', 'tests', 'bench'],
  bff: ['bff'],
  web: ['web'],
  tests: ['tests'],
  bench: ['bench'],
  scripts: ['scripts'],
  'schema.graphql': ['bff', 'web'],
});
const projects = [...new Set(changed.flatMap((file) => TYPECHECK_OF[file.split('/')[0] ?? ''] ?? []))];

/** Every test file of the Vitest projects, and the files each imports directly (relative imports only). */
function testFiles() {
  const tests = git([
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    '--',
    '*.test.ts',
    '*.test.tsx',
  ]);
  return tests
    .filter((file) => fs.existsSync(path.join(root, file)))
    .map((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const imports = [...text.matchAll(/from\s+'(\.[^']+)'/g)].map((match) =>
        path.join(path.dirname(file), match[1] ?? '').replace(/\.(tsx?|mjs)$/, ''),
      );
      return { file, imports };
    });
}

const withoutExtension = (/** @type {string} */ file) => file.replace(/\.(tsx?|mjs)$/, '');
const changedModules = new Set(changed.filter((file) => !isTest(file)).map(withoutExtension));
const tests = testFiles();
/** The tests nearest to one changed module: its namesake and its direct importers. */
const nearest = (/** @type {string} */ module) =>
  tests.filter(
    ({ file, imports }) => withoutExtension(file) === `${module}.test` || imports.includes(module),
  );
// In the api and the bff a folder is a domain (wallets/, resolvers/): when no test names or imports a changed
// module there, the folder's tests are its nearest. In web a folder holds many unrelated components, so there only a
// namesake or a direct importer counts.
const changedFolders = new Set(
  [...changedModules]
    .filter((module) => /^(api|bff)\//.test(module) && nearest(module).length === 0)
    .map((module) => path.dirname(module)),
);
const related = tests
  .filter(
    ({ file, imports }) =>
      changed.includes(file) ||
      changedFolders.has(path.dirname(file)) ||
      (withoutExtension(file).endsWith('.test') &&
        changedModules.has(withoutExtension(file).slice(0, -'.test'.length))) ||
      imports.some((imported) => changedModules.has(imported)),
  )
  .map(({ file }) => file);

/** @typedef {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv }} Step */

/**
 * Runs one step with its output held back, so steps running side by side print whole, one after the other.
 * @param {Step} step
 * @returns {Promise<{ name: string, seconds: string, ok: boolean }>}
 */
function runStep({ name, command, args, env = process.env }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ok = (code ?? (signal ? 1 : 0)) === 0;
      process.stdout.write(`\n━━ ${name} ━━\n${Buffer.concat(output).toString('utf8')}`);
      resolve({ name, seconds: ((Date.now() - started) / 1000).toFixed(1), ok });
    });
  });
}

/**
 * Runs the steps at most `limit` at a time. They are independent (lint, one type check per tsconfig, the tests), and
 * side by side they finish sooner: on two cores, and on a machine others keep busy too.
 * @param {Step[]} steps
 * @param {number} limit
 */
async function runAll(steps, limit) {
  /** @type {{ name: string, seconds: string, ok: boolean }[]} */
  const results = new Array(steps.length);
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const index = next;
      next += 1;
      const step = steps[index];
      if (step !== undefined) results[index] = await runStep(step);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, steps.length) }, worker));
  return results;
}

const cache = path.join(root, 'node_modules', '.cache', 'test-quick');
/** @type {Step[]} */
const steps = [];
if (related.length > 0) {
  // PGlite: the quick tier needs no database server (DATABASE_URL is npm test's PostgreSQL pass). First, as the
  // longest step.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  steps.push({
    name: `tests (${related.length} file(s) near the change)`,
    command: 'npx',
    args: ['vitest', 'run', ...related],
    env,
  });
}
if (lintable.length > 0)
  steps.push({
    name: 'lint (changed files)',
    command: 'npx',
    args: ['eslint', '--max-warnings=0', '--cache', '--cache-location', `${cache}/eslint/`, ...lintable],
  });
steps.push({
  name: 'prettier (changed files)',
  command: 'npx',
  args: ['prettier', '--check', '--ignore-unknown', ...changed],
});
for (const project of projects)
  steps.push({
    name: `typecheck ${project}`,
    command: 'npx',
    args: [
      'tsc',
      '-p',
      project,
      '--incremental',
      '--tsBuildInfoFile',
      path.join(cache, `${project}.tsbuildinfo`),
    ],
  });

console.log(
  `test:quick: ${changed.length} changed file(s) against ${base}; ${steps.length} steps, ${QUICK_JOBS} at a time`,
);
if (related.length === 0) console.log('No test file is near the change.');
const results = await runAll(steps, QUICK_JOBS);
const ok = results.every((result) => result.ok);

console.log('\n━━ test:quick ━━');
for (const result of results)
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`);
process.exit(ok ? 0 : 1);
