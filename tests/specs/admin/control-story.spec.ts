// Issue 20's story through the real stack (docs/reversals.md, docs/disputes.md, docs/freeze-and-limits.md): Alice
// sends Bob $40 by mistake and disputes it; admin A starts a reversal from the dispute queue, admin B approves it;
// both balances and histories show it; Alice freezes her wallet and a send is refused with the freeze message; the
// admin Ledger page shows 0.00 total and a green check.
import type { Locator, Page } from '@playwright/test';
import { disputeMessages, disputeReasonLabels } from '@wallet/common/disputes';
import { formatCents } from '@wallet/common/money';
import { reversalMessages } from '@wallet/common/reversals';
import { walletControlMessages, walletMessages } from '@wallet/common/wallet';
import { expect, test } from '../../fixtures';
import { DEMO_ADMIN, DEMO_PASSWORD, SECOND_ADMIN, signInWithForm } from '../../flows/accounts';
import { adminApiSession, depositOnApi, openAdminPage, seedPerson } from '../../flows/admin';
import { detailValue, expectBalance, openFromSidebar, toast } from '../../flows/money';

const ADDED = 10_000;
const SENT = 4_000;
const NOTE = 'Meant for my sister Bobbie, not Bob';

async function openAdminLink(page: Page, name: 'Disputes' | 'Reversals'): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin dashboard' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The body rows of My History. */
function historyRows(page: Page): Locator {
  return page.getByRole('table', { name: 'Transaction history' }).locator('tbody tr');
}

