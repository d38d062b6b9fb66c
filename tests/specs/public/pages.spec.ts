// Each public page shows its texts and passes axe (no serious or critical violation) in light and dark.
import { expect, test } from '../../fixtures';

const pages = [
  { path: '/', heading: /Your money, moving at the speed of life/ },
  { path: '/features', heading: 'Built for the way you move money' },
  { path: '/about', heading: 'Money should move as easily as a message' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/contact', heading: "We're here to help" },
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
