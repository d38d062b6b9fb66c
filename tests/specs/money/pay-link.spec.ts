// Pay by link through the real stack (docs/pay-links.md): Bob's Receive page makes a pay link for $12.34 with a
// note; Alice, signed out, opens it, signs in, lands on Send Money filled in and pays through the confirmation. With
// UPDATE_SCREENSHOTS=1 it also takes the README's picture of Bob's Receive page (QR and link) on a phone.
import { formatCents } from '@wallet/common/money';
import { expect, test } from '../../fixtures';
import { registerAndVerify, signInWithForm } from '../../flows/accounts';
import { apiSession, depositOnApi } from '../../flows/admin';
import { detailValue, toast } from '../../flows/money';
import { readmeScreenshot } from '../../flows/screenshots';

const ADDED = 5_000;
const ASKED = 1_234;
const tag = () => Math.random().toString(36).slice(2, 7);

test("when Alice opens Bob's pay link and confirms, then Bob is paid the link's amount once", async ({
  page,
  browser,
  baseURL,
  apiUrl,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const bobContext = await browser.newContext({ baseURL });
  const bobPage = await bobContext.newPage();
  try {
    const run = tag();
    const [alice, bob] = await Promise.all([
      registerAndVerify(page, { role: 'User', name: `Alice Linkpayer ${run}` }),
      registerAndVerify(bobPage, { role: 'User', name: `Bob Linkreceiver ${run}` }),
    ]);
    await depositOnApi(apiUrl, await apiSession(apiUrl, alice.email, alice.password), ADDED);

    let payLink = '';
    await test.step('Bob makes a pay link for $12.34 with a note on Receive', async () => {
      await signInWithForm(bobPage, bob.email, bob.password);
      await expect(bobPage).toHaveURL('/user/overview');
      await bobPage
        .getByRole('navigation', { name: 'User dashboard' })
        .getByRole('link', { name: 'Receive', exact: true })
        .click();
      await expect(bobPage.getByRole('heading', { level: 1, name: 'Receive' })).toBeVisible();
      await expect(bobPage.getByRole('img', { name: `QR code to pay ${bob.name}` })).toBeVisible();
      await bobPage.getByLabel('Amount (USD)').fill('12.34');
      await bobPage.getByLabel('Note').fill('<b>Lunch</b>');
      const link = bobPage.getByLabel('Pay link');
      await expect(link).toContainText(`/pay/${bob.id}?amount=12.34&note=`);
      const shown = new URL((await link.textContent()) ?? '');
      payLink = `${shown.pathname}${shown.search}`;
      expect(payLink).not.toContain(bob.email);
      await readmeScreenshot(bobPage, 'receive', {
        onPhone: true,
        centre: bobPage.getByRole('img', { name: `QR code to pay ${bob.name}` }),
      });
      await expectAccessible(bobPage);
    });

    await test.step('Alice, signed out, opens it, signs in and lands on Send Money filled in', async () => {
      await page.goto(payLink);
      await expect(page).toHaveURL('/login');
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(alice.email);
      await form.getByLabel('Password', { exact: true }).fill(alice.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/user\/send-money\?to=/);
      await expect(page.getByText(`Paying ${bob.name}. Check the details, then confirm.`)).toBeVisible();
      await expect(page.getByText('Note: <b>Lunch</b>')).toBeVisible();
      await expect(page.getByLabel('Receiver ID')).toHaveValue(bob.id);
      await expect(page.getByLabel('Amount (USD)')).toHaveValue('12.34');
      await expectAccessible(page);
    });

    await test.step('Alice confirms and Bob is paid', async () => {
      await page.getByRole('button', { name: 'Send Money', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Confirm transfer' });
      await expect(detailValue(confirm, 'Receiver')).toHaveText(bob.name);
      await expect(detailValue(confirm, 'Amount')).toHaveText(formatCents(ASKED));
      await confirm.getByRole('button', { name: 'Confirm and send' }).click();
      await expect(toast(page, `Successfully sent ${formatCents(ASKED)} to ${bob.name}`)).toBeVisible();
      await expect(page.getByLabel('Receiver ID')).toHaveValue('');
    });

    await test.step('an unknown pay link says so and fills in nothing', async () => {
      await page.goto('/pay/00000000-0000-4000-8000-000000000000?amount=5');
      await expect(
        page.getByText('No Wallet user has this pay link. Ask the person for a new one.'),
      ).toBeVisible();
      await expect(page.getByLabel('Amount (USD)')).toHaveValue('');
    });
  } finally {
    await bobContext.close();
  }
});
