// Each public page shows its texts and passes axe (no serious or critical violation) in light and dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../fixtures';

const pages = [
  { path: '/', heading: /Your money, moving at the speed of life/ },
  { path: '/features', heading: 'Built for the way you move money' },
  { path: '/about', heading: 'Money should move as easily as a message' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/contact', heading: "We're here to help" },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy' },
  { path: '/cookies', heading: 'Cookies' },
  { path: '/gdpr', heading: 'Your data rights (GDPR)' },
  { path: '/help', heading: 'Help' },
  { path: '/api', heading: 'API' },
  { path: '/payments', heading: 'Payments' },
  { path: '/status', heading: 'Service status' },
  { path: '/no-such-page', heading: 'Page not found' },
] as const;

for (const { path, heading } of pages) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`when ${path} is opened in the ${colorScheme} theme, then it shows its heading and passes axe`, async ({
      page,
      expectAccessible,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(colorScheme);
      await expect(page).toHaveTitle(/Wallet/);
      await expectAccessible();
    });
  }
}

test('when the home page loads, then its figures are the api’s, fetched through the bff', async ({
  page,
  apiUrl,
  request,
}) => {
  const graphqlRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/graphql')) graphqlRequests.push(sent.postData() ?? '');
  });
  await page.goto('/');
  const figure = (label: string) =>
    page.locator('dl div', { has: page.locator('dt', { hasText: label }) }).locator('dd');

  const response = await request.get(`${apiUrl}/api/v1/stats/public`);
  const { data } = (await response.json()) as {
    data: { totalUsers: number; totalAgents: number; totalTransactions: number; totalVolume: number };
  };
  const count = new Intl.NumberFormat('en-US');
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  await expect(figure('Happy users')).toHaveText(count.format(data.totalUsers));
  await expect(figure('Trusted agents')).toHaveText(count.format(data.totalAgents));
  await expect(figure('Transactions')).toHaveText(count.format(data.totalTransactions));
  await expect(figure('Total volume')).toHaveText(usd.format(data.totalVolume));
  expect(graphqlRequests.some((body) => body.includes('publicStats'))).toBe(true);
});

test('when the FAQ is used, then an answer opens and closes', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByRole('main').locator('button[aria-expanded]').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('when Status is opened, then it shows the live answer of the api and its database through the bff', async ({
  page,
}) => {
  const asked = page.waitForRequest(
    (sent) => sent.url().endsWith('/graphql') && (sent.postData() ?? '').includes('ServiceStatus'),
  );
  await page.goto('/status');
  await asked;
  const part = (name: string) =>
    page.locator('dl div', { has: page.locator('dt', { hasText: name }) }).locator('dd');
  await expect(part('Website and gateway')).toHaveText('Operational');
  await expect(part('Wallet API')).toHaveText('Operational');
  await expect(part('Database')).toHaveText('Operational');
  await expect(page.getByText(/^Last checked /)).toBeVisible();
});

test('when Payments is opened, then it says how long a withdrawal can be cancelled in this installation', async ({
  page,
}) => {
  await page.goto('/payments');
  // The global setup runs the api with PAYOUT_DELAY_S=10.
  await expect(page.getByRole('main')).toContainText(
    'Here a withdrawal waits 10 seconds before it is paid out',
  );
});

for (const path of ['/terms', '/privacy', '/cookies', '/gdpr', '/help', '/api', '/payments', '/status']) {
  test(`when ${path} is checked by axe, then it has no violation of any impact, moderate and minor included`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The pages that ask the server are checked once their answer is on screen.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        targets: nodes.map((node) => node.target.join(' ')),
      })),
    ).toEqual([]);
  });
}
