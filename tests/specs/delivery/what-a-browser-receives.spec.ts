// What Chromium receives from the production bff on arrival at the measured pages: every file in the coding
// `npm run size` counts it in (the build's brotli copy, or plain when it has none), and exactly the files that script
// walks from the Vite manifest — so its figures are what a browser gets.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { adminApiSession, apiSession, seedPerson } from '../../flows/admin';
import { approveAgent } from '../../flows/accounts';
// The size script's own walk of the build, so this spec checks the very code that reports the sizes.
import { filesOfPage, MEASURED_PAGES, wireSizeOf } from '../../../scripts/size-lib.mjs';

const dist = path.resolve(import.meta.dirname, '../../../web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; css?: string[]; imports?: string[] }
>;

interface Received {
  file: string;
  contentEncoding: string | undefined;
  vary: string | undefined;
}

/** Opens `pagePath` in a fresh context (cold cache) and records each script, style sheet and the page itself. */
async function arrive(page: Page, pagePath: string): Promise<Received[]> {
  const received: Received[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isPage = response.request().resourceType() === 'document';
    if (!isPage && !/^\/assets\/.+\.(js|css)$/.test(url.pathname)) return;
    const headers = response.headers();
    received.push({
      file: isPage ? 'index.html' : url.pathname.slice(1),
      contentEncoding: headers['content-encoding'],
      vary: headers.vary,
    });
  });
  await page.goto(pagePath, { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(pagePath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return received;
}

async function cookieFor(role: 'user' | 'agent' | 'admin', apiUrl: string): Promise<string | undefined> {
  if (role === 'admin') return adminApiSession(apiUrl);
  const admin = await adminApiSession(apiUrl);
  const person = await seedPerson(apiUrl, admin, { name: `Dora ${role}`, role });
  if (role === 'user') return person.cookie;
  await approveAgent(apiUrl, person.id);
  return apiSession(apiUrl, person.email, person.password);
}

for (const measured of MEASURED_PAGES) {
  test(`when Chromium opens ${measured.path} cold, then it receives exactly the files npm run size counts, each brotli-encoded where the build compressed it`, async ({
    browser,
    baseURL,
    apiUrl,
  }) => {
    const role = /^\/(user|agent|admin)\//.exec(measured.path)?.[1] as 'user' | 'agent' | 'admin' | undefined;
    const cookie = role ? await cookieFor(role, apiUrl) : undefined;
    const context = await browser.newContext();
    if (cookie) {
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name: name ?? '', value: value.join('='), url: baseURL ?? '' }]);
    }
    const page = await context.newPage();
    try {
      const received = await arrive(page, measured.path);
      const expected = new Set(filesOfPage(manifest, measured.routeModules));

      // A dashboard loads its live-updates client (graphql-ws) with its first subscription, which can start after
      // the network has been idle for a moment: wait for every counted file, then no file may be missing or extra.
      await expect
        .poll(() => [...expected].filter((file) => !received.some((got) => got.file === file)))
        .toEqual([]);
      expect(new Set(received.map(({ file }) => file))).toEqual(expected);
      for (const { file, contentEncoding, vary } of received) {
        const { coding } = wireSizeOf(dist, file);
        expect({ file, contentEncoding }).toEqual({
          file,
          contentEncoding: coding === 'br' ? 'br' : undefined,
        });
        if (coding === 'br') expect(vary).toMatch(/Accept-Encoding/i);
      }
    } finally {
      await context.close();
    }
  });
}
