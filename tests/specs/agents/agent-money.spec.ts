// The agent journey through the real stack: a new agent is approved by the admin, tops up float, cashes in to a
// user found by search; the user creates a cash-out code and the agent cashes out with it (a wrong code first);
// both sides' balances, histories and the agent's Today figures show the exact cents with commission; the admin
// suspends the agent, whose session ends at once. The agent's pages and My Wallet with a code pass axe.
import { agentMessages } from '@wallet/common/agents';
import { authMessages } from '@wallet/common/auth';
import { centsToDecimalString, formatCents } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import { expect, test } from '../../fixtures';
import { approveAgent, registerAndVerify, signInWithForm } from '../../flows/accounts';
import {
  CASH_OUT_CODE_FIELD,
  chooseUser,
  commissionCents,
  createCashOutCode,
  expectFloat,
  openAgentPage,
  sessionCookieOf,
  sessionStatus,
  suspendAgent,
  typeCashOutCode,
  wrongCodeFor,
} from '../../flows/agents';
import {
  detailValue,
  expectAccessibleInBothThemes,
  expectBalance,
  exactly,
  openFromSidebar,
  toast,
} from '../../flows/money';

const FLOAT = 50_000;
/** Both commissions fall on half a cent (61.5 and 22.55 at 0.5 %), so rounding half-up shows in the figures. */
const CASHED_IN = 12_300;
const CODE_LIMIT = 5_000;
const CASHED_OUT = 4_510;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const transactions = (count: number) => `${count} ${count === 1 ? 'transaction' : 'transactions'}`;
const tag = () => Math.random().toString(36).slice(2, 7);
/** total / count rounded half-up to the cent, in integers. */
const averageCents = (totalCents: number, count: number) =>
  Math.floor((2 * totalCents + count) / (2 * count));

