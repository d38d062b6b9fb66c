// An agent's counter code through the real stack (docs/pay-links.md): the approved agent prints the code from
// "Counter code"; a user, signed out, opens it (as a phone's camera would), signs in, lands back on it, sees the
// agent is approved and makes a cash-out code there, which the agent cashes out. Once the admin suspends the agent,
// the same code warns the user instead.
import { agentMessages } from '@wallet/common/agents';
import { formatCents } from '@wallet/common/money';
import { payLinkMessages } from '@wallet/common/pay-links';
import { expect, test } from '../../fixtures';
import { approveAgent, registerAndVerify, signInWithForm } from '../../flows/accounts';
import { apiSession, depositOnApi } from '../../flows/admin';
import { createCashOutCode, openAgentPage, suspendAgent, typeCashOutCode } from '../../flows/agents';
import { detailValue, toast } from '../../flows/money';

const ADDED = 5_000;
const CODE_LIMIT = 2_000;
const CASHED_OUT = 1_500;
const tag = () => Math.random().toString(36).slice(2, 7);

test("when a user opens an approved agent's counter code, then they see the agent approved and cash out there; a suspended agent's code warns", async ({
  page,
  browser,
  baseURL,
  apiUrl,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const userContext = await browser.newContext({ baseURL });
  const userPage = await userContext.newPage();
  try {
    const run = tag();
    const [agent, user] = await Promise.all([
      registerAndVerify(page, { role: 'Agent', name: `Counter Agent ${run}` }),
      registerAndVerify(userPage, { role: 'User', name: `Counter User ${run}` }),
    ]);
    await approveAgent(apiUrl, agent.id);
    await depositOnApi(apiUrl, await apiSession(apiUrl, user.email, user.password), ADDED);

    let counterLink = '';
    await test.step('the agent opens Counter code: a QR code and a link naming them by id only', async () => {
      await signInWithForm(page, agent.email, agent.password);
      await expect(page).toHaveURL('/agent/overview');
      await openAgentPage(page, 'Counter code');
      await expect(page.getByRole('heading', { level: 1, name: 'Counter code' })).toBeVisible();
      await expect(page.getByRole('img', { name: `Counter code of ${agent.name}` })).toBeVisible();
      const shown = new URL((await page.getByLabel('Counter link').textContent()) ?? '');
      expect(shown.pathname).toBe('/user/agent-counter');
      expect(shown.searchParams.get('agent')).toBe(agent.id);
      expect(shown.href).not.toContain(agent.email);
      counterLink = `${shown.pathname}${shown.search}`;
      await expectAccessible(page);
    });

    let code = '';
    await test.step('the user, signed out, opens it, signs in, sees the agent approved and makes a code', async () => {
      await userPage.goto(counterLink);
      await expect(userPage).toHaveURL('/login');
      const form = userPage.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(user.email);
      await form.getByLabel('Password', { exact: true }).fill(user.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(userPage).toHaveURL(counterLink);
      await expect(userPage.getByText(`${agent.name} is an approved Wallet agent`)).toBeVisible();
      code = await createCashOutCode(userPage, CODE_LIMIT);
      await expectAccessible(userPage);
    });

    await test.step('the agent cashes out with that code', async () => {
      await openAgentPage(page, 'Cash Out');
      const cashOutForm = page.getByRole('form', { name: 'Cash out' });
      await cashOutForm.getByLabel('User ID').fill(user.id);
      await cashOutForm.getByLabel('Amount (USD)').fill((CASHED_OUT / 100).toFixed(2));
      await typeCashOutCode(cashOutForm, code);
      await cashOutForm.getByRole('button', { name: 'Cash Out', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Confirm cash out' });
      await expect(detailValue(confirm, 'Cash-out code')).toHaveText(code);
      await confirm.getByRole('button', { name: 'Confirm cash out' }).click();
      await expect(toast(page, agentMessages.cashedOut(formatCents(CASHED_OUT), user.name))).toBeVisible();
    });

    await test.step('once the admin suspends the agent, the same code warns the user and offers no code form', async () => {
      await suspendAgent(apiUrl, agent.id);
      await userPage.goto(counterLink);
      const warning = userPage.getByRole('alert').filter({ hasText: 'Not an approved agent' });
      await expect(warning).toContainText(payLinkMessages.counterUnknown);
      await expect(userPage.getByRole('button', { name: 'Create code' })).toHaveCount(0);
      await expectAccessible(userPage);
    });
  } finally {
    await userContext.close();
  }
});
