// `npm run lighthouse`: Lighthouse's mobile profile (simulated 4× CPU slowdown, 1.6 Mbps, 150 ms round trip, cold
// cache) against the production build as the bff serves it, for the landing page, sign-in and each role's first
// dashboard. It starts its own api (a fresh embedded database with the demo accounts) and bff on free ports, signs
// each role in through the api to get a session cookie, runs every page `--runs` times interleaved (default 3) and
// prints each page's median performance score, FCP, LCP, CLS, TBT and bytes transferred. A measurement, not a test.
//
//   npm run lighthouse                          # 3 runs of every page
//   npm run lighthouse -- --runs 5 --json out.json
//   npm run lighthouse -- --pages /,/user/overview   # only these pages
//   npm run lighthouse -- --lhr-dir /tmp/lhr          # also each run's whole report (LCP element, long tasks…)
//   npm run lighthouse -- --base-url http://127.0.0.1:3000 --api-url http://127.0.0.1:4000   # servers already up
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildWebIfStale } from './build-web-if-stale.mjs';
import { figuresOf, markdownTable, mediansByPage } from './lighthouse-report.mjs';
import { freePort, startService, stopService, waitForHealthy } from './lib.mjs';

/** The demo accounts the embedded database is seeded with (api/src/users/demo-accounts.ts). */
const DEMO_PASSWORD = 'Demo@1234';
const PAGES = [
  { path: '/', signedInAs: null },
  { path: '/login', signedInAs: null },
  { path: '/user/overview', signedInAs: 'alice@wallet.local' },
  { path: '/agent/overview', signedInAs: 'agent@wallet.local' },
  { path: '/admin/overview', signedInAs: 'admin@wallet.local' },
];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    'lhr-dir': { type: 'string' },
    json: { type: 'string' },
    'base-url': { type: 'string' },
    'api-url': { type: 'string' },
    'demo-password': { type: 'string', default: DEMO_PASSWORD },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error('--runs must be an integer from 1 to 20');
  process.exit(2);
}
const pages = options.pages
  ? options.pages.split(',').map((pagePath) => {
      const page = PAGES.find((candidate) => candidate.path === pagePath.trim());
      if (!page) {
        console.error(
          `--pages: ${pagePath} is not one of ${PAGES.map(({ path: known }) => known).join(', ')}`,
        );
        process.exit(2);
      }
      return page;
    })
  : PAGES;
if (Boolean(options['base-url']) !== Boolean(options['api-url'])) {
  console.error('--base-url and --api-url go together (the bff serving the build, and the api it uses)');
  process.exit(2);
}

/** @type {import('node:child_process').ChildProcess[]} */
const services = [];
let dataDir;

