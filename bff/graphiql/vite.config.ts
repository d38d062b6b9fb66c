// Builds the developers' GraphiQL page (index.html + main.tsx) into dist/, which the bff serves at /graphiql in
// development (bff/src/graphiql.ts). `npm run build:graphiql`; `npm run dev` builds it when its sources changed.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  // No public/ folder: everything the page needs is bundled.
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The Monaco editor behind GraphiQL is large; it is a development tool loaded from this machine.
    chunkSizeWarningLimit: 8_000,
    rolldownOptions: {
      // framer-motion's "use client" lines mean something only to React server components, which this page is not.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  worker: { format: 'es' },
});
