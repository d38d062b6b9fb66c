// The web app served by the bff in production: long-cached hashed assets, a revalidated index.html, SPA fallback, real 404s.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBff } from './server';
import { ASSETS_CACHE_CONTROL, HTML_CACHE_CONTROL } from './static';
import type { TestStack } from './test/stack';
import { postGraphql, startLoneBff, startTestStack } from './test/stack';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc.js"></script></head></html>';
const APP_JS = 'console.log("wallet");';

let webDist: string;
let stack: TestStack;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'wallet-web-dist-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(webDist, 'assets', 'app-abc.js'), APP_JS);
  await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  stack = await startTestStack({ bff: { production: true, webDist } });
});

afterAll(async () => {
  await stack?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = (url: string) =>
  fetch(url, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describe('in production with a built web app', () => {
  it('when a hashed asset is asked for, then it is served with a one-year immutable cache', async () => {
    const response = await fetch(`${stack.bff.url}/assets/app-abc.js`);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(APP_JS);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe(ASSETS_CACHE_CONTROL);
  });

  it('when an asset does not exist, then the answer is a real 404, not index.html', async () => {
    const response = await page(`${stack.bff.url}/assets/x.js`);

    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });

  it('when the root is opened, then index.html comes with no-cache', async () => {
    const response = await page(`${stack.bff.url}/`);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
  });

  it('when a deep route of the app is opened, then index.html is served so the router can take it', async () => {
    const response = await page(`${stack.bff.url}/some/deep/route`);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    expect(response.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
  });

  it('when a page is served, then its CSP lets the app run its own scripts and styled-components styles, nothing else', async () => {
    const response = await page(`${stack.bff.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';

    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('when a file outside assets/ is asked for, then it is served and revalidated', async () => {
    const response = await fetch(`${stack.bff.url}/favicon.svg`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
  });

  it('when a missing file or a non-HTML request is made, then it is a 404, not the app', async () => {
    const missingFile = await page(`${stack.bff.url}/robots.txt`);
    const json = await fetch(`${stack.bff.url}/some/route`, { headers: { accept: 'application/json' } });

    expect(missingFile.status).toBe(404);
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ success: false, message: 'Not found', data: null });
  });

  it('when GraphQL is called, then the web app does not get in the way', async () => {
    const answer = await postGraphql(stack.bff.url, { query: '{ publicStats { id } }' });
    const browserGet = await page(`${stack.bff.url}/graphql`);

    expect(answer.body).toEqual({ data: { publicStats: { id: 'public' } } });
    expect(await browserGet.text()).not.toBe(INDEX_HTML);
  });
});

describe('when the web app is not there', () => {
  let bff: RunningBff;

  beforeAll(async () => {
    bff = await startLoneBff({
      production: true,
      apiUrl: stack.api.url,
      webDist: path.join(webDist, 'missing'),
    });
  });

  afterAll(async () => {
    await bff.close();
  });

  it('when in production without index.html, then GraphQL is still served and pages are 404', async () => {
    const answer = await postGraphql(bff.url, { query: '{ publicStats { totalUsers } }' });
    const root = await page(`${bff.url}/`);

    expect(answer.body).toEqual({ data: { publicStats: { totalUsers: 0 } } });
    expect(root.status).toBe(404);
  });

  it('when not in production, then the bff serves no web app (Vite does)', async () => {
    const development = await startLoneBff({ production: false, apiUrl: stack.api.url, webDist });
    try {
      const root = await page(`${development.url}/`);

      expect(root.status).toBe(404);
    } finally {
      await development.close();
    }
  });
});
