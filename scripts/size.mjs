// `npm run size`: the gzip size of the JavaScript and CSS that `/` loads, from the production build, against the budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildWebIfStale } from './build-web-if-stale.mjs';
import { root } from './lib.mjs';

const JS_BUDGET_BYTES = 150 * 1024;
const dist = path.join(root, 'web/dist');

await buildWebIfStale();
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = new Set();
for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g)) {
  assets.add(match[1]);
}

/** The static imports of a module, which the browser loads before it runs. */
function staticImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (match) => `/assets/${match[1]}`,
  );
}
const queue = [...assets].filter((asset) => asset.endsWith('.js'));
while (queue.length > 0) {
  const asset = queue.pop();
  for (const imported of staticImports(path.join(dist, asset))) {
    if (!assets.has(imported)) {
      assets.add(imported);
      queue.push(imported);
    }
  }
}

const rows = [...assets].map((asset) => {
  const bytes = fs.readFileSync(path.join(dist, asset));
  return { asset, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
});
const total = (extension) => rows.filter((row) => row.asset.endsWith(extension)).reduce((sum, row) => sum + row.gzip, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

console.log('What `/` loads (production build, gzip -9):');
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${row.asset.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
}
const js = total('.js');
const css = total('.css');
console.log(`JavaScript: ${kb(js)} gzip of ${kb(JS_BUDGET_BYTES)} budget (${((js / JS_BUDGET_BYTES) * 100).toFixed(0)} %)`);
console.log(`CSS: ${kb(css)} gzip`);
if (js > JS_BUDGET_BYTES) {
  console.error(`Over budget by ${kb(js - JS_BUDGET_BYTES)}`);
  process.exit(1);
}