test('when an agent cashes in and out for a user, then both sides see the exact cents with commission, until the admin suspends the agent', async ({
  page,
  browser,
  baseURL,
  apiUrl,
  expectAccessible,
}) => {
  test.setTimeout(240_000);
  const userContext = await browser.newContext({ baseURL });
  const userPage = await userContext.newPage();
  try {
    const run = tag();
    const [agent, user] = await Promise.all([
      registerAndVerify(page, { role: 'Agent', name: `Ayesha Agent ${run}` }),
      registerAndVerify(userPage, { role: 'User', name: `Umar User ${run}` }),
    ]);
    const cashInCommission = commissionCents(CASHED_IN);
    const cashOutCommission = commissionCents(CASHED_OUT);
    let float = 0;
    let userBalance = 0;
    let agentCookie = '';

    await test.step('the admin approves the agent, who signs in to an empty overview', async () => {
      await approveAgent(apiUrl, agent.id);
      await signInWithForm(page, agent.email, agent.password);
      await expect(page).toHaveURL('/agent/overview');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('No transactions today.')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Recent Transactions' }).getByText('No transactions yet'),
      ).toBeVisible();
    });

    await test.step('the agent tops up the float on the Cash In page', async () => {
      agentCookie = await sessionCookieOf(page.context());
      await openAgentPage(page, 'Cash In');
      await expectFloat(page, 0);
      const floatCard = page.getByRole('region', { name: 'Your float' });
      await floatCard.getByRole('button', { name: 'Top up float' }).click();
      const form = floatCard.getByRole('form', { name: 'Add money' });
      await form.getByLabel('Amount').fill(centsToDecimalString(FLOAT));
      await form.getByRole('button', { name: 'Add Money' }).click();
      await page.mouse.move(0, 0);
      await expect(toast(page, walletMessages.moneyAdded)).toBeVisible();
      float = FLOAT;
      await expectFloat(page, float);
    });

    await test.step('the user starts with an empty wallet', async () => {
      await signInWithForm(userPage, user.email, user.password);
      await expect(userPage).toHaveURL('/user/overview');
      await expectBalance(userPage, 0);
    });

    await test.step('the agent finds the user by name, confirms and cashes in from the float', async () => {
      const form = page.getByRole('form', { name: 'Cash in' });
      await chooseUser(form, user.name, user.id);
      await form.getByLabel('Amount (USD)').fill(dollars(CASHED_IN));
      await form.getByRole('button', { name: 'Cash In', exact: true }).click();

      const confirm = page.getByRole('alertdialog', { name: 'Confirm cash in' });
      await expect(detailValue(confirm, 'User')).toHaveText(user.name);
      await expect(detailValue(confirm, 'Amount')).toHaveText(formatCents(CASHED_IN));
      await expect(detailValue(confirm, 'Your float after this')).toHaveText(formatCents(float - CASHED_IN));
      await confirm.getByRole('button', { name: 'Confirm cash in' }).click();
      // Hovering a toast pauses it (pauseOnHover): keep the pointer away from the toast corner while this one runs.
      await page.mouse.move(0, 0);

      await expect(toast(page, agentMessages.cashedIn(formatCents(CASHED_IN), user.name))).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(form.getByLabel('User ID')).toHaveValue('');
      await expect(form.getByLabel('Amount (USD)')).toHaveValue('');
      await expect(form.getByText(`Selected: ${user.name}`)).toBeHidden();
      await expect(
        form.getByText(
          `You earned ${formatCents(cashInCommission)} commission on this cash in for ${user.name}.`,
        ),
      ).toBeVisible();
      float += cashInCommission - CASHED_IN;
      userBalance += CASHED_IN;
      await expectFloat(page, float);
      await expectAccessibleInBothThemes(page, expectAccessible);
    });

    let code = '';

    await test.step('the user sees the cash in and creates a cash-out code on My Wallet', async () => {
      await openFromSidebar(userPage, 'My History');
      const rows = userPage.getByRole('table', { name: 'Transaction history' }).locator('tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText('Cash In');
      await expect(rows).toContainText(agent.name);
      await expect(rows).toContainText(`+${formatCents(CASHED_IN)}`);
      await expect(rows).toContainText('Completed');

      await openFromSidebar(userPage, 'My Wallet');
      await expectBalance(userPage, userBalance);
      code = await createCashOutCode(userPage, CODE_LIMIT);
      expect(code).toMatch(/^\d{6}$/);
      await expectAccessibleInBothThemes(userPage, expectAccessible);
    });

    const cashOutForm = page.getByRole('form', { name: 'Cash out' });
    const codeField = cashOutForm.getByRole('group', { name: CASH_OUT_CODE_FIELD });
    const cashOutConfirm = page.getByRole('alertdialog', { name: 'Confirm cash out' });

    await test.step('a wrong code is refused on the code field and no money moves', async () => {
      await openAgentPage(page, 'Cash Out');
      await expectFloat(page, float);
      await cashOutForm.getByLabel('User ID').fill(user.id);
      await cashOutForm.getByLabel('Amount (USD)').fill(dollars(CASHED_OUT));
      const wrongCode = wrongCodeFor(code);
      await typeCashOutCode(cashOutForm, wrongCode);
      await cashOutForm.getByRole('button', { name: 'Cash Out', exact: true }).click();

      await expect(detailValue(cashOutConfirm, 'User ID')).toHaveText(user.id);
      await expect(detailValue(cashOutConfirm, 'Amount')).toHaveText(formatCents(CASHED_OUT));
      await expect(detailValue(cashOutConfirm, 'Cash-out code')).toHaveText(wrongCode);
      await cashOutConfirm.getByRole('button', { name: 'Confirm cash out' }).click();
      await page.mouse.move(0, 0);

      await expect(cashOutConfirm).toBeHidden();
      await expect(toast(page, agentMessages.codeInvalid)).toBeVisible();
      await expect(codeField).toHaveAccessibleDescription(exactly(agentMessages.codeInvalid));
      await expect(codeField.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
      await expect(cashOutForm.getByLabel('User ID')).toHaveValue(user.id);
      await expectFloat(page, float);
      await expectAccessibleInBothThemes(page, expectAccessible);
    });

    await test.step('the agent cashes out with the code the user created', async () => {
      await typeCashOutCode(cashOutForm, code);
      await cashOutForm.getByRole('button', { name: 'Cash Out', exact: true }).click();
      await expect(detailValue(cashOutConfirm, 'Cash-out code')).toHaveText(code);
      await cashOutConfirm.getByRole('button', { name: 'Confirm cash out' }).click();
      await page.mouse.move(0, 0);

      await expect(toast(page, agentMessages.cashedOut(formatCents(CASHED_OUT), user.name))).toBeVisible();
      await expect(cashOutConfirm).toBeHidden();
      await expect(cashOutForm.getByLabel('User ID')).toHaveValue('');
      await expect(cashOutForm.getByLabel('Amount (USD)')).toHaveValue('');
      await expect(codeField.getByRole('textbox').first()).toHaveValue('');
      await expect(
        cashOutForm.getByText(
          `You earned ${formatCents(cashOutCommission)} commission on this cash out for ${user.name}.`,
        ),
      ).toBeVisible();
      float += CASHED_OUT + cashOutCommission;
      userBalance -= CASHED_OUT;
      await expectFloat(page, float);
    });

    await test.step("the user's balance and history show the cash out", async () => {
      await openFromSidebar(userPage, 'My History');
      const rows = userPage.getByRole('table', { name: 'Transaction history' }).locator('tbody tr');
      await expect(rows).toHaveCount(2);
      const cashOut = rows.filter({ hasText: 'Cash Out' });
      await expect(cashOut).toContainText(agent.name);
      await expect(cashOut).toContainText(`-${formatCents(CASHED_OUT)}`);
      await expect(cashOut).toContainText('Completed');
      const main = userPage.getByRole('main');
      await expect(detailValue(main, 'Money In')).toHaveText(formatCents(CASHED_IN));
      await expect(detailValue(main, 'Money Out')).toHaveText(formatCents(CASHED_OUT));

      await openFromSidebar(userPage, 'My Wallet');
      await expectBalance(userPage, userBalance);
      expect(userBalance).toBe(CASHED_IN - CASHED_OUT);
    });

    await test.step("the agent's history shows the top-up, the cash in and the cash out", async () => {
      await openAgentPage(page, 'My History');
      const rows = page.getByRole('table', { name: 'Transaction history' }).locator('tbody tr');
      await expect(rows).toHaveCount(3);
      const row = (type: string) => rows.filter({ has: page.getByRole('cell', { name: type, exact: true }) });
      await expect(row('Deposited')).toContainText(`+${formatCents(FLOAT)}`);
      await expect(row('Cash In')).toContainText(user.name);
      await expect(row('Cash In')).toContainText(`-${formatCents(CASHED_IN)}`);
      await expect(row('Cash Out')).toContainText(user.name);
      await expect(row('Cash Out')).toContainText(`+${formatCents(CASHED_OUT)}`);
      const main = page.getByRole('main');
      await expect(detailValue(main, 'Total Transactions')).toHaveText('3');
      await expect(detailValue(main, 'Completed')).toHaveText('3');
      await expect(detailValue(main, 'Money In')).toHaveText(formatCents(FLOAT + CASHED_OUT));
      await expect(detailValue(main, 'Money Out')).toHaveText(formatCents(CASHED_IN));

      for (const [type, amount, commission] of [
        ['Cash In', `-${formatCents(CASHED_IN)}`, cashInCommission],
        ['Cash Out', `+${formatCents(CASHED_OUT)}`, cashOutCommission],
      ] as const) {
        await row(type)
          .getByRole('button', { name: /^View transaction/ })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Transaction details' });
        await expect(detailValue(dialog, 'Type')).toHaveText(type);
        await expect(detailValue(dialog, 'Amount')).toHaveText(amount);
        await expect(detailValue(dialog, 'Commission earned')).toHaveText(formatCents(commission));
        await expect(detailValue(dialog, 'Status')).toHaveText('Completed');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });

    await test.step("the agent's overview for Today shows the exact figures, commission and balance", async () => {
      expect(float).toBe(FLOAT - CASHED_IN + CASHED_OUT + cashInCommission + cashOutCommission);
      const volume = FLOAT + CASHED_IN + CASHED_OUT;
      await openAgentPage(page, 'Overview');
      const figures = page.getByRole('tabpanel', { name: 'Today' });
      const card = (label: string) => detailValue(figures, label).locator(':scope > span');
      const expectCards = async () => {
        await expect(card('Cash In')).toHaveText([formatCents(CASHED_IN), transactions(1)]);
        await expect(card('Cash Out')).toHaveText([formatCents(CASHED_OUT), transactions(1)]);
        await expect(card('Send Money')).toHaveText([formatCents(0), transactions(0)]);
        await expect(card('Wallet Balance')).toHaveText([formatCents(float), 'Your float for cash in']);
      };
      await expectCards();
      const quick = page.getByRole('region', { name: 'Quick Statistics' });
      await expect(detailValue(quick, 'Total Transactions')).toHaveText('3');
      await expect(detailValue(quick, 'Success Rate')).toHaveText('100%');
      await expect(detailValue(quick, 'Total Volume')).toHaveText(formatCents(volume));
      await expect(detailValue(quick, 'Average Transaction')).toHaveText(
        formatCents(averageCents(volume, 3)),
      );
      await expect(detailValue(quick, 'Commission Earned')).toHaveText(
        formatCents(cashInCommission + cashOutCommission),
      );
      await expect(detailValue(quick, 'Agent Status')).toHaveText('Approved');

      const recent = page.getByRole('region', { name: 'Recent Transactions' }).getByRole('listitem');
      await expect(recent).toHaveCount(3);
      await expect(recent.nth(0)).toContainText('Cash Out');
      await expect(recent.nth(0)).toContainText(`+${formatCents(CASHED_OUT)}`);
      await expect(recent.nth(0)).toContainText(`+${formatCents(cashOutCommission)} commission`);
      await expect(recent.nth(1)).toContainText('Cash In');
      await expect(recent.nth(1)).toContainText(`-${formatCents(CASHED_IN)}`);
      await expect(recent.nth(1)).toContainText(`+${formatCents(cashInCommission)} commission`);
      await expect(recent.nth(2)).toContainText('Deposited');
      await expect(recent.nth(2)).toContainText(`+${formatCents(FLOAT)}`);
      await expectAccessibleInBothThemes(page, expectAccessible);

      // Everything happened today, so the longer periods hold the same figures.
      for (const period of ['This Week', 'This Month']) {
        await page.getByRole('tab', { name: period }).click();
        await expect(page.getByRole('tab', { name: period })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel', { name: period })).toBeVisible();
        const periodCard = (label: string) =>
          detailValue(page.getByRole('tabpanel', { name: period }), label).locator(':scope > span');
        await expect(periodCard('Cash In')).toHaveText([formatCents(CASHED_IN), transactions(1)]);
        await expect(periodCard('Cash Out')).toHaveText([formatCents(CASHED_OUT), transactions(1)]);
      }
      await page.getByRole('tab', { name: 'Today' }).click();
      await expectCards();
    });

    await test.step('the admin suspends the agent: the open session is refused and signing in again too', async () => {
      expect(await sessionStatus(apiUrl, agentCookie)).toBe(200);
      await suspendAgent(apiUrl, agent.id);
      expect(await sessionStatus(apiUrl, agentCookie)).toBe(401);

      await page.reload();
      await expect(page).toHaveURL(/\/login/);

      // The api's answer itself, so a failure says what it was (the toast is covered by specs/auth/sign-in).
      const answered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('"Login"'),
      );
      await signInWithForm(page, agent.email, agent.password);
      const body = (await (await answered).json()) as { errors?: { message?: string }[] };
      expect(body.errors?.[0]?.message).toBe(authMessages.agentNotApproved);
      await expect(page).toHaveURL(/\/login/);
    });
  } finally {
    await userContext.close();
  }
});
