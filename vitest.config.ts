// Vitest across the workspaces: `npx vitest` (watch), `npx vitest --changed` and `npx vitest related <files>` run
// every project at once; each workspace keeps its own config, and `npx vitest run --root api` still runs one alone.
import { defineConfig } from 'vitest/config';

// Vitest reads the config's default export; this file is the exception to the named-exports rule.
export default defineConfig({
  test: {
    projects: [
      { extends: './common/vitest.config.ts', test: { name: 'common', root: 'common' } },
      { extends: './api/vitest.config.ts', test: { name: 'api', root: 'api' } },
      { extends: './bff/vitest.config.ts', test: { name: 'bff', root: 'bff' } },
      { extends: './web/vite.config.ts', test: { name: 'web', root: 'web' } },
      {
        test: {
          name: 'tooling',
          root: '.',
          include: [
            'scripts/**/*.test.{ts,mjs}',
            'bench/**/*.test.ts',
            'web/vite.*.test.ts',
            'deploy/**/*.test.ts',
          ],
          // Its own step of npm test: minutes long, and it needs PostgreSQL, Redis and nginx.
          exclude: ['deploy/cluster.test.ts'],
          environment: 'node',
          // The first lint loads typescript-eslint and the whole config: seconds on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'cluster',
          root: '.',
          include: ['deploy/cluster.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
