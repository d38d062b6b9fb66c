// Every navbar and footer link goes where SPEC.md §2 says; pages that do not exist yet land on the not-found page.
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
    ['Careers', '/careers'],
    ['Press', '/press'],
    ['Blog', '/blog'],
  ],
  Products: [
    ['Wallet', '/wallet'],
    ['Exchange', '/exchange'],
    ['Payments', '/payments'],
    ['API', '/api'],
  ],
  Support: [
    ['Help', '/help'],
    ['Contact', '/contact'],
    ['Status', '/status'],
    ['Community', '/community'],
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
