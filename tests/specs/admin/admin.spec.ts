// The admin's journeys through the real stack over people seeded on the api: the overview's figures equal what the
// lists of every account and movement give; wallets are searched, filtered and sorted (surviving a reload), a
// wallet is blocked (its owner's send is refused) and unblocked (it goes through); All Transactions filters by type
// and status; an agent is approved and suspended; the user details dialog and the user page show the person, their
// movements and the audited actions with the reasons typed. Every admin page passes axe in both themes.
import type { Page } from '@playwright/test';
import { adminMessages, auditActionLabels, type TransactionKind } from '@wallet/common/admin';
import { agentMessages } from '@wallet/common/agents';
import { WITHDRAWAL_FEE_CENTS } from '@wallet/common/constants';
import { dollarsToCents, formatCents } from '@wallet/common/money';
import { transactionTypeLabels, walletMessages, type TransactionStatus } from '@wallet/common/wallet';
import { expect, test } from '../../fixtures';
import { DEMO_ADMIN, DEMO_PASSWORD, signInWithForm } from '../../flows/accounts';
import {
  ADMIN_PAGES,
  adminApiSession,
  adminReads,
  apiSession,
  cancelWithdrawalOnApi,
  depositOnApi,
  expectedOverview,
  firstCells,
  openAdminPage,
  overviewTexts,
  seedPerson,
  sendOnApi,
  spentText,
  statusLabel,
  withdrawOnApi,
  type AdminPage,
} from '../../flows/admin';
import { sessionStatus } from '../../flows/agents';
import { detailValue, exactly, expectAccessibleInBothThemes, expectBalance, toast } from '../../flows/money';

const DEMO_ADMIN_NAME = 'Demo Admin';
/** Amounts of the seeded wallets' history, in cents. */
const DEPOSIT = 30_000;
const SENT_BEFORE = 4_000;
const WITHDRAWN = 2_500;
const CANCELLED = 1_500;
const RECEIVER_DEPOSIT = 12_000;
const SMALL_DEPOSIT = 500;
const SENT_AFTER = 1_000;

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** A word no other spec's names or e-mails contain, so a search finds only this run's people. */
const runToken = () => `qz${Math.random().toString(36).slice(2, 8)}`;

