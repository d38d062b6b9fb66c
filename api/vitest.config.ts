// Vitest for the api: node environment; every test file starts its own api on its own database, so files may run in parallel.
import { defineConfig } from 'vitest/config';

// Vitest reads the config's default export; this file is the exception to the named-exports rule.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // *.postgres.test.ts need a real server (row locks, deadlocks, many connections): the PostgreSQL pass runs them.
    exclude: process.env.DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'],
    // On PGlite, one migrated database dumped before the files start, which each test api loads.
    globalSetup: ['./src/test/migrated-template.ts'],
    // Starting PGlite or creating a PostgreSQL database and migrating it takes a few seconds per file.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
