// `npm run size`: the bytes a browser receives for the landing page, sign-in and each role's first dashboard — HTML,
// JavaScript and CSS, as the bff serves them to a browser that takes brotli (the build's .br copies) — each against
// its budget (scripts/size-lib.mjs says why those). `-- --files` lists every file of every page.
import path from 'node:path';
import { buildWebIfStale } from './build-web-if-stale.mjs';
import { readJson, root } from './lib.mjs';
import { MEASURED_PAGES, measurePage } from './size-lib.mjs';

const dist = path.join(root, 'web/dist');
const listFiles = process.argv.includes('--files');

await buildWebIfStale();
const manifest = /** @type {Record<string, any>} */ (readJson(path.join(dist, '.vite/manifest.json')));
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

console.log('What a browser receives on arrival (production build, brotli as the bff sends it):');
let overBudget = 0;
for (const page of MEASURED_PAGES) {
  const measured = measurePage(dist, manifest, page.routeModules, page.path);
  const share = Math.round((measured.totalBytes / page.budgetBytes) * 100);
  const over = measured.totalBytes > page.budgetBytes;
  if (over) overBudget += 1;
  console.log(
    `  ${page.path.padEnd(16)} ${kb(measured.totalBytes).padStart(9)} of ${kb(page.budgetBytes)} (${share} %)` +
      `  JS ${kb(measured.jsBytes)}, CSS ${kb(measured.cssBytes)}, HTML ${kb(measured.htmlBytes)};` +
      ` ${measured.files.length} files, ${kb(measured.rawBytes)} uncompressed${over ? '  OVER BUDGET' : ''}`,
  );
  if (listFiles) {
    for (const { file, bytes, raw, coding } of [...measured.files].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`      ${file.padEnd(48)} ${kb(bytes).padStart(9)} ${coding.padEnd(8)} (${kb(raw)} raw)`);
    }
  }
}
if (overBudget > 0) {
  console.error(`${overBudget} page(s) over budget: see scripts/size-lib.mjs before raising one.`);
  process.exit(1);
}
