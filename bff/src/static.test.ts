// The web app served by the bff in production: long-cached hashed assets, a revalidated index.html, SPA fallback, real
// 404s, and the build's brotli and gzip copies chosen by Accept-Encoding.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBff } from './server';
import { ASSETS_CACHE_CONTROL, HTML_CACHE_CONTROL, SCREEN_PAGES_FILE, chosenTheme } from './static';
import { decodedBody, rawRequest } from './test/raw-http';
import type { TestStack } from './test/stack';
import { postGraphql, startLoneBff, startTestStack } from './test/stack';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc.js"></script></head></html>';
const APP_JS = 'console.log("wallet");';
/** The sign-in page's own index.html (the build's copy that preloads its route's chunks). */
const SIGN_IN_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc.js"></script><link rel="modulepreload" href="/assets/login-abc.js"></head></html>';
/** A script the build compressed: its .br and .gz copies sit beside it, as vite-plugin-compression2 writes them. */
const BIG_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];`;
/** A page the build painted (web/vite.first-paint.ts): light shown on a light OS only, and one file per theme. */
const PAINTED = {
  html: `<!doctype html><html><head></head><body><div id="root"><div data-first-paint="light" inert>${'<p>Hi</p>'.repeat(300)}</div></div></body></html>`,
  light: `<!doctype html><html><head></head><body><div id="root"><div data-first-paint="light" inert>${'<p>Light</p>'.repeat(300)}</div></div></body></html>`,
  dark: `<!doctype html><html><head></head><body><div id="root"><div data-first-paint="dark" inert>${'<p>Dark</p>'.repeat(300)}</div></div></body></html>`,
};
const BIG_HTML = `<!doctype html><html><head><title>Wallet</title></head><body>${'<p>Wallet</p>'.repeat(200)}</body></html>`;

/** Writes a file with the compressed copies the build would write beside it. */
async function writeWithCopies(file: string, text: string): Promise<void> {
  await fs.writeFile(file, text);
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(text));
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}

let webDist: string;
let stack: TestStack;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'wallet-web-dist-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(webDist, 'assets', 'app-abc.js'), APP_JS);
  await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(webDist, 'index.sign-in.html'), SIGN_IN_HTML);
  await writeWithCopies(path.join(webDist, 'index.painted.html'), PAINTED.html);
  await writeWithCopies(path.join(webDist, 'index.painted.light.html'), PAINTED.light);
  await writeWithCopies(path.join(webDist, 'index.painted.dark.html'), PAINTED.dark);
  await fs.writeFile(
    path.join(webDist, SCREEN_PAGES_FILE),
    JSON.stringify([
      { addresses: '^/login/?$', html: 'index.sign-in.html' },
      {
        addresses: '^/painted/?$',
        html: 'index.painted.html',
        light: 'index.painted.light.html',
        dark: 'index.painted.dark.html',
      },
    ]),
  );
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

  it('when a first screen with its own page is opened, then that page is served (and only at its addresses)', async () => {
    for (const address of ['/login', '/login/']) {
      const response = await page(`${stack.bff.url}${address}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SIGN_IN_HTML);
      expect(response.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
    }
    expect(await (await page(`${stack.bff.url}/login/more`)).text()).toBe(INDEX_HTML);
    expect(await (await page(`${stack.bff.url}/register`)).text()).toBe(INDEX_HTML);
  });

  it.each([
    ['no cookie', undefined, PAINTED.html],
    ['theme=dark', 'theme=dark', PAINTED.dark],
    ['theme=light among others', 'session=abc; theme=light; x=1', PAINTED.light],
    ['theme=system', 'theme=system', PAINTED.html],
    ['an unknown theme', 'theme=purple', PAINTED.html],
    ['a cookie that only ends in theme', 'mytheme=dark', PAINTED.html],
  ])(
    'when a painted page is opened with %s, then the paint of that theme comes (plain and in brotli), varying by Cookie',
    async (_case, cookie, expected) => {
      const headers = { accept: 'text/html', ...(cookie ? { cookie } : {}) };
      const plain = await fetch(`${stack.bff.url}/painted`, {
        headers: { ...headers, 'accept-encoding': 'identity' },
      });
      const brotli = await rawRequest(`${stack.bff.url}/painted`, {
        headers: { ...headers, 'accept-encoding': 'br' },
      });

      expect(await plain.text()).toBe(expected);
      expect(plain.headers.get('vary')).toMatch(/Cookie/);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(decodedBody(brotli)).toBe(expected);
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
      expect(brotli.headers.vary).toMatch(/Cookie/);
    },
  );

  it('when a page without paints is opened with a theme cookie, then it is the same page, with no Vary: Cookie', async () => {
    const response = await fetch(`${stack.bff.url}/login`, {
      headers: { accept: 'text/html', cookie: 'theme=dark' },
    });

    expect(await response.text()).toBe(SIGN_IN_HTML);
    expect(response.headers.get('vary') ?? '').not.toMatch(/Cookie/);
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

describe('content coding of the built files', () => {
  let codedDist: string;
  let bff: RunningBff;
  const asset = (acceptEncoding?: string, method = 'GET') =>
    rawRequest(`${bff.url}/assets/big-def.js`, {
      method,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  beforeAll(async () => {
    codedDist = await fs.mkdtemp(path.join(os.tmpdir(), 'wallet-web-coded-'));
    await fs.mkdir(path.join(codedDist, 'assets'));
    await writeWithCopies(path.join(codedDist, 'index.html'), BIG_HTML);
    await writeWithCopies(path.join(codedDist, 'assets', 'big-def.js'), BIG_JS);
    await fs.writeFile(path.join(codedDist, 'assets', 'small-ghi.js'), APP_JS);
    bff = await startLoneBff({ production: true, apiUrl: stack.api.url, webDist: codedDist });
  });

  afterAll(async () => {
    await bff?.close();
    await fs.rm(codedDist, { recursive: true, force: true });
  });

  it.each([
    ['absent', undefined, undefined],
    ['br', 'br', 'br'],
    ['gzip', 'gzip', 'gzip'],
    ['identity', 'identity', undefined],
    ["Chrome's list, every coding rated alike", 'gzip, deflate, br, zstd', 'br'],
    ['gzip rated above br', 'br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br ruled out', 'br;q=0, gzip', 'gzip'],
    ['any coding', '*', 'br'],
    ['any but br', 'br;q=0, *;q=0.5', 'gzip'],
    ['only a coding we have no copy in', 'deflate', undefined],
    ['every coding ruled out', 'br;q=0, gzip;q=0', undefined],
    ['identity ruled out and nothing else offered', 'identity;q=0', undefined],
    ['empty', '', undefined],
  ])(
    'when Accept-Encoding is %s (%s), then the asset goes out with Content-Encoding %s, whole, typed as JavaScript, cached for a year, varying by Accept-Encoding',
    async (_case, acceptEncoding, expectedCoding) => {
      const answer = await asset(acceptEncoding);

      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(expectedCoding);
      expect(decodedBody(answer)).toBe(BIG_JS);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers['cache-control']).toBe(ASSETS_CACHE_CONTROL);
      expect(answer.headers.vary).toMatch(/\bAccept-Encoding\b/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    },
  );

  it('when the brotli copy is sent, then it is the smaller one, and its ETag differs from the plain file’s', async () => {
    const plain = await asset('identity');
    const brotli = await asset('br');
    const gzip = await asset('gzip');

    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    expect(brotli.headers.etag).toBeDefined();
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3);
  });

  it('when HEAD asks for brotli, then the headers say br and the copy’s length, with no body', async () => {
    const head = await asset('br', 'HEAD');
    const get = await asset('br');

    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it('when a file has no copies (under the build threshold), then it goes out plain, with no Vary', async () => {
    const answer = await rawRequest(`${bff.url}/assets/small-ghi.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
    expect(answer.body.toString('utf8')).toBe(APP_JS);
  });

  it.each(['/', '/user/overview', '/index.html'])(
    'when %s is opened by a browser that takes brotli, then index.html comes in brotli, as HTML, with no-cache',
    async (pagePath) => {
      const answer = await rawRequest(`${bff.url}${pagePath}`, {
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      });

      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
      expect(answer.headers.vary).toMatch(/\bAccept-Encoding\b/i);
      expect(decodedBody(answer)).toBe(BIG_HTML);
    },
  );

  it('when a page is opened without Accept-Encoding, then index.html comes plain', async () => {
    const answer = await rawRequest(`${bff.url}/user/overview`, { headers: { accept: 'text/html' } });

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(BIG_HTML);
  });

  it('when a path climbs out of assets/, then nothing outside it is served', async () => {
    const climbing = await rawRequest(`${bff.url}/assets/%2e%2e/index.html`, {
      headers: { 'accept-encoding': 'br' },
    });
    const encodedSlash = await rawRequest(`${bff.url}/assets/..%2findex.html`, {
      headers: { 'accept-encoding': 'br' },
    });

    expect(climbing.status).toBe(404);
    expect(encodedSlash.status).toBe(404);
  });
});

describe('chosenTheme', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['theme=dark', 'dark'],
    ['theme=light', 'light'],
    [' a=1 ;theme=dark ', 'dark'],
    ['theme=', undefined],
    ['theme=Dark', undefined],
    ['theme=dark=1', undefined],
    ['novalue; theme=light', 'light'],
    ['xtheme=dark', undefined],
  ])('reads %j as %j', (header, theme) => {
    expect(chosenTheme(header)).toBe(theme);
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

  it.each([
    [{ addresses: 1, html: 'index.html' }, 'an entry\'s "addresses" must be a regular expression\'s text'],
    [
      { addresses: '^/x$', html: '../index.html' },
      'an entry\'s "html" must be a file name in the build\'s folder',
    ],
    [
      { addresses: '^/x$', html: 'index.html', light: 'index.html' },
      'an entry\'s "dark" must be a file name in the build\'s folder',
    ],
    [{ addresses: '^/x$', html: 'index.gone.html' }, 'names index.gone.html, which the build does not have'],
  ])(
    'when screen-pages.json holds %j, then the bff does not start, and says which field is wrong',
    async (entry, why) => {
      const broken = await fs.mkdtemp(path.join(os.tmpdir(), 'wallet-web-dist-'));
      try {
        await fs.writeFile(path.join(broken, 'index.html'), INDEX_HTML);
        await fs.writeFile(path.join(broken, SCREEN_PAGES_FILE), JSON.stringify([entry]));

        await expect(
          startLoneBff({ production: true, apiUrl: stack.api.url, webDist: broken }),
        ).rejects.toThrow(why);
      } finally {
        await fs.rm(broken, { recursive: true, force: true });
      }
    },
  );

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
