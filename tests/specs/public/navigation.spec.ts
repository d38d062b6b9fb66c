// Every navbar and footer link goes where SPEC.md §2 says, and every footer link opens a page of its own (none is the
// not-found page); SPEC's Careers, Press, Blog, Community and Exchange links are gone (web/src/components/Footer.tsx).
import { expect, test } from '../../fixtures';

const navbarLinks = [
  ['Home', '/'],
  ['Features', '/features'],
  ['About', '/about'],
  ['Contact', '/contact'],
  ['FAQ', '/faq'],
  ['Sign In', '/login'],
  ['Get Started', '/register'],
] as const;

const footerGroups = {
  Company: [
    ['About', '/about'],
    ['Contact', '/contact'],
  ],
  Products: [
    ['Wallet', '/features'],
    ['Payments', '/payments'],
    ['API', '/api'],
  ],
  Support: [
    ['Help', '/help'],
    ['FAQ', '/faq'],
    ['Status', '/status'],
  ],
  Legal: [
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Cookies', '/cookies'],
    ['GDPR', '/gdpr'],
  ],
} as const;

test.describe('navbar', () => {
  for (const [name, path] of navbarLinks) {
    test(`when "${name}" is clicked in the navbar, then the browser is at ${path}`, async ({ page }) => {
      await page.goto('/faq');
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
    });
  }

  test('when the page loads, then the navbar shows the wallet name and the tagline', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Wallet', { exact: true }).first()).toBeVisible();
    await expect(banner.getByText('Secure & Fast')).toBeVisible();
  });
});

test.describe('footer', () => {
  test('when the footer is shown, then it lists exactly these links, each leading to a page that is not the 404', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [group, links] of Object.entries(footerGroups)) {
      const nav = footer.getByRole('navigation', { name: group });
      await expect(nav.getByRole('link')).toHaveText(links.map(([name]) => name));
      for (const [name, path] of links) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
        // The bff serves the app for it (a real page, not a 404 answer) — the in-app 404 is checked by clicking below.
        expect((await request.get(path, { headers: { accept: 'text/html' } })).status()).toBe(200);
      }
    }
    await expect(footer.getByRole('navigation')).toHaveCount(Object.keys(footerGroups).length);
  });

  for (const [group, links] of Object.entries(footerGroups)) {
    for (const [name, path] of links) {
      test(`when "${group} › ${name}" is clicked, then the browser is at ${path}`, async ({ page }) => {
        await page.goto('/');
        const footer = page.getByRole('contentinfo');
        await footer
          .getByRole('navigation', { name: group })
          .getByRole('link', { name, exact: true })
          .click();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
      });
    }
  }

  test('when the footer is shown, then it has its badges, brand line, contacts, social links and this year', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const badge of [
      'Bank-level Security',
      'Multiple Payment Methods',
      '256-bit Encryption',
      'Global Coverage',
    ]) {
      await expect(footer.getByText(badge)).toBeVisible();
    }
    await expect(
      footer.getByText('Secure, fast, and reliable digital wallet solution for the modern world'),
    ).toBeVisible();
    for (const network of ['Facebook', 'Twitter', 'LinkedIn', 'Instagram']) {
      await expect(footer.getByRole('link', { name: network })).toBeVisible();
    }
    await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();
    await footer.getByRole('link', { name: 'Get Support' }).click();
    await expect(page).toHaveURL('/contact');
  });
});
