// Phone dashboards (issue 16 items 3 and 7), at 375×812: each role's overview puts its figures in a compact
// two-column grid and its latest movements on the first screen, the top bar's title stays on one line, the
// agent's period tabs fit one line at 320 px, and a page loaded on a slow phone network does not jump (CLS).
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { DEMO_ADMIN, DEMO_AGENT, DEMO_PASSWORD, DEMO_USER, signInWithForm } from '../../flows/accounts';

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });

const roles = [
  { role: 'user', email: DEMO_USER, title: 'User Dashboard' },
  { role: 'agent', email: DEMO_AGENT, title: 'Agent Dashboard' },
  { role: 'admin', email: DEMO_ADMIN, title: 'Admin Dashboard' },
] as const;

async function signIn(page: Page, email: string, role: string): Promise<void> {
  await signInWithForm(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(`/${role}/overview`);
}

/** The top of an element in the page (not the viewport), in CSS pixels. */
async function pageTop(page: Page, name: string): Promise<number> {
  const heading = page.getByRole('heading', { level: 2, name, exact: true });
  await expect(heading).toBeVisible();
  return heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

for (const { role, email, title } of roles) {
  test(`when the ${role} opens the overview at 375 px, then the latest movements start on the first screen and the title keeps one line`, async ({
    page,
  }) => {
    await signIn(page, email, role);

    const recentTop = await pageTop(page, 'Recent Transactions');
    expect(recentTop).toBeLessThan(PHONE.height);
    // Its rows (or its empty state) follow on the same first screen, not ~1,300 px down.
    const recent = page.getByRole('region', { name: 'Recent Transactions' });
    await expect(recent.getByText(/Loading/)).toHaveCount(0);
    const firstRowTop = await recent
      .locator('li, [role="status"]')
      .first()
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(firstRowTop).toBeLessThan(PHONE.height);

    const areaName = page.getByRole('banner').getByText(title, { exact: true });
    const line = await areaName.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      whiteSpace: getComputedStyle(element).whiteSpace,
      overflow: getComputedStyle(element).textOverflow,
    }));
    expect(line.whiteSpace).toBe('nowrap');
    expect(line.overflow).toBe('ellipsis');
    expect(line.height).toBeLessThanOrEqual(line.lineHeight + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
}

test('when the agent and the admin open their overview at 375 px, then the figures sit two to a row', async ({
  page,
  browser,
}) => {
  const figureTops = async (target: Page, labels: string[]) =>
    Promise.all(
      labels.map((label) =>
        target
          .locator('dl dt', { hasText: new RegExp(`^${label}$`) })
          .first()
          .evaluate((element) => {
            const box = element.getBoundingClientRect();
            return { top: Math.round(box.top), left: Math.round(box.left) };
          }),
      ),
    );

  await signIn(page, DEMO_AGENT, 'agent');
  await expect(page.getByText('Cash In', { exact: true }).first()).toBeVisible();
  const [cashIn, cashOut, send] = await figureTops(page, ['Cash In', 'Cash Out', 'Send Money']);
  expect(cashOut?.top).toBe(cashIn?.top);
  expect(cashOut?.left).toBeGreaterThan(cashIn?.left ?? 0);
  expect(send?.top).toBeGreaterThan(cashIn?.top ?? 0);
  // The latest movements come before the period's statistics on a phone.
  expect(await pageTop(page, 'Recent Transactions')).toBeLessThan(await pageTop(page, 'Quick Statistics'));

  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_ADMIN, 'admin');
  await expect(admin.getByRole('region', { name: 'Platform Summary' })).toBeVisible();
  const [users, agents, count] = await figureTops(admin, [
    'Total Users',
    'Total Agents',
    'Transaction Count',
  ]);
  expect(agents?.top).toBe(users?.top);
  expect(count?.top).toBeGreaterThan(users?.top ?? 0);
  await adminContext.close();
});

test('when the agent overview is 320 px wide, then the three period tabs fit on one line', async ({
  page,
}) => {
  await signIn(page, DEMO_AGENT, 'agent');
  await page.setViewportSize({ width: 320, height: 700 });

  const tabs = page.getByRole('tablist', { name: 'Period' }).getByRole('tab');
  await expect(tabs).toHaveCount(3);
  const boxes = await tabs.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: Math.round(box.top), right: box.right, height: box.height };
    }),
  );
  expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
  for (const box of boxes) {
    expect(box.right).toBeLessThanOrEqual(320);
    expect(box.height).toBeLessThan(56);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

/** The page's cumulative layout shift while it loads over a phone's network (150 ms, 1.6 Mbps) with a 4× slower CPU. */
async function layoutShiftOnSlowLoad(page: Page, path: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 93_750,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

test('when /login and the admin overview load on a slow phone, then nothing jumps (CLS ≤ 0.05)', async ({
  browser,
}) => {
  test.slow();
  const visitor = await browser.newContext({ viewport: PHONE });
  expect(await layoutShiftOnSlowLoad(await visitor.newPage(), '/login')).toBeLessThanOrEqual(0.05);
  await visitor.close();

  const adminContext = await browser.newContext({ viewport: PHONE });
  const signInPage = await adminContext.newPage();
  await signIn(signInPage, DEMO_ADMIN, 'admin');
  await signInPage.close();
  expect(await layoutShiftOnSlowLoad(await adminContext.newPage(), '/admin/overview')).toBeLessThanOrEqual(
    0.05,
  );
  await adminContext.close();
});
