// The developers' GraphiQL at /graphiql works with the network off: a bff in development (against the run's real api)
// serves it, every request for anything not on this machine is aborted, and a person signs in and queries through it.
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { buildGraphiqlIfStale } from '../../../scripts/build-graphiql-if-stale.mjs';
import { freePort, startService, stopService, waitForHealthy } from '../../../scripts/lib.mjs';
import { expect, test } from '../../fixtures';
import { adminApiSession, seedPerson } from '../../flows/admin';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

let devBff: ChildProcess | undefined;
let devBffUrl = '';

test.beforeAll(async ({ apiUrl }) => {
  // A first build of the page (Monaco and all) takes a while on a busy machine; later runs find it fresh.
  test.setTimeout(180_000);
  await buildGraphiqlIfStale();
  const port = await freePort();
  devBff = startService(
    'bff (development)',
    'bff/src/main.ts',
    { PORT: String(port), API_URL: apiUrl, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    { quiet: true },
  );
  devBffUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(`${devBffUrl}/healthz`, devBff);
});

test.afterAll(async () => {
  if (devBff) await stopService(devBff);
});

/**
 * Replaces the operation in GraphiQL's editor, runs it once GraphiQL has taken it in (its tab is named after the
 * operation), and answers the result pane's text without white space (the pane wraps long lines anywhere).
 */
async function run(page: Page, name: string, operation: string): Promise<() => Promise<string>> {
  const editor = page.getByRole('region', { name: 'Operation Editor' }).getByRole('textbox');
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(operation);
  await expect(page.getByRole('tablist', { name: 'Select active operation' })).toContainText(name);
  await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click();
  const result = page.getByRole('region', { name: 'Result Window' });
  return async () => (await result.innerText()).replace(/\s+/g, '');
}

test('when the network is off, then GraphiQL loads from the bff, signs in through the session cookie and answers `me`', async ({
  page,
  context,
  apiUrl,
}) => {
  const person = await seedPerson(apiUrl, await adminApiSession(apiUrl), {
    name: 'Grace Hopper',
    role: 'user',
  });
  const blocked: string[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (LOCAL_HOSTS.has(url.hostname)) {
      await route.continue();
      return;
    }
    blocked.push(url.href);
    await route.abort('internetdisconnected');
  });
  const graphqlRequests: Array<{ headers: Record<string, string> }> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST')
      graphqlRequests.push({ headers: request.headers() });
  });

  await page.goto(`${devBffUrl}/graphiql`);
  // The schema arrives by introspection (on in development): the documentation explorer shows its root type.
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  await expect(page.getByRole('link', { name: 'Query' })).toBeVisible();

  const signedOut = await run(page, 'MeSignedOut', 'query MeSignedOut { me { email } }');
  await expect.poll(signedOut).toContain('{"data":{"me":null}}');

  const signedIn = await run(
    page,
    'SignIn',
    `mutation SignIn { login(input: { email: "${person.email}", password: "${person.password}" }) { user { email } } }`,
  );
  await expect.poll(signedIn).toContain(`{"data":{"login":{"user":{"email":"${person.email}"}}}}`);
  const cookies = await context.cookies(devBffUrl);
  expect(cookies.map((cookie) => cookie.name)).toContain('wallet_session');

  const me = await run(page, 'MeSignedIn', 'query MeSignedIn { me { email } }');
  await expect.poll(me).toContain(`{"data":{"me":{"email":"${person.email}"}}}`);

  // Every request the page made stayed on this machine, and the GraphQL ones carried what Apollo's CSRF check wants.
  expect(blocked).toEqual([]);
  expect(graphqlRequests.length).toBeGreaterThan(3);
  for (const request of graphqlRequests) {
    expect(request.headers['apollo-require-preflight']).toBe('true');
  }
});
