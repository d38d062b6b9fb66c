// Phone-first layout on every route of every role (issue 16, "Done when"), at 375×812 and 1280×800: each page is
// reached by following a link of the app from a page scrolled far down and must open at the top; then no page
// scrolls sideways, every control is within reach (not outside the viewport, not cut off by a container that
// scrolls sideways) and no fixed or sticky element covers a control. The routes come from web/src/lib/paths.ts.
// With UPDATE_SCREENSHOTS=1 the phone overview of each role is written to docs/screens/.
import type { Locator, Page } from '@playwright/test';
import { authMessages } from '@wallet/common/auth';
import { expect, test } from '../../fixtures';
import { paths } from '../../../web/src/lib/paths';
import {
  checkedRoutes,
  contextFor,
  everyPath,
  layoutFindings,
  NOT_FOUND_PATHS,
  REACHED_WITHOUT_A_LINK,
  removeSpacer,
  scrollFarDown,
  seedCast,
  settleAnimations,
  USER_DETAILS_PATTERN,
  VIEWPORTS,
  waitForSettledPage,
  type Cast,
  type CheckedRoute,
  type Role,
  type ViewportName,
} from '../../flows/layout';
import { readmeScreenshot } from '../../flows/screenshots';

const ROLES: Role[] = ['public', 'user', 'agent', 'admin'];

/** Where each role starts, and where a link to a page not linked from every page is found. */
const START: Readonly<Record<Role, string>> = {
  public: paths.home,
  user: paths.user.overview,
  agent: paths.agent.overview,
  admin: paths.admin.overview,
};
const LINKED_FROM: Readonly<Record<string, string>> = {
  [paths.forgotPassword]: paths.login,
  // The signed-in navbar's dashboard link leads to the area's root, which opens its overview.
  [paths.user.root]: paths.home,
  [paths.agent.root]: paths.home,
  [paths.admin.root]: paths.home,
};
/** The page each test opens first: not the first route checked, so that one too is reached by a link. */
const FIRST: Readonly<Record<Role, string>> = {
  public: paths.about,
  user: paths.user.settings,
  agent: paths.agent.settings,
  admin: paths.admin.settings,
};

let castOfWorker: Promise<Cast> | undefined;
/** The people of the checks, seeded once per worker. */
function castFor(apiUrl: string): Promise<Cast> {
  castOfWorker ??= seedCast(apiUrl);
  return castOfWorker;
}

test('the checked routes are every path of web/src/lib/paths.ts, each given to one role', () => {
  const checked = checkedRoutes('00000000-0000-4000-8000-000000000000');
  const checkedPaths = new Set(checked.map((route) => route.path));
  expect(everyPath().filter((route) => !checkedPaths.has(route))).toEqual([]);
  expect(checked.filter((route) => route.role === 'admin').map((route) => route.path)).toContain(
    USER_DETAILS_PATTERN,
  );
  for (const role of ROLES) expect(checked.some((route) => route.role === role)).toBe(true);
});

/** A visible link to this address on the page as it is now, opening the phone's menu or drawer if needed. */
async function visibleLinkTo(page: Page, url: string): Promise<Locator | null> {
  const find = async () => {
    const links = page.locator(`a[href="${url}"]`);
    for (let index = 0; index < (await links.count()); index += 1) {
      const link = links.nth(index);
      if (await link.isVisible()) return link;
    }
    return null;
  };
  const found = await find();
  if (found) return found;
  const opener = page
    .getByRole('button', { name: /^(Toggle sidebar|Open menu)$/ })
    .and(page.locator('[aria-expanded="false"]'));
  if ((await opener.count()) === 1 && (await opener.isVisible())) {
    await opener.click();
    return find();
  }
  return null;
}

/** Opens the admin's page of one person as an admin does: All Users → View → View Full Details. */
async function openPersonFromAllUsers(page: Page): Promise<string> {
  if (new URL(page.url()).pathname !== paths.admin.allUsers) {
    await page.goto(paths.admin.allUsers);
    await waitForSettledPage(page);
  }
  const before = await scrollFarDown(page);
  await page.getByRole('button', { name: /^View/ }).first().click();
  await page.getByRole('link', { name: 'View Full Details' }).click();
  return `"View Full Details" from ${paths.admin.allUsers} (scrolled to ${before} px)`;
}

/**
 * Arrives at the route by following a link from the page as it is (scrolled far down), or from the role's start
 * page; answers how it got there, or null when no link leads there.
 */
