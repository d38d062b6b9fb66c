// Every table at 375×812 and 1280×800 (issue 16, item 5): on a phone the rows are a list of cards, beside the
// sidebar the table fits its frame; either way the page never scrolls sideways and each row's action is on screen
// and clickable, with a 60-character name and an 80-character e-mail in every row, and with 0, 1 and 100 rows.
import { expect, test } from '../../fixtures';
import type { Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, signInWithForm } from '../../flows/accounts';
import {
  adminApiSession,
  apiData,
  depositOnApi,
  seedPerson,
  sendOnApi,
  signInAsNewUser,
} from '../../flows/admin';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** 60 characters, the last 2 a row's number so each row keeps its own name (and its action its own label). */
function longName(index: number): string {
  return `Bartholomew Wolfeschlegelsteinhausenbergerdorff-Featherstn${String(index % 100).padStart(2, '0')}`;
}

/** Any of the long e-mail addresses. */
const LONG_EMAIL_PATTERN = /firstname\.middlename\.lastname\d\dx+@a-rather-long-company-domain\.example\.com/;

/** Any of the long names. */
const LONG_NAME_PATTERN = /Bartholomew Wolfeschlegelsteinhausenbergerdorff-Featherstn\d\d/;

/** 80 characters, no space to break at. */
function longEmail(index: number): string {
  const domain = '@a-rather-long-company-domain.example.com';
  const local = `firstname.middlename.lastname${String(index % 100).padStart(2, '0')}`;
  return local.padEnd(80 - domain.length, 'x') + domain;
}

const LONG_DESCRIPTION =
  'Rent, electricity and the internet for the flat on Wolfeschlegelsteinhausenbergerdorffstraße for November';

/** The answers whose rows the tables and lists show. */
const LISTS = new Set([
  'AdminWallets',
  'AllUsers',
  'ManageAgents',
  'AdminTransactions',
  'AdminOverview',
  'AdminUser',
  'UserTransactions',
  'UserAuditLog',
  'MyHistory',
  'RecentTransactions',
  'AgentRecentTransactions',
]);
/**
 * A dashboard opened by address asks its first screen in one request (web/src/lib/first-screen.ts): its lists are
 * widened like the others, the signed-in person (`me`) is left as the other pages' CurrentUser is.
 */
const FIRST_SCREENS = new Set(['UserFirstScreen', 'AgentFirstScreen', 'AdminFirstScreen']);

/** Gives every person in the object a long name and e-mail, and every movement a long description. */
function lengthen(value: unknown, counter: { next: number }): void {
  if (Array.isArray(value)) {
    for (const item of value) lengthen(item, counter);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const typename = record.__typename;
  if ((typename === 'User' || typename === 'TransactionParty') && typeof record.name === 'string') {
    counter.next += 1;
    record.name = longName(counter.next);
    if (typeof record.email === 'string') record.email = longEmail(counter.next);
  }
  if (typename === 'Transaction' && 'description' in record) {
    record.description = LONG_DESCRIPTION;
  }
  for (const child of Object.values(record)) lengthen(child, counter);
}

/**
 * The api keeps names to 50 characters (NAME_LENGTH_MAX), so the lists' answers are widened on their way to the
 * page: every person in them gets a 60-character name and an 80-character e-mail. `rows` repeats the first row
 * of My History's answer that many times (each with its own id), for a page of 100 rows.
 */
async function lengthenLists(page: Page, options: { historyRows?: number } = {}): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    const body = request.postDataJSON() as { operationName?: string } | null;
    const operation = body?.operationName ?? '';
    const firstScreen = FIRST_SCREENS.has(operation);
    if (request.method() !== 'POST' || !(LISTS.has(operation) || firstScreen)) return route.fallback();
    const response = await route.fetch();
    const answer = (await response.json()) as { data?: Record<string, unknown> };
    const counter = { next: 0 };
    for (const [field, value] of Object.entries(answer.data ?? {}))
      if (!(firstScreen && field === 'me')) lengthen(value, counter);
    const history = answer.data?.myTransactions as { items: Array<{ id: string }> } | undefined;
    const [first] = history?.items ?? [];
    if (history && first && options.historyRows !== undefined) {
      history.items = Array.from({ length: options.historyRows }, (_, index) => ({
        ...first,
        id: `${first.id.slice(0, -4)}${String(index).padStart(4, '0')}`,
      }));
    }
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, json: answer });
  });
}