/** api on a fresh embedded database (demo accounts seeded), bff in production mode serving web/dist. */
async function startStack() {
  await buildWebIfStale();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-lighthouse-'));
  const apiPort = await freePort();
  const bffPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = startService(
    'api',
    'api/src/main.ts',
    {
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    { quiet: true },
  );
  services.push(api);
  await waitForHealthy(`${apiUrl}/api/v1/healthz`, api);
  const bff = startService(
    'bff',
    'bff/src/main.ts',
    { PORT: String(bffPort), API_URL: apiUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    { quiet: true },
  );
  services.push(bff);
  await waitForHealthy(`http://127.0.0.1:${bffPort}/healthz`, bff);
  return { baseUrl: `http://127.0.0.1:${bffPort}`, apiUrl };
}

/** Signs in through the api's REST login and returns the Cookie header value (name=value pairs) it set. */
/**
 * @param {string} apiUrl
 * @param {string} email
 */
async function sessionCookie(apiUrl, email) {
  const response = await fetch(`${apiUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: options['demo-password'], rememberMe: true }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  if (cookies.length === 0) throw new Error(`sign-in of ${email} set no cookie`);
  return cookies.join('; ');
}

/** Trace recording fails now and then on a busy machine (NO_NAVSTART, NO_FCP); such a run is tried again. */
const ATTEMPTS_MAX = 3;
let lighthouseVersion = '';

/** One Lighthouse run of one page, in a browser whose cookie jar holds the session cookie when the page needs one. */
/**
 * @param {number} port
 * @param {string} url
 * @param {string} pagePath
 */
async function measure(port, url, pagePath) {
  for (let attempt = 1; ; attempt += 1) {
    const runnerResult = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const { lhr } = runnerResult;
    lighthouseVersion = lhr.lighthouseVersion;
    if (options['lhr-dir']) {
      fs.mkdirSync(options['lhr-dir'], { recursive: true });
      const name = `${pagePath.replace(/\W+/g, '_')}-${new Date().toISOString().replace(/\D/g, '')}.json`;
      fs.writeFileSync(path.join(options['lhr-dir'], name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError && attempt < ATTEMPTS_MAX) {
      console.log(`  ${pagePath}: ${lhr.runtimeError.code}, measuring again`);
      continue;
    }
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== pagePath) {
      throw new Error(`${pagePath} ended on ${lhr.finalDisplayedUrl}: the sign-in did not hold`);
    }
    return figuresOf(lhr);
  }
}

/**
 * Sets the cookies of `cookie` ("a=1; b=2", as a Cookie header has them) for `baseUrl` in the cookie jar of the browser on `port`.
 * @param {number} port
 * @param {string} baseUrl
 * @param {string} cookie
 */
async function putCookieInJar(port, baseUrl, cookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    const pairs = cookie.split('; ').map((pair) => {
      const separator = pair.indexOf('=');
      return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: baseUrl };
    });
    await tab.setCookie(...pairs);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/** @param {'api-url'} name */
function requiredOption(name) {
  const value = options[name];
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} is needed with --base-url`);
  return value;
}

async function main() {
  const { baseUrl, apiUrl } = options['base-url']
    ? {
        baseUrl: options['base-url'].replace(/\/+$/, ''),
        apiUrl: requiredOption('api-url').replace(/\/+$/, ''),
      }
    : await startStack();
  /** @type {Map<string, string>} */
  const cookies = new Map();
  for (const { signedInAs } of pages) {
    if (signedInAs && !cookies.has(signedInAs))
      cookies.set(signedInAs, await sessionCookie(apiUrl, signedInAs));
  }

  /** @type {{ page: string, run: number, figures: ReturnType<typeof figuresOf> }[]} */
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    // Rotated order, so no page always runs first (a cold server) or last (a warm one).
    const order = pages.map(
      (_, index) => /** @type {(typeof PAGES)[number]} */ (pages[(index + run - 1) % pages.length]),
    );
    for (const page of order) {
      const cookie = page.signedInAs ? cookies.get(page.signedInAs) : undefined;
      // A browser of its own for each measurement (a new profile: cold cache, an empty cookie jar). In a shared one,
      // a cookie a page set (the app's theme cookie) would be sent instead of the session header on later pages.
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
      });
      try {
        // In the jar, as a signed-in browser has it (a Cookie header of Lighthouse's would lose to the jar's cookies
        // on the requests after the app sets its theme cookie).
        if (cookie) await putCookieInJar(chrome.port, baseUrl, cookie);
        const figures = await measure(chrome.port, `${baseUrl}${page.path}`, page.path);
        results.push({ page: page.path, run, figures });
        console.log(
          `run ${run}/${runs} ${page.path}: score ${Math.round(figures.score)}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbtMs)} ms`,
        );
      } finally {
        chrome.kill();
      }
    }
  }

  const ordered = pages.flatMap(({ path: page }) => results.filter((result) => result.page === page));
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile profile (simulated: 4× CPU, 1.6 Mbps, 150 ms RTT), cold cache, median of ${runs}:\n`,
  );
  console.log(markdownTable(mediansByPage(ordered)));
  if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await Promise.all(services.map((service) => stopService(service)));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