async function followLinkTo(page: Page, route: CheckedRoute): Promise<string | null> {
  if (route.path === USER_DETAILS_PATTERN) return openPersonFromAllUsers(page);
  const sources = [
    new URL(page.url()).pathname,
    LINKED_FROM[route.path] ?? START[route.role],
    FIRST[route.role],
  ].filter((source) => source !== route.url && source !== route.landsOn);
  for (const source of sources) {
    if (new URL(page.url()).pathname !== source) {
      await page.goto(source);
      await waitForSettledPage(page);
    }
    await scrollFarDown(page);
    const link = await visibleLinkTo(page, route.url);
    if (!link) continue;
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    const text = ((await link.textContent()) ?? '').trim();
    await link.click();
    return `the link "${text}" from ${source} (scrolled to ${before} px)`;
  }
  return null;
}

for (const role of ROLES) {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    const { width, height } = VIEWPORTS[viewport];
    test(`${role} pages at ${width}×${height}: each opens at the top, scrolls no sideways, keeps every control in reach and uncovered`, async ({
      browser,
      baseURL,
      apiUrl,
    }) => {
      test.setTimeout(240_000);
      const cast = await castFor(apiUrl);
      const context = await contextFor(browser, baseURL ?? '', role, cast, viewport);
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const findings: string[] = [];
      try {
        await page.goto(FIRST[role]);
        await waitForSettledPage(page);
        for (const route of checkedRoutes(cast.user.id).filter((each) => each.role === role)) {
          const where = `${route.url} at ${width}×${height} (${role})`;
          try {
            // Arrive as a person does: by a link, from far down a page.
            const via = REACHED_WITHOUT_A_LINK.has(route.path) ? null : await followLinkTo(page, route);
            if (via === null) {
              if (!REACHED_WITHOUT_A_LINK.has(route.path)) {
                findings.push(
                  `${where}: no visible link of the app leads here (looked on the page before and the role's start page)`,
                );
              }
              await page.goto(route.url);
            }
            if (route.path === USER_DETAILS_PATTERN) {
              await expect(page).toHaveURL(/\/user\/[0-9a-f-]{36}$/);
            } else {
              await expect(page).toHaveURL(route.landsOn);
            }
            await waitForSettledPage(page);
            // A smooth scroll to the top may still be under way: give it a moment to arrive.
            let scrollY = await page.evaluate(() => window.scrollY);
            if (via !== null && scrollY !== 0) {
              await expect
                .poll(async () => (scrollY = await page.evaluate(() => window.scrollY)), { timeout: 2_000 })
                .toBe(0)
                .catch(() => undefined);
            }
            if (via !== null && scrollY !== 0) {
              findings.push(
                `${where}: after following ${via}, the page opened scrolled to ${scrollY} px, not at the top`,
              );
            }
            await removeSpacer(page);
            const notFound = await page.getByRole('heading', { level: 1, name: 'Page not found' }).count();
            if (notFound > 0 && !Object.values(NOT_FOUND_PATHS).includes(route.path)) {
              findings.push(
                `${where}: shows "Page not found": the router has no page for this path of paths.ts`,
              );
            }
            await settleAnimations(page);
            findings.push(...(await layoutFindings(page)).map((finding) => `${where}: ${finding}`));
            if (viewport === 'phone' && role !== 'public' && route.path === paths[role].overview) {
              await readmeScreenshot(page, `phone-${role}`);
            }
          } catch (error) {
            findings.push(
              `${where}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
            );
            await page.goto(START[role]).catch(() => undefined);
          }
        }
      } finally {
        await context.close();
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  const { width, height } = VIEWPORTS[viewport];
  test(`at ${width}×${height}, the toast of a refused sign-in covers no control`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[viewport] });
    const page = await context.newPage();
    try {
      await page.goto(paths.login);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill('nobody-layout@example.com');
      await form.getByLabel('Password', { exact: true }).fill('Wrong!pass1');
      const toast = page.getByRole('alert').filter({ hasText: authMessages.invalidCredentials }).first();
      // The pointer resting on the toast pauses its 4 s countdown (react-toastify), so it stays while it is
      // measured; it goes there again once the toast has stopped moving (a hover aimed while it still slid in can
      // miss). On a loaded machine the toast could close before that: the refusal is then made again.
      await expect(async () => {
        if (!(await toast.isVisible())) await form.getByRole('button', { name: 'Sign in' }).click();
        await toast.hover({ timeout: 5_000 });
        await settleAnimations(page);
        await toast.hover({ timeout: 2_000 });
        await expect(toast).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 60_000 });
      const findings = (await layoutFindings(page)).map(
        (finding) =>
          `${paths.login} at ${width}×${height} with the toast "${authMessages.invalidCredentials}": ${finding}`,
      );
      expect(findings, findings.join('\n')).toEqual([]);
      // It was measured with the toast on screen: a toast that had closed meanwhile covers nothing.
      await expect(toast).toBeVisible({ timeout: 1_000 });
    } finally {
      await context.close();
    }
  });
}
