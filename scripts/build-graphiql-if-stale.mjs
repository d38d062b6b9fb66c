// Builds the developers' GraphiQL page (bff/graphiql → bff/graphiql/dist) when it is missing or older than its sources.
// `npm run dev -w bff` (and so `npm run dev`) runs it with --optional: a failed build is reported, and the bff still
// starts, answering /graphiql with how to build it.
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime } from './build-web-if-stale.mjs';
import { root, run } from './lib.mjs';

const indexHtml = path.join(root, 'bff/graphiql/dist/index.html');
// The lock file too: a new GraphiQL version comes with `npm ci`, not with a change of ours.
const sources = [
  'bff/graphiql/index.html',
  'bff/graphiql/main.tsx',
  'bff/graphiql/vite.config.ts',
  'package-lock.json',
];

export async function buildGraphiqlIfStale({ force = false } = {}) {
  const builtAt = fs.existsSync(indexHtml) ? fs.statSync(indexHtml).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (!force && builtAt > changedAt) return;
  console.log(builtAt ? 'graphiql: sources changed, rebuilding…' : 'graphiql: no build yet, building…');
  const code = await run('npm', ['run', 'build:graphiql', '-w', 'bff', '--silent']);
  if (code !== 0) throw new Error(`GraphiQL build failed with exit code ${code}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildGraphiqlIfStale({ force: process.argv.includes('--force') });
  } catch (error) {
    if (!process.argv.includes('--optional')) throw error;
    console.error(
      `${error instanceof Error ? error.message : String(error)}: /graphiql answers 503 until \`npm run build:graphiql\` succeeds.`,
    );
  }
}
