// Vitest for the bff: node environment; every test file starts the real api (fresh database) and a bff of its own.
import { defineConfig } from 'vitest/config';

// Vitest reads the config's default export; this file is the exception to the named-exports rule.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One migrated database made before the files start, which each test's api copies (the api's own setup).
    globalSetup: ['../api/src/test/migrated-template.ts'],
    // Starting the api means starting PGlite (or creating a PostgreSQL database) and migrating it: seconds per file.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // graphql-ws through Vite too, so it imports the same graphql-js as the bff's code (Node alone gives both the
    // CommonJS copy; under Vitest the bff's own imports get the ES module one, and graphql-js refuses to mix them).
    server: { deps: { inline: [/graphql-ws/, /@graphql-tools\//] } },
  },
});
