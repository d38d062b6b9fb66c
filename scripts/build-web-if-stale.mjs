// Builds web/dist when it is missing or older than any source it is built from (newestMtime serves the GraphiQL build too).
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const indexHtml = path.join(root, 'web/dist/index.html');
const sources = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/vite.plugins.ts',
  'web/vite.screen-chunks.ts',
  'web/vite.first-paint.ts',
  'web/public',
  'common/src',
  'schema.graphql',
];

/** @param {string} target */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export async function buildWebIfStale({ force = false } = {}) {
  const builtAt = fs.existsSync(indexHtml) ? fs.statSync(indexHtml).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (!force && builtAt > changedAt) return;
  console.log(builtAt ? 'web: sources changed, rebuilding…' : 'web: no build yet, building…');
  const code = await run('npm', ['run', 'build', '-w', 'web', '--silent']);
  if (code !== 0) throw new Error(`web build failed with exit code ${code}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWebIfStale({ force: process.argv.includes('--force') });
}
