// `npx vitest run --root common` (npm test's common step) finds this file instead of the root's projects config.
import { defineConfig } from 'vitest/config';

// Vitest reads the config's default export; this file is the exception to the named-exports rule.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
