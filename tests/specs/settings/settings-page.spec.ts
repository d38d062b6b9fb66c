// The Settings page in a real browser (docs/settings.md "Guided tour and Settings page"): the Guided tour card's
// Restart Tour brings the tour back after the page reloads, and the page passes axe in both themes.
import { TOUR_COMPLETED_KEY, TOUR_SEEN_KEY, tourTexts } from '@wallet/common/settings';
import { expect, test } from '../../fixtures';
import { signInAsNewUser } from '../../flows/admin';
import { expectAccessibleInBothThemes, toast } from '../../flows/money';
import { openSettings, settingsCard } from '../../flows/settings';

test('when Settings is open, then it passes axe in the light and the dark theme', async ({
  page,
  apiUrl,
  expectAccessible,
}) => {
  // Two axe passes of a whole page: 19 s with two workers on two cores, too close to the default 30 s.
  test.slow();
  await signInAsNewUser(page, apiUrl, 'Ada Axe');
  await openSettings(page);
  for (const card of ['Guided tour', 'Appearance', 'Notification preferences', 'Security', 'Account']) {
    await expect(settingsCard(page, card)).toBeVisible();
  }
  await expectAccessibleInBothThemes(page, expectAccessible);
});

test.describe('with the tour not yet taken', () => {
  test.use({ tour: 'fresh' });

  test("when the Guided tour card's Restart Tour is pressed, then the page reloads and the tour runs again", async ({
    page,
    apiUrl,
  }) => {
    await signInAsNewUser(page, apiUrl, 'Tim Tour');
    // The first visit's tour, closed: from now on it stays away by itself.
    await expect(page.getByRole('dialog', { name: 'Welcome to Wallet' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await openSettings(page);
    // The fixed button bottom right has the card's name too; its title names the shortcut.
    const fixedButton = page
      .getByRole('button', { name: tourTexts.restart })
      .and(page.getByTitle(`${tourTexts.restart} (${tourTexts.shortcutHint})`));
    await expect(fixedButton).toBeEnabled();
    const card = settingsCard(page, 'Guided tour');
    await expect(card.getByText(tourTexts.shortcutHint)).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await card.getByRole('button', { name: tourTexts.restart }).click();
    await expect(toast(page, 'The tour will start again after the page reloads.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Restarting...' })).toBeDisabled();
    await reloaded;

    await expect(page).toHaveURL('/user/settings');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Wallet' });
    await expect(welcome).toBeVisible();
    await expect(page.getByRole('button', { name: tourTexts.active })).toBeDisabled();
    await welcome.getByRole('button', { name: 'Close tour' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(fixedButton).toBeEnabled();
    await expect(card.getByRole('button', { name: tourTexts.restart })).toBeEnabled();
    const flags = await page.evaluate(
      ({ completed, seen }) => [localStorage.getItem(completed), sessionStorage.getItem(seen)],
      { completed: TOUR_COMPLETED_KEY, seen: TOUR_SEEN_KEY },
    );
    expect(flags).toEqual(['true', 'true']);
  });
});
