// Request money through the real stack (docs/requests.md): Bob asks Alice for $5.00 with a note, Alice finds it under
// Requests, pays it through the send confirmation, and both see it paid; the money moved once. With
// UPDATE_SCREENSHOTS=1 it also takes the README's picture of Alice's Requests page on a phone.
import { formatCents } from '@wallet/common/money';
import { expect, test } from '../../fixtures';
import { registerAndVerify, signInWithForm } from '../../flows/accounts';
import { addMoney, detailValue, expectBalance, openFromSidebar, toast } from '../../flows/money';
import { readmeScreenshot } from '../../flows/screenshots';

const ADDED = 2_000;
const ASKED = 500;
const tag = () => Math.random().toString(36).slice(2, 7);

test('when Bob requests $5 from Alice and she pays it, then both see it paid and the money moved once', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const bobContext = await browser.newContext({ baseURL });
  const bobPage = await bobContext.newPage();
  try {
    const run = tag();
    const [alice, bob] = await Promise.all([
      registerAndVerify(page, { role: 'User', name: `Alice Payer ${run}` }),
      registerAndVerify(bobPage, { role: 'User', name: `Bob Asker ${run}` }),
    ]);

    await test.step('Alice has money', async () => {
      await signInWithForm(page, alice.email, alice.password);
      await expect(page).toHaveURL('/user/overview');
      await openFromSidebar(page, 'My Wallet');
      await addMoney(page, ADDED, ADDED);
    });

    await test.step('Bob finds Alice by name and asks her for $5.00 with a note', async () => {
      await signInWithForm(bobPage, bob.email, bob.password);
      await expect(bobPage).toHaveURL('/user/overview');
      await bobPage
        .getByRole('navigation', { name: 'User dashboard' })
        .getByRole('link', { name: 'Requests', exact: true })
        .click();
      await expect(bobPage.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
      const form = bobPage.getByRole('form', { name: 'Request money' });
      await form.getByRole('searchbox', { name: 'Search who should pay' }).fill(alice.name);
      await form
        .getByRole('list', { name: 'Search results' })
        .getByRole('button', { name: new RegExp(alice.name) })
        .click();
      await expect(form.getByLabel('Payer ID')).toHaveValue(alice.id);
      await form.getByLabel('Amount (USD)').fill('5.00');
      await form.getByLabel('Note (optional)').fill('Pizza');
      await form.getByRole('button', { name: 'Request Money', exact: true }).click();
      await expect(toast(bobPage, `Requested ${formatCents(ASKED)} from ${alice.name}`)).toBeVisible();
      await bobPage.getByRole('button', { name: 'My requests' }).click();
      const mine = bobPage.getByRole('listitem', {
        name: `You asked ${alice.name} for ${formatCents(ASKED)}`,
      });
      await expect(mine.getByText('Pending')).toBeVisible();
      await expectAccessible(bobPage);
    });

    await test.step('Alice sees it under Requests and pays it through the confirmation', async () => {
      await page
        .getByRole('navigation', { name: 'User dashboard' })
        .getByRole('link', { name: 'Requests', exact: true })
        .click();
      const asked = page.getByRole('listitem', { name: `${bob.name} asks you for ${formatCents(ASKED)}` });
      await expect(asked.getByText('Note: Pizza')).toBeVisible();
      await readmeScreenshot(page, 'requests', { onPhone: true, centre: asked });
      await asked.getByRole('button', { name: 'Pay' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Confirm payment' });
      await expect(detailValue(confirm, 'Receiver')).toHaveText(bob.name);
      await expect(detailValue(confirm, 'Amount')).toHaveText(formatCents(ASKED));
      await expect(detailValue(confirm, 'Fee')).toHaveText(formatCents(0));
      await confirm.getByRole('button', { name: 'Confirm and pay' }).click();
      await expect(toast(page, `Paid ${formatCents(ASKED)} to ${bob.name}`)).toBeVisible();
      await expect(asked.getByText('Paid', { exact: true })).toBeVisible();
      await expect(asked.getByRole('button', { name: 'Pay' })).toHaveCount(0);
      await expectAccessible(page);
    });

    await test.step('both see it paid and the balances moved once', async () => {
      await bobPage.reload();
      await bobPage.getByRole('button', { name: 'My requests' }).click();
      const mine = bobPage.getByRole('listitem', {
        name: `You asked ${alice.name} for ${formatCents(ASKED)}`,
      });
      await expect(mine.getByText('Paid', { exact: true })).toBeVisible();
      await openFromSidebar(bobPage, 'My Wallet');
      await expectBalance(bobPage, ASKED);
      await openFromSidebar(page, 'My Wallet');
      await expectBalance(page, ADDED - ASKED);
    });
  } finally {
    await bobContext.close();
  }
});