/** The page is no wider than the window: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.window);
}

/**
 * The rows of a list as this screen shows them: the cards of the list named `caption` on a phone (and no table),
 * the body rows of the table named `caption` beside the sidebar, whose frame then has nothing to scroll sideways.
 */
async function rowsOf(page: Page, caption: string): Promise<Locator> {
  const main = page.getByRole('main');
  if ((page.viewportSize()?.width ?? 0) < 768) {
    const list = main.getByRole('list', { name: caption, exact: true });
    await expect(list).toBeVisible();
    await expect(main.locator('table')).toHaveCount(0);
    return list.getByRole('listitem');
  }
  const table = main.getByRole('table', { name: caption, exact: true });
  await expect(table).toBeVisible();
  const frame = table.locator('xpath=..');
  const overflow = await frame.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, `the "${caption}" table scrolls sideways`).toBeLessThanOrEqual(0);
  return table.locator('tbody tr');
}

/** The control is inside the window and would take a click there (no other element over it). */
async function expectClickable(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeVisible();
  await expect(control).toBeInViewport({ ratio: 1 });
  const box = await control.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  await control.click({ trial: true });
}

/** Each row's buttons: the first row's and the last row's are on screen and clickable. */
async function expectRowActions(page: Page, rows: Locator, minimum = 1): Promise<void> {
  expect(await rows.count()).toBeGreaterThanOrEqual(minimum);
  for (const row of [rows.first(), rows.last()]) {
    const buttons = row.getByRole('button');
    const count = await buttons.count();
    expect(count, 'a row without its action').toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) await expectClickable(page, buttons.nth(index));
  }
  await expectNoSidewaysScroll(page);
}