/** On My History: the send row says "Reversed" and the reversal row "Reversal of #…" the send. */
async function expectHistoryShowsReversal(page: Page, sendId: string): Promise<void> {
  await openFromSidebar(page, 'My History');
  const short = sendId.slice(-8);
  const reversal = historyRows(page).filter({ hasText: 'Reversal of' });
  await expect(reversal).toHaveCount(1);
  await expect(
    reversal.getByRole('button', { name: `Open the original transaction ${short}` }),
  ).toBeVisible();
  const original = historyRows(page).filter({ hasText: short });
  await expect(original.getByText('Reversed', { exact: true })).toBeVisible();

  // From the reversal's row to the original's details, which say it was reversed whole.
  await reversal.getByRole('button', { name: `Open the original transaction ${short}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(detailValue(dialog, 'Transaction ID')).toHaveText(sendId);
  await expect(detailValue(dialog, 'Reversed')).toContainText(`${formatCents(SENT)} (the whole amount)`);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
}

test('when Alice sends Bob $40 by mistake and disputes it, then two admins reverse it, her freeze stops a send and the books balance', async ({
  page,
  browser,
  baseURL,
  apiUrl,
}) => {
  test.setTimeout(300_000);
  const adminCookie = await adminApiSession(apiUrl);
  const run = Math.random().toString(36).slice(2, 7);
  const [alice, bob] = await Promise.all([
    seedPerson(apiUrl, adminCookie, { name: `Alice Mistake ${run}`, role: 'user' }),
    seedPerson(apiUrl, adminCookie, { name: `Bob Windfall ${run}`, role: 'user' }),
  ]);
  await depositOnApi(apiUrl, alice.cookie, ADDED);
  const contexts = await Promise.all([1, 2, 3].map(() => browser.newContext({ baseURL })));
  const [bobPage, adminA, adminB] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!bobPage || !adminA || !adminB) throw new Error('a browser page did not open');
  let sendId = '';

  try {
    await test.step('Alice sends Bob $40 by mistake', async () => {
      await signInWithForm(page, alice.email, alice.password);
      await expect(page).toHaveURL('/user/overview');
      await openFromSidebar(page, 'Send Money');
      const form = page.getByRole('form', { name: 'Send money' });
      await form.getByLabel('Receiver ID').fill(bob.id);
      await form.getByLabel('Amount (USD)').fill('40.00');
      await form.getByRole('button', { name: 'Send Money', exact: true }).click();
      await page
        .getByRole('alertdialog', { name: 'Confirm transfer' })
        .getByRole('button', { name: 'Confirm and send' })
        .click();
      await expect(toast(page, walletMessages.sent(formatCents(SENT), bob.name))).toBeVisible();
      await expectBalance(page, ADDED - SENT);
    });

    await test.step('Alice reports the problem from the send in My History', async () => {
      await openFromSidebar(page, 'My History');
      await expect(historyRows(page)).toHaveCount(2);
      await historyRows(page)
        .filter({ hasText: bob.name })
        .getByRole('button', { name: /View transaction/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Transaction details' });
      sendId = (await detailValue(dialog, 'Transaction ID').innerText()).trim();
      await dialog.getByRole('button', { name: 'Report a problem' }).click();
      const form = dialog.getByRole('form', { name: 'Report a problem' });
      await form.getByLabel('What went wrong?').selectOption({ label: disputeReasonLabels.wrong_recipient });
      await form.getByLabel('Note').fill(NOTE);
      await form.getByRole('button', { name: 'Report problem' }).click();
      await expect(toast(page, disputeMessages.reported)).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).last().click();
    });

    await test.step('admin A starts a reversal from the dispute, prefilled, and proposes it', async () => {
      await signInWithForm(adminA, DEMO_ADMIN, DEMO_PASSWORD);
      await expect(adminA).toHaveURL('/admin/overview');
      await openAdminLink(adminA, 'Disputes');
      const dispute = adminA.getByRole('listitem', { name: `Dispute by ${alice.name}` });
      await expect(dispute).toContainText(NOTE);
      await dispute.getByRole('link', { name: 'Start a reversal' }).click();
      await expect(adminA.getByRole('heading', { level: 1, name: 'Reversals' })).toBeVisible();
      const form = adminA.getByRole('form', { name: 'Propose a reversal' });
      await expect(form.getByLabel('Transaction ID')).toHaveValue(sendId);
      await expect(form.getByLabel('Reason')).toHaveValue(
        `Dispute: ${disputeReasonLabels.wrong_recipient} — ${NOTE}`,
      );
      await form.getByRole('button', { name: 'Propose reversal' }).click();
      await expect(toast(adminA, reversalMessages.proposed(formatCents(SENT)))).toBeVisible();

      // The dispute shows the proposal it started, with a way to the Reversals page.
      await openAdminLink(adminA, 'Disputes');
      const proposals = dispute.getByRole('list', { name: 'Reversal proposals' });
      await expect(proposals).toContainText(`Reversal of ${formatCents(SENT)}`);
      await expect(proposals).toContainText('Proposed');
      await expect(proposals.getByRole('link', { name: 'See on Reversals' })).toBeVisible();
    });

    await test.step('admin A cannot approve their own proposal; admin B approves it', async () => {
      await openAdminLink(adminA, 'Reversals');
      const ownRow = adminA
        .getByRole('table', { name: 'Reversal proposals' })
        .locator('tbody tr')
        .filter({ hasText: alice.name });
      await expect(ownRow).toHaveCount(1);
      await ownRow.getByRole('button', { name: `Approve the reversal of ${formatCents(SENT)}` }).click();
      const ownConfirm = adminA.getByRole('alertdialog', { name: 'Approve reversal?' });
      await ownConfirm.getByRole('button', { name: 'Approve' }).click();
      await expect(toast(adminA, reversalMessages.ownProposal)).toBeVisible();
      // The refused confirmation stays open (its reason kept); admin A closes it, and the proposal still waits.
      await ownConfirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(ownConfirm).toBeHidden();
      await expect(ownRow.getByText('Proposed', { exact: true })).toBeVisible();

      await signInWithForm(adminB, SECOND_ADMIN.email, SECOND_ADMIN.password);
      await expect(adminB).toHaveURL('/admin/overview');
      await openAdminLink(adminB, 'Reversals');
      const row = adminB
        .getByRole('table', { name: 'Reversal proposals' })
        .locator('tbody tr')
        .filter({ hasText: alice.name });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: `Approve the reversal of ${formatCents(SENT)}` }).click();
      const confirm = adminB.getByRole('alertdialog', { name: 'Approve reversal?' });
      await confirm.getByRole('button', { name: 'Approve' }).click();
      await expect(toast(adminB, reversalMessages.approved(formatCents(SENT)))).toBeVisible();
    });

    await test.step("both balances and histories show it: Alice's $40 back, Bob's gone", async () => {
      await openFromSidebar(page, 'My Wallet');
      await expectBalance(page, ADDED);
      await expectHistoryShowsReversal(page, sendId);

      await signInWithForm(bobPage, bob.email, bob.password);
      await expect(bobPage).toHaveURL('/user/overview');
      await expectBalance(bobPage, 0);
      await expectHistoryShowsReversal(bobPage, sendId);
    });

    await test.step('Alice freezes her wallet and a send is refused with the freeze message', async () => {
      await page.goto('/user/settings');
      const card = page.getByRole('region', { name: 'Freeze my wallet' });
      await card.getByRole('button', { name: 'Freeze my wallet' }).click();
      await expect(toast(page, walletControlMessages.frozen)).toBeVisible();
      await openFromSidebar(page, 'Send Money');
      const form = page.getByRole('form', { name: 'Send money' });
      await form.getByLabel('Receiver ID').fill(bob.id);
      await form.getByLabel('Amount (USD)').fill('10.00');
      await form.getByRole('button', { name: 'Send Money', exact: true }).click();
      await page
        .getByRole('alertdialog', { name: 'Confirm transfer' })
        .getByRole('button', { name: 'Confirm and send' })
        .click();
      await expect(form.getByRole('alert')).toHaveText(walletMessages.walletFrozen);
      await expectBalance(page, ADDED);
    });

    await test.step('the admin Ledger page shows 0.00 total and a green check', async () => {
      await openAdminPage(adminA, 'Ledger');
      await adminA.getByRole('button', { name: 'Run check' }).click();
      const result = adminA.getByRole('status').filter({ hasText: 'The books balance' });
      await expect(result).toBeVisible();
      const accounts = adminA.getByRole('table', { name: /Each platform account/ });
      await expect(accounts.getByRole('row', { name: /Total/ })).toContainText('$0.00');
      await expect(adminA.getByRole('alert').filter({ hasText: /breach/ })).toHaveCount(0);
    });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
