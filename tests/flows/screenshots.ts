// The README's screenshots (docs/screens/) are taken by the specs that reach each screen in its real state, only
// when UPDATE_SCREENSHOTS=1 (see README, "to refresh them"): light theme, no motion, the pointer out of the way.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const screenshotsDir = path.resolve(import.meta.dirname, '../../docs/screens');

/** Whether this run refreshes the README's screenshots. */
export function updatingScreenshots(): boolean {
  return process.env.UPDATE_SCREENSHOTS === '1';
}

/** The phone the README shows (the phone size of the layout checks). */
const PHONE = { width: 375, height: 812 };

/**
 * Writes docs/screens/<name>.png of the page when UPDATE_SCREENSHOTS=1; else does nothing. With `onPhone` the page is
 * shown at 375×812 for the picture and given back its own size afterwards, so the spec goes on as it was; `centre`
 * is scrolled to the middle of the picture.
 */
export async function readmeScreenshot(
  page: Page,
  name: string,
  { onPhone = false, centre }: { onPhone?: boolean; centre?: Locator } = {},
): Promise<void> {
  if (!updatingScreenshots()) return;
  const ownSize = page.viewportSize();
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  if (onPhone) await page.setViewportSize(PHONE);
  try {
    if (centre) await centre.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.mouse.move(0, 0);
    await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
  } finally {
    if (onPhone && ownSize) await page.setViewportSize(ownSize);
    await page.emulateMedia({ colorScheme: null });
  }
}