/** The page has its heading, its rows have arrived: the list's first long name is there. */
async function openList(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('when an admin opens each table with 60-character names and 80-character e-mails, then nothing scrolls sideways and every row action is on screen and clickable', async ({
      page,
      apiUrl,
    }) => {
      test.slow();
      // A person of the test's own with movements and two audited admin actions, for their admin page's tables.
      const adminSession = await adminApiSession(apiUrl);
      const subject = await seedPerson(apiUrl, adminSession, { name: 'Audrey Audited', role: 'user' });
      await depositOnApi(apiUrl, subject.cookie, 40_00);
      for (const isBlocked of [true, false]) {
        await apiData(apiUrl, `/wallets/block/${subject.walletId}`, {
          cookie: adminSession,
          method: 'PATCH',
          body: { isBlocked, reason: `${LONG_DESCRIPTION} (${isBlocked ? 'blocked' : 'unblocked'})` },
        });
      }

      await lengthenLists(page);
      await signInWithForm(page, DEMO_ADMIN, DEMO_PASSWORD);
      await expect(page).toHaveURL('/admin/overview');
      await expect(page.getByText(LONG_NAME_PATTERN).first()).toBeVisible();
      await expectNoSidewaysScroll(page);

      await openList(page, '/admin/all-wallets', 'All Wallets');
      const wallets = await rowsOf(page, 'Wallet Details');
      await expect(wallets.first()).toContainText(LONG_NAME_PATTERN);
      await expect(wallets.first()).toContainText(LONG_EMAIL_PATTERN);
      await expectRowActions(page, wallets);
      await wallets
        .first()
        .getByRole('button', { name: /^(Block|Unblock) wallet of / })
        .click();
      const confirm = page.getByRole('alertdialog', { name: /^(Block|Unblock) wallet\?$/ });
      await expect(confirm).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();

      await openList(page, '/admin/all-users', 'All Users');
      const users = await rowsOf(page, 'User list');
      await expect(users.first()).toContainText(LONG_NAME_PATTERN);
      await expect(users.first()).toContainText(LONG_EMAIL_PATTERN);
      await expectRowActions(page, users);
      await users.first().getByRole('button', { name: LONG_NAME_PATTERN }).click();
      const details = page.getByRole('dialog', { name: 'User Details' });
      await expect(details).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      await openList(page, '/admin/agent-block-unblock', 'Manage agents');
      const agents = await rowsOf(page, 'Agent list');
      await expectRowActions(page, agents);
      await expect(agents.first().getByRole('button', { name: /^(Approve|Suspend) / })).toBeEnabled();

      await openList(page, '/admin/all-transaction', 'All Transactions');
      const transactions = await rowsOf(page, 'All transactions');
      await expect(transactions.first()).toContainText(LONG_DESCRIPTION);
      await expectRowActions(page, transactions);

      await openList(page, `/user/${subject.id}`, LONG_NAME_PATTERN);
      const latest = await rowsOf(page, 'Latest transactions');
      await expect(latest).toHaveCount(1);
      await expectRowActions(page, latest);
      const audit = await rowsOf(page, 'Audit entries');
      await expect(audit).toHaveCount(2);
      await expect(audit.first()).toContainText(LONG_DESCRIPTION);
      await expect(audit.first()).toContainText(LONG_NAME_PATTERN);
      await expectNoSidewaysScroll(page);
    });

    test('when a user reads their history and overview with a 60-character party and a long description, then nothing scrolls sideways and View opens the details', async ({
      page,
      apiUrl,
    }) => {
      const person = await signInAsNewUser(page, apiUrl, 'Tabitha Tables');
      const friend = await seedPerson(apiUrl, await adminApiSession(apiUrl), {
        name: 'Frank Friend',
        role: 'user',
      });
      await depositOnApi(apiUrl, person.cookie, 100_00);
      await sendOnApi(apiUrl, person.cookie, friend.id, 12_50);
      await lengthenLists(page);

      await page.goto('/user/overview');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
      await expect(page.getByText(LONG_DESCRIPTION).first()).toBeVisible();
      await expectNoSidewaysScroll(page);

      await openList(page, '/user/my-history', 'My History');
      const rows = await rowsOf(page, 'Transaction history');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(LONG_NAME_PATTERN);
      await expect(rows.first()).toContainText(LONG_DESCRIPTION);
      await expectRowActions(page, rows, 2);
      await rows
        .first()
        .getByRole('button', { name: /^View transaction / })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Transaction details' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
}

test.describe('My History at 375×812 with 0, 1 and 100 rows', () => {
  test.use({ viewport: PHONE });

  test('when the history holds no row, then one row, then a page of 100, then the page never scrolls sideways and every card keeps its View', async ({
    page,
    apiUrl,
  }) => {
    const person = await signInAsNewUser(page, apiUrl, 'Rowena Rows');

    await openList(page, '/user/my-history', 'My History');
    await expect(page.getByText('No transactions found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('list', { name: 'Transaction history' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await depositOnApi(apiUrl, person.cookie, 25_00);
    await openList(page, '/user/my-history', 'My History');
    const one = await rowsOf(page, 'Transaction history');
    await expect(one).toHaveCount(1);
    await expectRowActions(page, one);

    await lengthenLists(page, { historyRows: 100 });
    await openList(page, '/user/my-history', 'My History');
    const hundred = await rowsOf(page, 'Transaction history');
    await expect(hundred).toHaveCount(100);
    await expectRowActions(page, hundred, 100);
    await hundred
      .last()
      .getByRole('button', { name: /^View transaction / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Transaction details' });
    await expect(dialog).toBeVisible();
  });
});

test('the long values are as long as the issue asks', () => {
  expect(longName(7)).toHaveLength(60);
  expect(longEmail(7)).toHaveLength(80);
});
