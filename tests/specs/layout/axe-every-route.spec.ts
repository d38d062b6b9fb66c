// axe on every route of every role (the list of web/src/lib/paths.ts, as every-route.spec.ts), at 375×812 and
// 1280×800, in the light and the dark theme: 0 violations of any impact, minor and moderate included (issue 16,
// "Done when"). The theme is the system's, switched live, as expectAccessibleInBothThemes does.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import {
  checkedRoutes,
  contextFor,
  seedCast,
  VIEWPORTS,
  waitForSettledPage,
  PAY_LINK_PATTERN,
  USER_DETAILS_PATTERN,
  type Cast,
  type Role,
  type ViewportName,
} from '../../flows/layout';

const ROLES: Role[] = ['public', 'user', 'agent', 'admin'];

/**
 * axe on the page as it is now in the light and then the dark theme (the system's, switched live, without motion
 * so no colour is caught half way through a transition); one line per violation, naming where and which nodes.
 */
async function axeInBothThemes(page: Page, where: string): Promise<string[]> {
  const findings: string[] = [];
  // No hover colours: the pointer may rest where the last click left it.
  await page.mouse.move(0, 0);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(colorScheme);
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      const nodes = violation.nodes.slice(0, 4).map((node) => {
        const detail = [...node.any, ...node.all, ...node.none][0]?.message ?? '';
        return `${node.target.join(' ')} ${node.html.replace(/\s+/g, ' ').slice(0, 90)}${detail ? ` (${detail})` : ''}`;
      });
      const more = violation.nodes.length > 4 ? ` …and ${violation.nodes.length - 4} more` : '';
      findings.push(
        `${where}, ${colorScheme}): ${violation.id} [${violation.impact}] ${violation.help}: ${nodes.join('; ')}${more}`,
      );
    }
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  return findings;
}

let castOfWorker: Promise<Cast> | undefined;
function castFor(apiUrl: string): Promise<Cast> {
  castOfWorker ??= seedCast(apiUrl);
  return castOfWorker;
}

// One test per route, role and viewport: they run in parallel and each stays well within its time.
for (const route of checkedRoutes(':id')) {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    const { width, height } = VIEWPORTS[viewport];
    const { role } = route;
    test(`${route.path} as ${role} at ${width}×${height}: axe finds no violation of any impact in the light and the dark theme`, async ({
      browser,
      baseURL,
      apiUrl,
    }) => {
      test.setTimeout(120_000);
      const cast = await castFor(apiUrl);
      const url =
        route.path === USER_DETAILS_PATTERN || route.path === PAY_LINK_PATTERN
          ? route.path.replace(':id', cast.user.id)
          : route.url;
      const context = await contextFor(browser, baseURL ?? '', role, cast, viewport);
      const page = await context.newPage();
      try {
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        await page.goto(url);
        await waitForSettledPage(page);
        const findings = await axeInBothThemes(page, `${url} at ${width}×${height} (${role}`);
        expect(findings, findings.join('\n')).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}

/** A state of a page that only shows after a click: a menu, a dialog, a form's errors. */
interface OpenState {
  role: Role;
  name: string;
  url: string;
  open: (page: Page) => Promise<void>;
}

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));

const OPEN_STATES: OpenState[] = [
  {
    role: 'public',
    name: 'the sign-in form with its errors',
    url: '/login',
    open: async (page) => {
      await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
      await expect(
        page.getByRole('form', { name: 'Sign in' }).locator('[aria-invalid="true"]').first(),
      ).toBeVisible();
    },
  },
  {
    role: 'public',
    name: 'the registration form with its errors',
    url: '/register',
    open: async (page) => {
      const form = page.getByRole('form', { name: 'Create account' });
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  {
    role: 'user',
    name: 'a movement’s details',
    url: '/user/my-history',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^View transaction/ })
        .first()
        .click();
      await expect(dialog(page)).toBeVisible();
    },
  },
  {
    role: 'agent',
    name: 'a movement’s details',
    url: '/agent/my-history',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^View transaction/ })
        .first()
        .click();
      await expect(dialog(page)).toBeVisible();
    },
  },
  {
    role: 'admin',
    name: 'a person’s details',
    url: '/admin/all-users',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      await expect(dialog(page)).toBeVisible();
    },
  },
  {
    role: 'admin',
    name: 'the confirmation of blocking a wallet',
    url: '/admin/all-wallets',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Block wallet of/ })
        .first()
        .click();
      await expect(dialog(page)).toBeVisible();
    },
  },
];

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  const { width, height } = VIEWPORTS[viewport];
  test(`menus, dialogs and form errors at ${width}×${height}: axe finds no violation of any impact in the light and the dark theme`, async ({
    browser,
    baseURL,
    apiUrl,
  }) => {
    test.setTimeout(300_000);
    const cast = await castFor(apiUrl);
    const findings: string[] = [];
    const states: OpenState[] = [...OPEN_STATES];
    if (viewport === 'phone') {
      states.push({
        role: 'public',
        name: 'the menu',
        url: '/',
        open: async (page) => {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
        },
      });
      for (const role of ['user', 'agent', 'admin'] as const) {
        states.push({
          role,
          name: 'the sidebar drawer',
          url: `/${role}/overview`,
          open: async (page) => {
            await page.getByRole('button', { name: 'Toggle sidebar' }).click();
            await expect(page.getByRole('dialog', { name: /menu$/ })).toBeVisible();
          },
        });
      }
    }
    for (const role of ROLES) {
      const context = await contextFor(browser, baseURL ?? '', role, cast, viewport);
      const page = await context.newPage();
      try {
        for (const state of states.filter((each) => each.role === role)) {
          const where = `${state.url} with ${state.name} at ${width}×${height} (${role}`;
          try {
            await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
            await page.goto(state.url);
            await waitForSettledPage(page);
            await state.open(page);
            findings.push(...(await axeInBothThemes(page, where)));
          } catch (error) {
            findings.push(
              `${where}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
            );
          }
        }
      } finally {
        await context.close();
      }
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });
}