async function signInAsAdmin(page: Page): Promise<void> {
  await signInWithForm(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(ADMIN_PAGES.Overview);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
}

test('when the admin opens the overview, then every figure equals what the lists of all accounts and movements give', async ({
  page,
  apiUrl,
}) => {
  test.setTimeout(120_000);
  const cookie = await adminApiSession(apiUrl);
  await signInAsAdmin(page);
  await expect(page.getByText(`Signed in as ${DEMO_ADMIN_NAME} (Admin)`)).toBeVisible();

  const main = page.getByRole('main');
  const summary = page.getByRole('region', { name: 'Platform Summary' });
  const recent = page.getByRole('region', { name: 'Recent Transactions' }).getByRole('listitem');

  // Other specs move money meanwhile: the figures must match when nothing changed while the page loaded them.
  await expect(async () => {
    const before = await expectedOverview(apiUrl, cookie);
    await page.reload();
    const texts = overviewTexts(before);
    for (const [label, figure] of Object.entries(texts.cards)) {
      await expect(detailValue(main, label).locator(':scope > span')).toHaveText(figure, { timeout: 5_000 });
    }
    for (const [label, figure] of Object.entries(texts.summary)) {
      await expect(detailValue(summary, label)).toHaveText(exactly(figure), { timeout: 5_000 });
    }
    await expect(recent).toHaveCount(before.recentTransactions.length, { timeout: 5_000 });
    for (const [index, transaction] of before.recentTransactions.entries()) {
      const item = recent.nth(index);
      await expect(item.getByRole('img', { name: statusLabel(transaction.status) })).toBeVisible({
        timeout: 1_000,
      });
      await expect(item).toContainText(transactionTypeLabels[transaction.type], { timeout: 1_000 });
      await expect(item).toContainText(formatCents(dollarsToCents(transaction.amount)), { timeout: 1_000 });
    }
    expect(await expectedOverview(apiUrl, cookie)).toEqual(before);
  }).toPass({ timeout: 90_000 });
});

test('when the admin searches, sorts, filters and blocks wallets, then the rows are right after a reload, the owner cannot send until unblocked, and the user page shows it all', async ({
  page,
  browser,
  baseURL,
  apiUrl,
  expectAccessible,
}) => {
  test.setTimeout(240_000);
  const token = runToken();
  const adminCookie = await adminApiSession(apiUrl);
  // Created in this order (oldest first) so that newest first, by name and by balance are three different orders.
  const zane = await seedPerson(apiUrl, adminCookie, { role: 'user', name: `Zane ${token}` });
  const abel = await seedPerson(apiUrl, adminCookie, { role: 'user', name: `Abel ${token}` });
  const mira = await seedPerson(apiUrl, adminCookie, { role: 'user', name: `Mira ${token}` });
  await depositOnApi(apiUrl, zane.cookie, RECEIVER_DEPOSIT);
  await depositOnApi(apiUrl, abel.cookie, SMALL_DEPOSIT);
  await depositOnApi(apiUrl, mira.cookie, DEPOSIT);
  await sendOnApi(apiUrl, mira.cookie, zane.id, SENT_BEFORE);
  await withdrawOnApi(apiUrl, mira.cookie, WITHDRAWN, 'bank');
  const cancelled = await withdrawOnApi(apiUrl, mira.cookie, CANCELLED, 'card');
  await cancelWithdrawalOnApi(apiUrl, mira.cookie, cancelled._id);
  let miraBalance = DEPOSIT - SENT_BEFORE - WITHDRAWN - WITHDRAWAL_FEE_CENTS.bank;
  let zaneBalance = RECEIVER_DEPOSIT + SENT_BEFORE;
  const abelBalance = SMALL_DEPOSIT;
  const blockReason = `Suspicious withdrawals ${token}`;
  const unblockReason = `Owner confirmed by phone ${token}`;

  const userContext = await browser.newContext({ baseURL });
  const userPage = await userContext.newPage();
  try {
    const sendForm = userPage.getByRole('form', { name: 'Send money' });
    const confirmTransfer = userPage.getByRole('alertdialog', { name: 'Confirm transfer' });
    /** On Send Money: fills the receiver and amount and confirms, leaving the outcome to the caller. */
    const sendToZane = async (amountCents: number) => {
      await sendForm.getByLabel('Receiver ID').fill(zane.id);
      await sendForm.getByLabel('Amount (USD)').fill(dollars(amountCents));
      await sendForm.getByRole('button', { name: 'Send Money', exact: true }).click();
      await confirmTransfer.getByRole('button', { name: 'Confirm and send' }).click();
      await userPage.mouse.move(0, 0);
    };

    await test.step('the wallet owner signs in and opens Send Money while the wallet is active', async () => {
      await signInWithForm(userPage, mira.email, mira.password);
      await expect(userPage).toHaveURL('/user/overview');
      await userPage.goto('/user/send-money');
      await expectBalance(userPage, miraBalance);
    });

    const table = page.getByRole('table', { name: 'Wallet Details' });
    const owners = firstCells(table);
    const search = page.getByRole('searchbox', { name: 'Search' });
    const status = page.getByRole('combobox', { name: 'Status' });
    const main = page.getByRole('main');
    const expectOwners = async (...people: { name: string }[]) => {
      await expect(owners).toHaveText(people.map((person) => new RegExp(`^\\s*${person.name}`)));
    };

    await test.step('searching by a word of the names finds exactly this run’s wallets, newest first', async () => {
      await signInAsAdmin(page);
      await openAdminPage(page, 'All Wallets');
      await search.fill(token);
      await expect(page).toHaveURL(`${ADMIN_PAGES['All Wallets']}?search=${token}`);
      await expectOwners(mira, abel, zane);
      await expect(page.getByText('Showing 1 to 3 of 3 wallets')).toBeVisible();
      await expect(detailValue(main, 'Total Wallets')).toHaveText('3');
      await expect(detailValue(main, 'Active')).toHaveText('3');
      await expect(detailValue(main, 'Blocked')).toHaveText('0');
      await expect(detailValue(main, 'Balance')).toHaveText(
        formatCents(miraBalance + zaneBalance + abelBalance),
      );
      await expect(detailValue(main, 'Avg Balance')).toHaveText(
        formatCents(Math.floor((2 * (miraBalance + zaneBalance + abelBalance) + 3) / 6)),
      );
      const miraRow = table.locator('tbody tr').filter({ hasText: mira.name });
      await expect(miraRow).toContainText(mira.walletId);
      await expect(miraRow).toContainText(formatCents(miraBalance));
      await expect(miraRow).toContainText('Active');

      // The wallet id finds its wallet alone.
      await search.fill(abel.walletId);
      await expect(page).toHaveURL(`${ADMIN_PAGES['All Wallets']}?search=${abel.walletId}`);
      await expectOwners(abel);
      await search.fill(token);
      await expectOwners(mira, abel, zane);
    });

    await test.step('sorting by balance and by name orders the rows, and a reload keeps search and sort', async () => {
      const header = (name: string) => table.getByRole('columnheader', { name });
      await header('Balance').getByRole('button').click();
      await expect(page).toHaveURL(/\?search=\w+&sortBy=balance$/);
      await expect(header('Balance')).toHaveAttribute('aria-sort', 'descending');
      await expectOwners(mira, zane, abel);
      await header('Balance').getByRole('button').click();
      await expect(page).toHaveURL(/\?search=\w+&sortBy=balance&sortOrder=asc$/);
      await expect(header('Balance')).toHaveAttribute('aria-sort', 'ascending');
      await expectOwners(abel, zane, mira);
      await header('User').getByRole('button').click();
      await expect(page).toHaveURL(`${ADMIN_PAGES['All Wallets']}?search=${token}&sortBy=name&sortOrder=asc`);
      await expectOwners(abel, mira, zane);

      await page.reload();
      await expect(search).toHaveValue(token);
      await expect(header('User')).toHaveAttribute('aria-sort', 'ascending');
      await expectOwners(abel, mira, zane);
      await expect(page).toHaveURL(`${ADMIN_PAGES['All Wallets']}?search=${token}&sortBy=name&sortOrder=asc`);
    });

    await test.step('blocking a wallet asks first, keeps the reason and shows it blocked', async () => {
      await table.getByRole('button', { name: `Block wallet of ${mira.name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Block wallet?' });
      await expect(dialog).toContainText(
        `${mira.name} will not be able to send, withdraw or cash out until the wallet is unblocked.`,
      );
      await expect(detailValue(dialog, 'Owner')).toHaveText(`${mira.name} (${mira.email})`);
      await expect(detailValue(dialog, 'Wallet ID')).toHaveText(mira.walletId);
      await expect(detailValue(dialog, 'Balance')).toHaveText(formatCents(miraBalance));
      await dialog.getByLabel(/^Reason/).fill(blockReason);
      await expectAccessibleInBothThemes(page, expectAccessible);
      await dialog.getByRole('button', { name: 'Block wallet' }).click();
      await page.mouse.move(0, 0);
      await expect(toast(page, adminMessages.walletBlocked)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(table.locator('tbody tr').filter({ hasText: mira.name })).toContainText('Blocked');
      await expect(table.getByRole('button', { name: `Unblock wallet of ${mira.name}` })).toBeVisible();
      await expect(detailValue(main, 'Active')).toHaveText('2');
      await expect(detailValue(main, 'Blocked')).toHaveText('1');
    });

    await test.step('the status filter shows only blocked or only active wallets, also after a reload', async () => {
      await status.selectOption({ label: 'Blocked Only' });
      await expect(page).toHaveURL(
        `${ADMIN_PAGES['All Wallets']}?search=${token}&status=blocked&sortBy=name&sortOrder=asc`,
      );
      await expectOwners(mira);
      await page.reload();
      await expect(status).toHaveValue('BLOCKED');
      await expect(search).toHaveValue(token);
      await expectOwners(mira);
      await expect(detailValue(main, 'Total Wallets')).toHaveText('1');

      await status.selectOption({ label: 'Active Only' });
      await expect(page).toHaveURL(/&status=active&/);
      await expectOwners(abel, zane);
      await status.selectOption({ label: 'Blocked Only' });
      await expectOwners(mira);
    });

    await test.step('the owner’s send is refused with the blocked message and no money moves', async () => {
      await sendToZane(SENT_AFTER);
      // The form's own alert and the toast.
      await expect(toast(userPage, walletMessages.walletBlocked)).toHaveCount(2);
      await expect(sendForm.getByRole('alert')).toHaveText(exactly(walletMessages.walletBlocked));
      await expect(confirmTransfer).toBeHidden();
      await expectBalance(userPage, miraBalance);

      // Loaded afresh, the page says so before anything is tried.
      await userPage.reload();
      await expect(
        userPage.getByRole('region', { name: 'Your wallet' }).getByText('Blocked', { exact: true }),
      ).toBeVisible();
      await expect(userPage.getByText(walletMessages.walletBlocked).first()).toBeVisible();
      await expect(sendForm.getByRole('button', { name: 'Send Money', exact: true })).toBeDisabled();
    });

    await test.step('unblocking asks first; the wallet leaves the blocked list and Clear Filters resets the view', async () => {
      await table.getByRole('button', { name: `Unblock wallet of ${mira.name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Unblock wallet?' });
      await expect(dialog).toContainText(`${mira.name} will be able to move money again.`);
      await dialog.getByLabel(/^Reason/).fill(unblockReason);
      await dialog.getByRole('button', { name: 'Unblock wallet' }).click();
      await page.mouse.move(0, 0);
      await expect(toast(page, adminMessages.walletUnblocked)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('No wallets found')).toBeVisible();
      await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();

      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(page).toHaveURL(ADMIN_PAGES['All Wallets']);
      await expect(search).toHaveValue('');
      await expect(status).toHaveValue('ALL');
      await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });

    await test.step('unblocked, the owner’s send goes through', async () => {
      await userPage.reload();
      await expectBalance(userPage, miraBalance);
      await sendToZane(SENT_AFTER);
      await expect(toast(userPage, walletMessages.sent(formatCents(SENT_AFTER), zane.name))).toBeVisible();
      miraBalance -= SENT_AFTER;
      zaneBalance += SENT_AFTER;
      await expectBalance(userPage, miraBalance);
    });

    const transactions = page.getByRole('table', { name: 'All transactions' });
    const rows = transactions.locator('tbody tr');
    const typeFilter = page.getByRole('combobox', { name: 'Type' });
    const statusFilter = page.getByRole('combobox', { name: 'Status' });
    /**
     * The rows are the api's first page for the same filter, each of that type and status, and the cards count
     * every match; re-read on both sides until nothing else moved money in between.
     */
    const expectRowsOf = async (kind: TransactionKind, state: TransactionStatus) => {
      const cells = (column: number) => rows.locator(`td:nth-child(${column})`);
      await expect(async () => {
        const answer = await adminReads.transactions(apiUrl, adminCookie, { type: kind, status: state });
        await page.reload();
        await expect(firstCells(transactions)).toHaveText(
          answer.data.map((row) => new RegExp(`^\\s*#${row._id.slice(-8)}`)),
          { timeout: 5_000 },
        );
        await expect(detailValue(main, 'Total Transactions')).toHaveText(String(answer.summary.totalCount), {
          timeout: 2_000,
        });
      }).toPass({ timeout: 30_000 });
      await expect(cells(2)).toHaveText(Array(await rows.count()).fill(transactionTypeLabels[kind]));
      await expect(cells(3)).toHaveText(Array(await rows.count()).fill(statusLabel(state)));
    };

    await test.step('All Transactions filters by type and status; the address keeps them', async () => {
      await openAdminPage(page, 'All Transactions');
      await expect(typeFilter.getByRole('option')).toHaveText([
        'All Types',
        'Send',
        'Withdraw',
        'Deposit',
        'Cash In',
        'Cash Out',
        'Reversal',
      ]);
      await typeFilter.selectOption({ label: 'Send' });
      await expect(page).toHaveURL(`${ADMIN_PAGES['All Transactions']}?type=send`);
      await statusFilter.selectOption({ label: 'Completed' });
      await expect(page).toHaveURL(`${ADMIN_PAGES['All Transactions']}?type=send&status=completed`);
      await expectRowsOf('send', 'completed');
      const latestSend = rows.filter({ hasText: mira.email }).filter({ hasText: formatCents(SENT_AFTER) });
      await expect(latestSend).toHaveCount(1);

      await typeFilter.selectOption({ label: 'Withdraw' });
      await statusFilter.selectOption({ label: 'Cancelled' });
      await expect(page).toHaveURL(`${ADMIN_PAGES['All Transactions']}?type=withdraw&status=cancelled`);
      await expectRowsOf('withdraw', 'cancelled');
      const miraCancelled = rows.filter({ hasText: mira.email });
      await expect(miraCancelled).toContainText(formatCents(CANCELLED));
      await expect(typeFilter).toHaveValue('WITHDRAW');
      await expect(statusFilter).toHaveValue('CANCELLED');
      await expectAccessibleInBothThemes(page, expectAccessible);

      // View opens the movement's details (DESIGN.md §9 item 5), not a "coming soon" toast.
      await miraCancelled
        .getByRole('button', { name: `View transaction ${cancelled._id.slice(-8)}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Transaction details' });
      await expect(detailValue(dialog, 'Type')).toHaveText(transactionTypeLabels.withdraw);
      await expect(detailValue(dialog, 'Status')).toHaveText(statusLabel('cancelled'));
      await expect(detailValue(dialog, 'Amount')).toContainText(formatCents(CANCELLED));
      await expect(detailValue(dialog, 'Fee')).toHaveText(formatCents(WITHDRAWAL_FEE_CENTS.card));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    const details = page.getByRole('dialog', { name: 'User Details' });
    const section = (name: string) => details.getByRole('region', { name });

    await test.step('All Users finds the owner by the run’s token; View opens the details dialog with profile, wallet and ids', async () => {
      await openAdminPage(page, 'All Users');
      const usersTable = page.getByRole('table', { name: 'User list' });
      await expect(usersTable).toBeVisible();
      await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Users' });
      await expect(page).toHaveURL(`${ADMIN_PAGES['All Users']}?role=user`);
      // Other runs' people fill the first pages: the search finds exactly this run's three, whatever the page.
      await page.getByRole('searchbox', { name: 'Search' }).fill(token);
      await expect(page).toHaveURL(`${ADMIN_PAGES['All Users']}?role=user&search=${token}`);
      await expect(usersTable.locator('tbody tr')).toHaveCount(3);
      const row = usersTable.locator('tbody tr').filter({ hasText: mira.email });
      await expect(row).toContainText(mira.name);
      await expect(row).toContainText(formatCents(miraBalance));
      await expect(row).toContainText('Email Verified');
      await row.getByRole('button', { name: `View ${mira.name}` }).click();

      const wallet = (await adminReads.user(apiUrl, adminCookie, mira.id)).wallet;
      if (!wallet) throw new Error(`${mira.name} has no wallet`);
      await expect(detailValue(section('Basic Information'), 'Name')).toHaveText(mira.name);
      await expect(detailValue(section('Basic Information'), 'Role')).toHaveText('User');
      await expect(detailValue(section('Basic Information'), 'Email')).toHaveText(mira.email);
      await expect(detailValue(section('Basic Information'), 'Phone')).toHaveText('01712345678');
      await expect(detailValue(section('Account Status'), 'Email')).toHaveText('Email Verified');
      await expect(detailValue(section('Account Status'), 'Wallet')).toHaveText('Active');
      await expect(detailValue(section('Wallet Information'), 'Current balance')).toHaveText(
        formatCents(miraBalance),
      );
      await expect(detailValue(section('Wallet Information'), 'Daily spent')).toHaveText(
        spentText(wallet.dailySpentAmount, wallet.dailyTransactionCount),
      );
      await expect(detailValue(section('Wallet Information'), 'Monthly spent')).toHaveText(
        spentText(wallet.monthlySpentAmount, wallet.monthlyTransactionCount),
      );
      await expect(detailValue(section('Timestamps'), 'Account created')).not.toHaveText('—');
      await expect(detailValue(section('System IDs'), 'User ID')).toHaveText(mira.id);
      await expect(detailValue(section('System IDs'), 'Wallet ID')).toHaveText(mira.walletId);
      await expectAccessibleInBothThemes(page, expectAccessible);
    });

    await test.step('View Full Details opens the user page: profile, wallet, movements and both audited actions', async () => {
      await details.getByRole('link', { name: 'View Full Details' }).click();
      await expect(page).toHaveURL(`/user/${mira.id}`);
      await expect(page.getByRole('heading', { level: 1, name: mira.name })).toBeVisible();
      await expect(
        detailValue(page.getByRole('region', { name: 'Profile', exact: true }), 'Email'),
      ).toHaveText(mira.email);
      await expect(
        detailValue(page.getByRole('region', { name: 'Wallet', exact: true }), 'Current balance'),
      ).toHaveText(formatCents(miraBalance));
      await expect(
        detailValue(page.getByRole('region', { name: 'Timestamps and IDs' }), 'Wallet ID'),
      ).toHaveText(mira.walletId);

      const movements = page.getByRole('table', { name: 'Latest transactions' }).locator('tbody tr');
      await expect(page.getByText('The latest 5 of 5.')).toBeVisible();
      await expect(movements).toHaveCount(5);
      const movement = (type: string, amountCents: number) =>
        movements.filter({ hasText: type }).filter({ hasText: formatCents(amountCents) });
      await expect(movement(transactionTypeLabels.deposit, DEPOSIT)).toHaveCount(1);
      await expect(movement(transactionTypeLabels.send, SENT_BEFORE)).toContainText(zane.name);
      await expect(movement(transactionTypeLabels.send, SENT_AFTER)).toContainText(zane.name);
      await expect(movement(transactionTypeLabels.withdraw, WITHDRAWN)).toHaveCount(1);
      await expect(movement(transactionTypeLabels.withdraw, CANCELLED)).toContainText('Cancelled');

      const audit = page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr');
      await expect(audit).toHaveCount(2);
      await expect(audit.nth(0).locator('td')).toHaveText([
        /\S/,
        auditActionLabels['wallet.unblock'],
        DEMO_ADMIN_NAME,
        unblockReason,
      ]);
      await expect(audit.nth(1).locator('td')).toHaveText([
        /\S/,
        auditActionLabels['wallet.block'],
        DEMO_ADMIN_NAME,
        blockReason,
      ]);
      await expectAccessibleInBothThemes(page, expectAccessible);
    });
  } finally {
    await userContext.close();
  }
});

test('when the admin approves and then suspends an agent, then each is confirmed, toasted, takes effect and is audited with its reason', async ({
  page,
  apiUrl,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const token = runToken();
  const adminCookie = await adminApiSession(apiUrl);
  const agent = await seedPerson(apiUrl, adminCookie, { role: 'agent', name: `Dana ${token}` });
  const approveReason = `Documents checked ${token}`;
  const suspendReason = `Customer complaints ${token}`;
  const main = page.getByRole('main');
  const row = page
    .getByRole('table', { name: 'Agent list' })
    .locator('tbody tr')
    .filter({ hasText: agent.email });
  /** The figures count every agent the search finds: they must equal the api's for the same search. */
  const expectFiguresOfApi = async () => {
    await expect(async () => {
      const { summary } = await adminReads.users(apiUrl, adminCookie, { role: 'agent', search: token });
      await page.reload();
      for (const [label, figure] of [
        ['Total Agents', summary.total],
        ['Approved', summary.approved],
        ['Pending', summary.pending],
        ['Blocked', summary.suspended],
      ] as const) {
        // Pending and Blocked carry a line under the figure ("awaiting approval", "suspended").
        await expect(detailValue(main, label)).toHaveText(new RegExp(`^\\s*${figure}(?!\\d)`), {
          timeout: 5_000,
        });
      }
    }).toPass({ timeout: 30_000 });
  };

  await test.step('searching Manage agents for the run’s token finds the new agent waiting as Pending', async () => {
    await signInAsAdmin(page);
    await openAdminPage(page, 'Manage agents');
    // Other runs' agents fill the first pages: the search finds this run's one, whatever the page.
    await page.getByRole('searchbox', { name: 'Search' }).fill(token);
    await expect(page).toHaveURL(`${ADMIN_PAGES['Manage agents']}?search=${token}`);
    await expect(page.getByRole('table', { name: 'Agent list' }).locator('tbody tr')).toHaveCount(1);
    await expect(row).toContainText(agent.name);
    await expect(row).toContainText('Pending');
    await expect(row.getByRole('button', { name: `Suspend ${agent.name}` })).toHaveCount(0);
    await expectFiguresOfApi();
    await expectAccessibleInBothThemes(page, expectAccessible);
  });

  await test.step('approving asks first, toasts, shows Approved and lets the agent sign in', async () => {
    await row.getByRole('button', { name: `Approve ${agent.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Approve agent?' });
    await expect(dialog).toContainText(
      `${agent.name} will be able to sign in and serve customers (cash in and cash out).`,
    );
    await dialog.getByLabel(/^Reason/).fill(approveReason);
    await expectAccessibleInBothThemes(page, expectAccessible);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.mouse.move(0, 0);
    await expect(toast(page, agentMessages.approved(agent.name))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Approved');
    await expect(row.getByRole('button', { name: `Suspend ${agent.name}` })).toBeVisible();
    agent.cookie = await apiSession(apiUrl, agent.email, agent.password);
    expect(await sessionStatus(apiUrl, agent.cookie)).toBe(200);
  });

  await test.step('suspending asks first, toasts, shows Suspended and ends the agent’s session', async () => {
    await row.getByRole('button', { name: `Suspend ${agent.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Suspend agent?' });
    await expect(dialog).toContainText(`${agent.name} is signed out at once`);
    await dialog.getByLabel(/^Reason/).fill(suspendReason);
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await page.mouse.move(0, 0);
    await expect(toast(page, agentMessages.suspended(agent.name))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Suspended');
    await expect(row.getByRole('button', { name: `Approve ${agent.name}` })).toBeVisible();
    expect(await sessionStatus(apiUrl, agent.cookie)).toBe(401);
    await expectFiguresOfApi();
  });

  const details = page.getByRole('dialog', { name: 'User Details' });
  await test.step('View Details shows the agent and their standing', async () => {
    await row.getByRole('button', { name: `View Details of ${agent.name}` }).click();
    const basic = details.getByRole('region', { name: 'Basic Information' });
    await expect(detailValue(basic, 'Name')).toHaveText(agent.name);
    await expect(detailValue(basic, 'Role')).toHaveText('Agent');
    await expect(detailValue(basic, 'Email')).toHaveText(agent.email);
    const standing = details.getByRole('region', { name: 'Account Status' });
    await expect(detailValue(standing, 'Agent')).toHaveText('Suspended');
    await expect(detailValue(standing, 'Wallet')).toHaveText('Active');
    const ids = details.getByRole('region', { name: 'System IDs' });
    await expect(detailValue(ids, 'User ID')).toHaveText(agent.id);
    await expect(detailValue(ids, 'Wallet ID')).toHaveText(agent.walletId);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
  });

  await test.step('the agent’s page lists the approval and the suspension with their reasons, newest first', async () => {
    await row.getByRole('button', { name: `View Details of ${agent.name}` }).click();
    await details.getByRole('link', { name: 'View Full Details' }).click();
    await expect(page).toHaveURL(`/user/${agent.id}`);
    await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
    await expect(detailValue(page.getByRole('region', { name: 'Account status' }), 'Agent')).toHaveText(
      'Suspended',
    );
    await expect(page.getByRole('button', { name: 'Approve agent' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recent transactions' }).getByText('No transactions found'),
    ).toBeVisible();
    const audit = page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr');
    await expect(audit).toHaveCount(2);
    await expect(audit.nth(0).locator('td')).toHaveText([
      /\S/,
      auditActionLabels['agent.suspend'],
      DEMO_ADMIN_NAME,
      suspendReason,
    ]);
    await expect(audit.nth(1).locator('td')).toHaveText([
      /\S/,
      auditActionLabels['agent.approve'],
      DEMO_ADMIN_NAME,
      approveReason,
    ]);
    await expectAccessibleInBothThemes(page, expectAccessible);
  });
});

test('when the admin visits each page of the sidebar, then every one passes axe in light and dark', async ({
  page,
  expectAccessible,
}) => {
  // Seven pages, each loaded and checked by axe twice (light and dark): about 2 minutes on a loaded 2-core machine.
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  /** What shows once each page has its data (the tables and figures, not their loading states). */
  const loaded: Readonly<Record<AdminPage, () => Promise<void>>> = {
    Overview: () =>
      expect(page.getByRole('region', { name: 'Recent Transactions' }).getByRole('listitem')).toHaveCount(5),
    'All Wallets': () => expect(page.getByRole('table', { name: 'Wallet Details' })).toBeVisible(),
    'All Users': () => expect(page.getByRole('table', { name: 'User list' })).toBeVisible(),
    'Manage agents': () => expect(page.getByRole('table', { name: 'Agent list' })).toBeVisible(),
    'All Transactions': () => expect(page.getByRole('table', { name: 'All transactions' })).toBeVisible(),
    Ledger: () => expect(page.getByRole('table', { name: /Each platform account/ })).toBeVisible(),
    'Update Profile': () => expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible(),
  };
  for (const name of Object.keys(ADMIN_PAGES) as AdminPage[]) {
    await test.step(name, async () => {
      await openAdminPage(page, name);
      await loaded[name]();
      await expectAccessibleInBothThemes(page, expectAccessible);
    });
  }
});
