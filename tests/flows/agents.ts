// Agent steps the browser specs share: the agent area's pages, the float on screen, the commission in cents,
// the user search, the cash-out code on both sides, and the admin's and the agent's calls on the REST api.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { AGENT_COMMISSION_PPM_DEFAULT, PARTS_PER_MILLION } from '@wallet/api/config';
import { SESSION_COOKIE_NAME } from '@wallet/api/sessions/session-cookie';
import { CASH_OUT_CODE_LENGTH } from '@wallet/common/agents';
import { formatCents } from '@wallet/common/money';
import { adminCookie } from './accounts';
import { exactly } from './money';

export const AGENT_PAGES = {
  Overview: '/agent/overview',
  'Cash In': '/agent/cash-in',
  'Cash Out': '/agent/cash-out',
  'Counter code': '/agent/counter-code',
  'My History': '/agent/my-history',
} as const;
export type AgentPage = keyof typeof AGENT_PAGES;

/** The pages' own headings, to know the page is there before checking it. */
const headings: Readonly<Record<AgentPage, string>> = {
  Overview: 'Welcome back!',
  'Cash In': 'Cash In',
  'Cash Out': 'Cash Out',
  'Counter code': 'Counter code',
  'My History': 'My History',
};

/** The label of the Cash Out form's 6-slot code field. */
export const CASH_OUT_CODE_FIELD = "User's cash-out code";

/** The agent's commission on an amount at the api's default rate, rounded half-up to the cent, in integers. */
export function commissionCents(amountCents: number): number {
  const scaled = amountCents * AGENT_COMMISSION_PPM_DEFAULT + PARTS_PER_MILLION / 2;
  return (scaled - (scaled % PARTS_PER_MILLION)) / PARTS_PER_MILLION;
}

/** Opens a page of the agent area from the sidebar, as a person would (the app keeps its cache). */
export async function openAgentPage(page: Page, name: AgentPage): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Agent dashboard' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page).toHaveURL(AGENT_PAGES[name]);
  await expect(page.getByRole('heading', { level: 1, name: headings[name] })).toBeVisible();
}

/** Loads a page of the agent area by its address and waits for its heading. */
export async function gotoAgentPage(page: Page, name: AgentPage): Promise<void> {
  await page.goto(AGENT_PAGES[name]);
  await expect(page.getByRole('heading', { level: 1, name: headings[name] })).toBeVisible();
}

/** Waits until the "Your float" card of Cash In or Cash Out shows this balance. */
export async function expectFloat(page: Page, cents: number): Promise<void> {
  await expect(
    page
      .getByRole('region', { name: 'Your float' })
      .locator('p')
      .filter({ hasText: exactly(formatCents(cents)) }),
  ).toBeVisible();
}

/** The "Cookie" header of the browser context's session, to call the api as the person signed in there. */
export async function sessionCookieOf(context: BrowserContext): Promise<string> {
  const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE_NAME);
  if (!session) throw new Error('the browser context holds no session cookie: sign in first');
  return `${session.name}=${session.value}`;
}

/**
 * Tops up the agent's float with add money on the REST api (the agent area has no Add Money screen), with the
 * agent's own session cookie; returns the balance the api answers with, in cents.
 */
/** The status GET /users/me answers with for this cookie: 200 while the session lives. */
export async function sessionStatus(apiUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${apiUrl}/api/v1/users/me`, { headers: { cookie } });
  return response.status;
}

export async function suspendAgent(apiUrl: string, agentId: string): Promise<void> {
  const response = await fetch(`${apiUrl}/api/v1/users/suspend-agent/${agentId}`, {
    method: 'PATCH',
    headers: { cookie: await adminCookie(apiUrl) },
  });
  if (!response.ok)
    throw new Error(`suspending the agent failed: ${response.status} ${await response.text()}`);
}

/** In a Cash In or Cash Out form: finds the user by name in the search panel and chooses them. */
export async function chooseUser(form: Locator, name: string, userId: string): Promise<void> {
  const search = form.getByRole('searchbox', { name: 'Search users' });
  const results = form.getByRole('list', { name: 'Search results' });
  await search.fill(name);
  await expect(results.getByRole('button')).toHaveCount(1);
  // Below 2 characters there is no search: the results go away.
  await search.fill(name.slice(0, 1));
  await expect(results).toBeHidden();
  await search.fill(name);
  await expect(results.getByRole('button')).toHaveCount(1);
  await results.getByRole('button', { name: new RegExp(name) }).click();
  await expect(form.getByLabel('User ID')).toHaveValue(userId);
  await expect(form.getByText(`Selected: ${name}`)).toBeVisible();
}

/** Types the 6 digits into the Cash Out form's code slots, the focus moving on after each digit. */
export async function typeCashOutCode(form: Locator, code: string): Promise<void> {
  const slots = form.getByRole('group', { name: CASH_OUT_CODE_FIELD }).getByRole('textbox');
  await expect(slots).toHaveCount(CASH_OUT_CODE_LENGTH);
  await slots.first().focus();
  await form.page().keyboard.type(code, { delay: 30 });
  await expect(slots.last()).toHaveValue(code.slice(-1));
}

/** On My Wallet: creates a cash-out code for up to this amount and returns the 6 digits the card shows. */
export async function createCashOutCode(page: Page, maxAmountCents: number): Promise<string> {
  const card = page.getByRole('region', { name: 'Cash out at an agent' });
  const form = card.getByRole('form', { name: 'Create a cash-out code' });
  await form.getByLabel('Most the agent may take (USD)').fill((maxAmountCents / 100).toFixed(2));
  await form.getByRole('button', { name: 'Create code' }).click();
  const shown = card.getByRole('group', { name: 'Your cash-out code' });
  await expect(shown.getByText(`For up to ${formatCents(maxAmountCents)}, once.`)).toBeVisible();
  await expect(shown.getByRole('timer')).toHaveText(/^Expires in (10:00|09:[0-5]\d)$/);
  const digits = shown.getByText(new RegExp(`^\\d{${CASH_OUT_CODE_LENGTH}}$`));
  await expect(digits).toHaveCount(1);
  return (await digits.textContent()) ?? '';
}

/** The code the user did not create: each digit of theirs moved on by one. */
export function wrongCodeFor(code: string): string {
  return code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
}
