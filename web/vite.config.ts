// Vite for the web app (dev server proxying /graphql and /downloads to the bff, production build to dist/) and
// Vitest's jsdom setup.
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { webVitePlugins } from './vite.plugins.ts';
import { firstPaint } from './vite.first-paint.ts';
import { firstScreenChunks, screenPreloads } from './vite.screen-chunks.ts';
import type { PreloadedScreen } from './vite.screen-chunks.ts';

const bffUrl = process.env.BFF_URL ?? 'http://127.0.0.1:3000';
// The bff's routes the app calls: GraphQL, and the plain HTTP downloads (statements) it streams from the api; and the
// developers' GraphiQL page (the bff serves it in development), so it shares the app's origin and session cookie.
const bffProxy = {
  '/graphql': { target: bffUrl, changeOrigin: true, ws: true },
  '/downloads': { target: bffUrl, changeOrigin: true },
  '/graphiql': { target: bffUrl, changeOrigin: true },
};

/**
 * Text files of at least this size get a .br (quality 11) and a .gz (level 9) beside them at build time, which the bff
 * serves to browsers that accept them (bff/src/static.ts). Below a kilobyte compression saves less than a packet.
 */
export const PRECOMPRESS_THRESHOLD_BYTES = 1024;

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * What each first screen loads on arrival besides the entry (the lazy route modules of src/app/router.tsx that
 * match its address; scripts/size-lib.mjs measures the same pages), each part that loads at one time a screen of its
 * own: a screen's chunks hold only what it imports. What they import goes into a few chunks, and the screens with
 * addresses get an index.html that preloads them.
 */
const FIRST_SCREENS: PreloadedScreen[] = [
  // The landing page paints without Apollo: its figures and the navbar's session (with Apollo) load right after.
  { name: 'home', addresses: '^/$', routeModules: ['src/features/public/home/HomePage.tsx'] },
  {
    name: 'home-data',
    routeModules: ['src/app/layouts/SessionReporter.tsx', 'src/features/public/home/HomeStats.tsx'],
  },
  {
    name: 'sign-in',
    addresses: '^/login/?$',
    routeModules: [
      'src/app/ApolloRoute.tsx',
      'src/app/layouts/SessionReporter.tsx',
      'src/features/auth/LoginPage.tsx',
    ],
  },
  {
    name: 'dashboard',
    addresses: '^/(user|agent|admin)/overview/?$',
    routeModules: [
      'src/app/ApolloRoute.tsx',
      'src/app/AreaRoutes.tsx',
      'src/app/OverviewPage.tsx',
      'src/app/dashboard-preload.ts',
    ],
  },
];

/** Matches modules of the named npm packages (names may hold regex parts, e.g. '@wry/[^/]+'). */
function vendor(...packageNames: string[]): RegExp {
  return new RegExp(`[\\/]node_modules[\\/](${packageNames.join('|')})[\\/]`);
}

export default defineConfig({
  plugins: [
    ...webVitePlugins(),
    screenPreloads(webRoot, FIRST_SCREENS),
    // The landing page and sign-in painted into their HTML at build time (src/app/first-paint.tsx).
    firstPaint(webRoot, [
      { path: '/', html: 'index.home.html' },
      { path: '/login', html: 'index.sign-in.html' },
    ]),
    // Build only; source maps are left out (only developer tools fetch them).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|css|svg|json|txt)$/,
      threshold: PRECOMPRESS_THRESHOLD_BYTES,
      logLevel: 'silent',
    }),
  ],
  server: { proxy: bffProxy },
  preview: { proxy: bffProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route needs (used to measure the JavaScript of `/`).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries in long-lived chunks of their own (they change less often than our code). Apollo and the
        // form libraries are only imported by lazy routes, so their chunks stay off the landing page's entry.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: vendor('react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom'),
            },
            {
              name: 'styled',
              test: vendor('styled-components', 'stylis', '@emotion/is-prop-valid', '@emotion/unitless'),
            },
            { name: 'apollo', test: vendor('@apollo/client', 'graphql', 'rxjs', 'optimism', '@wry/[^/]+') },
            {
              name: 'forms',
              test: vendor('final-form', 'react-final-form', 'yup', 'property-expr', 'tiny-case', 'toposort'),
            },
            firstScreenChunks(webRoot, FIRST_SCREENS),
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Whole pages render in jsdom with styled-components; on a busy machine a few seconds is honest, not slow code.
    testTimeout: 20_000,
    restoreMocks: true,
    // styled-components' "speedy" mode (insertRule): in jsdom, appending text to <style> re-parses the whole sheet.
    env: { SC_DISABLE_SPEEDY: 'false' },
  },
});
