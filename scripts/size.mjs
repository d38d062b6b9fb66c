// `npm run size`: gzip size of the JavaScript and CSS that `/` loads, from the production build's manifest.
// "Initial" is what index.html makes the browser fetch before the first paint (entry + its static imports) and
// is held to the budget (DESIGN.md §8). "All" adds the lazy route modules `/` fetches right after (the home page
// and the Apollo provider route) and is reported beside it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildWebIfStale } from './build-web-if-stale.mjs';
import { readJson, root } from './lib.mjs';

const JS_BUDGET_BYTES = 150 * 1024;
/** The lazy modules `/` loads: its route modules (web/src/app/router.tsx) and the navbar's session part. */
const HOME_ROUTE_MODULES = [
  'src/app/ApolloRoute.tsx',
  'src/app/layouts/SessionReporter.tsx',
  'src/features/public/home/HomePage.tsx',
];
const dist = path.join(root, 'web/dist');

await buildWebIfStale();
/** @typedef {{ file: string, css?: string[], imports?: string[] }} ManifestChunk */
const manifest = /** @type {Record<string, ManifestChunk | undefined>} */ (
  readJson(path.join(dist, '.vite/manifest.json'))
);

/**
 * Every file a manifest chunk needs: itself, its CSS, and its static imports, recursively.
 * @param {string[]} keys
 */
function filesOf(keys) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`web/dist/.vite/manifest.json has no chunk "${key}": update scripts/size.mjs`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** @param {string} file */
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const initial = filesOf(['index.html']);
const all = filesOf(['index.html', ...HOME_ROUTE_MODULES]);
/** @param {Set<string>} files @param {string} extension */
const sum = (files, extension) =>
  [...files].filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipSize(file), 0);

console.log('What `/` loads (production build, gzip -9):');
for (const file of [...all].sort((a, b) => gzipSize(b) - gzipSize(a))) {
  console.log(
    `  ${file.padEnd(44)} ${kb(gzipSize(file)).padStart(9)}${initial.has(file) ? '  initial' : '  lazy'}`,
  );
}
const initialJs = sum(initial, '.js');
console.log(
  `Initial JavaScript: ${kb(initialJs)} of ${kb(JS_BUDGET_BYTES)} budget (${Math.round((initialJs / JS_BUDGET_BYTES) * 100)} %)`,
);
console.log(`All JavaScript for / (with its lazy route chunks): ${kb(sum(all, '.js'))}`);
console.log(`CSS: ${kb(sum(all, '.css'))}`);
if (initialJs > JS_BUDGET_BYTES) {
  console.error(`Initial JavaScript is over budget by ${kb(initialJs - JS_BUDGET_BYTES)}`);
  process.exit(1);
}
