// The test object every spec uses: baseURL from the global setup, an accessibility check with axe-core, and the
// guided tour marked done in every browser context unless a test asks for a fresh one.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { TOUR_COMPLETED_KEY } from '@wallet/common/settings';

interface Fixtures {
  /** Fails the test when axe finds a serious or critical violation on the page as it is now. */
  expectAccessible: (page?: Page) => Promise<void>;
  apiUrl: string;
  /**
   * The guided tour: 'done' (the default) marks it completed in every browser context of the test, so it never
   * covers the dashboard a journey drives; 'fresh' leaves storage alone, for the tour's own specs:
   * `test.use({ tour: 'fresh' })`.
   */
  tour: 'done' | 'fresh';
  /**
   * Applies `tour` to the contexts a test opens itself with `browser.newContext()` too, and makes their pages wait
   * for the app after a load as the test's own page does.
   */
  tourInNewContexts: void;
}

/** Every page of the context starts with the tour's completed flag set (before the app's own scripts run). */
async function markTourDone(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, 'true');
    } catch {
      // A page without storage (about:blank, a data: URL) has no tour either.
    }
  }, TOUR_COMPLETED_KEY);
}

const contextsWithoutTheApp = new WeakSet<BrowserContext>();

/** For a context with JavaScript off: its pages keep the paint, so a load does not wait for the app. */
export function pagesStayPainted(context: BrowserContext): void {
  contextsWithoutTheApp.add(context);
}

/**
 * The landing page and sign-in arrive painted by the build (web/src/app/first-paint.tsx): an inert picture that the
 * app replaces once its code has run. A person cannot use the picture; a test that found an element in it would see
 * it detach. So the test's page, after each load, waits for the app to have taken over, as a person waits for the
 * page to respond.
 */
const pagesWaitingForTheApp = new WeakSet<Page>();

function waitForTheAppAfterLoads(page: Page): void {
  if (pagesWaitingForTheApp.has(page)) return;
  pagesWaitingForTheApp.add(page);
  const appHasTakenOver = async () => {
    if (contextsWithoutTheApp.has(page.context())) return;
    await page.waitForFunction(() => !document.querySelector('#root > [data-first-paint]'));
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appHasTakenOver();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appHasTakenOver();
    return response;
  };
}

export const test = base.extend<Fixtures>({
  tour: ['done', { option: true }],
  context: async ({ context, tour }, use) => {
    context.on('page', waitForTheAppAfterLoads);
    if (tour === 'done') await markTourDone(context);
    await use(context);
  },
  tourInNewContexts: [
    async ({ browser, tour }, use) => {
      // The script is registered as the context is created, before the test can open a page in it.
      const onContext = (context: BrowserContext) => {
        context.on('page', waitForTheAppAfterLoads);
        if (tour === 'done') void markTourDone(context).catch(() => undefined);
      };
      browser.on('context', onContext);
      await use();
      browser.off('context', onContext);
    },
    { auto: true },
  ],
  // Playwright fixtures take their dependencies by destructuring; these have none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.WALLET_BASE_URL;
    if (!url) throw new Error('WALLET_BASE_URL is not set: the global setup did not run');
    await use(url);
  },
  // eslint-disable-next-line no-empty-pattern
  apiUrl: async ({}, use) => {
    await use(process.env.WALLET_API_URL ?? '');
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target }).analyze();
      const blocking = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        blocking.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        })),
      ).toEqual([]);
    });
  },
});

export { expect };
