// What `npm run size` counts: for one page, the files a browser fetches to show it, walked from the production build's
// Vite manifest, and the bytes each costs over the wire as the bff serves it (the build's .br copy, or the file itself
// when it has none).
import fs from 'node:fs';
import path from 'node:path';
import { readJson } from './lib.mjs';

/**
 * Budgets, in brotli bytes over the wire (HTML, JavaScript and CSS a page needs on arrival), from the phone profile
 * Lighthouse and DESIGN.md §8 measure with: 1.6 Mbps moves about 200 kB a second, and LCP should come within 2.5 s.
 * At least four round trips of 150 ms lie on the way (the HTML; the entry and its preloads; the route's chunks; the
 * first GraphQL query) and the 4×-slowed CPU must parse and run what arrives, which leaves about a second of transfer.
 * The landing page, where people arrive cold, gets 170 kB (~0.85 s); sign-in, which also brings the form libraries,
 * 190 kB (~0.95 s); a dashboard, which also waits on its figures, 180 kB (~0.9 s). They were 175, 200 and 225 kB: the
 * overviews stopped downloading the form libraries (yup, final-form: 212 → 193 kB), then react-toastify and reactour
 * began loading only when a toast or the tour first shows (/ 168.7 → 162.1 kB, /login 187.8 → 180.3 kB, overviews
 * 186.9 → 171.8 kB), and the budgets keep them off. Raising one needs a measured reason.
 * The landing page and sign-in then came to carry their first paint in their HTML (docs/first-paint.md: 7.9 and
 * 5.3 kB), which shows them from the HTML alone, before any of the JavaScript (Lighthouse's phone profile, median of 3
 * interleaved: the landing page's LCP 2.8 → 2.3 s): their budgets grew by those bytes, 170 → 178 kB and 190 → 196 kB;
 * the JavaScript's share did not.
 */
export const LANDING_BUDGET_BYTES = 178 * 1024;
export const SIGN_IN_BUDGET_BYTES = 196 * 1024;
export const DASHBOARD_BUDGET_BYTES = 183 * 1024;

/**
 * The graphql-ws client, a dynamic entry of the build that every overview loads on arrival to open its live socket
 * (3.0 kB brotli). The dashboards' budget rose from 180 to 183 kB for it: they measured 178.6 kB, 181.5 kB with it.
 */
const LIVE_CLIENT_MODULE = '../node_modules/graphql-ws/dist/client.js';

/**
 * The pages measured: the route modules each loads on arrival (web/src/app/router.tsx), besides index.html and the
 * entry. A dashboard's area route, its Apollo provider, its overview page and the route loaders' module that starts
 * its first queries (app/dashboard-preload.ts) are fetched together on arrival.
 */
export const MEASURED_PAGES = [
  {
    path: '/',
    budgetBytes: LANDING_BUDGET_BYTES,
    // The page paints without Apollo; the navbar's session and the live figures bring it right after.
    routeModules: [
      'src/app/layouts/SessionReporter.tsx',
      'src/features/public/home/HomePage.tsx',
      'src/features/public/home/HomeStats.tsx',
    ],
  },
  {
    path: '/login',
    budgetBytes: SIGN_IN_BUDGET_BYTES,
    routeModules: [
      'src/app/ApolloRoute.tsx',
      'src/app/layouts/SessionReporter.tsx',
      'src/features/auth/LoginPage.tsx',
    ],
  },
  ...['user', 'agent', 'admin'].map((role) => ({
    path: `/${role}/overview`,
    budgetBytes: DASHBOARD_BUDGET_BYTES,
    routeModules: [
      'src/app/ApolloRoute.tsx',
      'src/app/AreaRoutes.tsx',
      'src/app/OverviewPage.tsx',
      'src/app/dashboard-preload.ts',
      // Live updates (docs/live.md): the overview subscribes on arrival, which loads the graphql-ws client.
      LIVE_CLIENT_MODULE,
    ],
  })),
];

/**
 * Every file a page needs, in the order found: index.html, then each manifest chunk's file, its CSS and its static
 * imports (what Vite preloads with it: <link rel="modulepreload"> for the entry, its preload list for a lazy chunk).
 * Dynamic imports are not followed: they load only when the code asks, and a page's own are listed as route modules.
 * @param {Record<string, { file: string, css?: string[], imports?: string[] }>} manifest dist/.vite/manifest.json
 * @param {string[]} routeModules
 * @returns {string[]} paths relative to dist, e.g. 'assets/react-abc.js'
 */
export function filesOfPage(manifest, routeModules) {
  /** @type {Set<string>} */
  const files = new Set(['index.html']);
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no chunk "${key}": update scripts/size-lib.mjs`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  routeModules.forEach(visit);
  return [...files];
}

/**
 * What one file costs over the wire, as the bff answers a browser that takes brotli (every current browser does over
 * HTTP/1.1 and HTTP/2): the .br copy the build wrote, or the file itself when it has none (too small to compress).
 * @param {string} dist
 * @param {string} file
 * @returns {{ file: string, bytes: number, raw: number, coding: 'br' | 'identity' }}
 */
export function wireSizeOf(dist, file) {
  const raw = fs.statSync(path.join(dist, file)).size;
  const brotli = path.join(dist, `${file}.br`);
  return fs.existsSync(brotli)
    ? { file, bytes: fs.statSync(brotli).size, raw, coding: 'br' }
    : { file, bytes: raw, raw, coding: 'identity' };
}

/**
 * The HTML file the bff answers `pagePath` with for a visitor without a theme cookie: the screen's own page from the
 * build's screen-pages.json (with its modulepreloads and, where painted, its first paint), else index.html.
 * @param {string} dist
 * @param {string | undefined} pagePath
 * @returns {string}
 */
export function htmlFileOf(dist, pagePath) {
  const list = path.join(dist, 'screen-pages.json');
  if (pagePath === undefined || !fs.existsSync(list)) return 'index.html';
  const pages = /** @type {{ addresses: string, html: string }[]} */ (readJson(list));
  return pages.find(({ addresses }) => new RegExp(addresses).test(pagePath))?.html ?? 'index.html';
}

/**
 * A page's files with their wire sizes and the totals by kind; the HTML is the page's own (htmlFileOf).
 * @param {string} dist
 * @param {Record<string, any>} manifest
 * @param {string[]} routeModules
 * @param {string} [pagePath]
 */
export function measurePage(dist, manifest, routeModules, pagePath) {
  const html = htmlFileOf(dist, pagePath);
  const files = filesOfPage(manifest, routeModules).map((file) =>
    wireSizeOf(dist, file === 'index.html' ? html : file),
  );
  const total = (/** @type {RegExp} */ kind) =>
    files.filter(({ file }) => kind.test(file)).reduce((sum, { bytes }) => sum + bytes, 0);
  return {
    files,
    jsBytes: total(/\.js$/),
    cssBytes: total(/\.css$/),
    htmlBytes: total(/\.html$/),
    totalBytes: files.reduce((sum, { bytes }) => sum + bytes, 0),
    rawBytes: files.reduce((sum, { raw }) => sum + raw, 0),
  };
}
