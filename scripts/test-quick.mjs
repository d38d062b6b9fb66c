// `npm run test:quick`: the fast loop for a change in the working tree — lint and Prettier on the changed files, the
// type check of the workspaces they touch, and the tests nearest to them on PGlite. `npm test` stays the whole truth.
//
// Changed files: what `git status` shows against HEAD (or against QUICK_BASE, e.g. QUICK_BASE=main for a branch).
// Tests run: a changed test file itself; the test named after a changed file (send-money.ts → send-money.test.ts);
// every test file that imports a changed file directly; and in api and bff, for a changed file that has neither,
// the test files beside it (its domain folder). (Every api test reaches every api module through the test harness,
// so `vitest related` would pick the whole suite: the nearest tests are the quick tier, the whole suite is npm
// test's.) The type checks are incremental: tsc keeps what it learnt in node_modules/.cache/test-quick.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const base = process.env.QUICK_BASE ?? 'HEAD';

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

/** @type {{ name: string, seconds: string, ok: boolean }[]} */
const results = [];
/** @param {string} name @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
async function step(name, command, args, env = process.env) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const code = await run(command, args, { env });
  results.push({ name, seconds: ((Date.now() - started) / 1000).toFixed(1), ok: code === 0 });
  return code === 0;
}

console.log(`test:quick: ${changed.length} changed file(s) against ${base}`);
let ok = true;
const cache = path.join(root, 'node_modules', '.cache', 'test-quick');
if (lintable.length > 0)
  ok = await step('lint (changed files)', 'npx', [
    'eslint',
    '--max-warnings=0',
    '--cache',
    '--cache-location',
    `${cache}/eslint/`,
    ...lintable,
  ]);
ok =
  (await step('prettier (changed files)', 'npx', ['prettier', '--check', '--ignore-unknown', ...changed])) &&
  ok;
for (const project of projects)
  ok =
    (await step(`typecheck ${project}`, 'npx', [
      'tsc',
      '-p',
      project,
      '--incremental',
      '--tsBuildInfoFile',
      path.join(cache, `${project}.tsbuildinfo`),
    ])) && ok;
if (related.length > 0) {
  // PGlite: the quick tier needs no database server (DATABASE_URL is npm test's PostgreSQL pass).
  const env = { ...process.env };
  delete env.DATABASE_URL;
  ok =
    (await step(
      `tests (${related.length} file(s) near the change)`,
      'npx',
      ['vitest', 'run', ...related],
      env,
    )) && ok;
} else {
  console.log('\nNo test file is near the change.');
}

console.log('\n━━ test:quick ━━');
for (const result of results)
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`);
process.exit(ok ? 0 : 1);
