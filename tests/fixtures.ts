// The test object every spec uses: baseURL from the global setup, and an accessibility check with axe-core.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Fails the test when axe finds a serious or critical violation on the page as it is now. */
  expectAccessible: (page?: Page) => Promise<void>;
  apiUrl: string;
}

export const test = base.extend<Fixtures>({
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
