// A partner's page on another origin calls the REST api with credentials (docs/rest-contract.md, CORS): served on the
// origin the run lists in CORS_ORIGINS, it signs in and reads /api/v1/wallets/my-wallet with fetch(credentials:
// 'include'); the same page served from an origin not listed cannot read either, with the same session cookie.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { adminApiSession, depositOnApi, seedPerson } from '../../flows/admin';

const PAGE =
  '<!doctype html><html lang="en"><head><title>Partner app</title></head><body><h1>Partner app</h1></body></html>';

let listed: http.Server | undefined;
let unlisted: http.Server | undefined;
let listedOrigin = '';
let unlistedOrigin = '';

/** A static page server on 127.0.0.1 at this port (0: any free one); resolves with its origin. */
function servePage(port: number): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

test.beforeAll(async () => {
  const origin = process.env.WALLET_CORS_ORIGIN;
  if (!origin) throw new Error('WALLET_CORS_ORIGIN is not set: the global setup did not run');
  const first = await servePage(Number(new URL(origin).port));
  listed = first.server;
  listedOrigin = first.origin;
  const second = await servePage(0);
  unlisted = second.server;
  unlistedOrigin = second.origin;
});

test.afterAll(async () => {
  await Promise.all(
    [listed, unlisted].map(
      (server) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    ),
  );
});

interface Outcome {
  status?: number;
  body?: { success: boolean; message: string; data?: { balance?: number; userId?: string } };
  /** The browser's refusal: fetch rejects without telling the page why. */
  error?: string;
}

/** fetch from the page's own origin, with credentials, as a partner's script would. */
function callFromPage(
  page: Page,
  url: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Outcome> {
  return page.evaluate(
    async ({ url, method, body }) => {
      try {
        const response = await fetch(url, {
          method,
          credentials: 'include',
          ...(body === undefined
            ? {}
            : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
        });
        return { status: response.status, body: (await response.json()) as Outcome['body'] };
      } catch (error) {
        return { error: String(error) };
      }
    },
    { url, method: init.method ?? 'GET', body: init.body },
  );
}

test('when a page on a listed origin signs in with credentials, then it reads the wallet; from an unlisted origin the browser blocks both', async ({
  page,
  apiUrl,
}) => {
  const person = await seedPerson(apiUrl, await adminApiSession(apiUrl), {
    name: 'Petra Partner',
    role: 'user',
  });
  await depositOnApi(apiUrl, person.cookie, 1234);
  const credentials = { email: person.email, password: person.password };

  await test.step('the listed origin signs in and reads my-wallet with the session cookie', async () => {
    await page.goto(listedOrigin);
    await expect(page.getByRole('heading', { name: 'Partner app' })).toBeVisible();
    const signIn = await callFromPage(page, `${apiUrl}/api/v1/auth/login`, {
      method: 'POST',
      body: credentials,
    });
    expect(signIn.status).toBe(200);
    const wallet = await callFromPage(page, `${apiUrl}/api/v1/wallets/my-wallet`);
    expect(wallet).toMatchObject({
      status: 200,
      body: { success: true, data: { userId: person.id, balance: 12.34 } },
    });
  });

  await test.step('the same page on an unlisted origin cannot read the wallet, though the browser holds the cookie', async () => {
    await page.goto(unlistedOrigin);
    const wallet = await callFromPage(page, `${apiUrl}/api/v1/wallets/my-wallet`);
    expect(wallet.error).toMatch(/Failed to fetch/);
    const signIn = await callFromPage(page, `${apiUrl}/api/v1/auth/login`, {
      method: 'POST',
      body: credentials,
    });
    expect(signIn.error).toMatch(/Failed to fetch/);
  });

  await test.step('back on the listed origin the session still reads the wallet', async () => {
    await page.goto(listedOrigin);
    expect(await callFromPage(page, `${apiUrl}/api/v1/wallets/my-wallet`)).toMatchObject({ status: 200 });
  });
});
