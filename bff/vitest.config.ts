// Vitest for the bff: node environment; every test file starts the real api (fresh database) and a bff of its own.
import { defineConfig } from 'vitest/config';

// Vitest reads the config's default export; this file is the exception to the named-exports rule.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Starting the api means starting PGlite (or creating a PostgreSQL database) and migrating it: seconds per file.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
