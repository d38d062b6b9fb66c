// Toasts (issue 16, "Nothing covers content"): a storm of ten refusals in a second shows only the newest three,
// newest first, at once; on a phone they sit at the bottom, clear of the top bar and the heading. The last refusal
// is the real one an unapproved agent gets from the server: it must be on top, not queued behind older toasts.
import { authMessages } from '@wallet/common/auth';
import { TOASTS_VISIBLE_MAX } from '@wallet/common/constants';
import { expect, test } from '../../fixtures';
import { adminApiSession, seedPerson } from '../../flows/admin';

test.use({ viewport: { width: 375, height: 812 } });

test('when ten sign-in refusals arrive within a second, then the newest three show, newest first, at the bottom of the phone', async ({
  page,
  apiUrl,
}) => {
  const agent = await seedPerson(apiUrl, await adminApiSession(apiUrl), {
    name: 'Tess Toast',
    role: 'agent',
  });
  // The first nine refusals come from a stand-in answer (each its own text); the tenth goes to the real server.
  let refused = 0;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'Login' || refused >= 9) return route.fallback();
    refused += 1;
    return route.fulfill({
      json: {
        data: null,
        errors: [{ message: `Refusal ${refused}`, extensions: { code: 'BAD_USER_INPUT' } }],
      },
    });
  });

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(agent.email);
  await form.getByLabel('Password', { exact: true }).fill(agent.password);
  const signIn = form.getByRole('button', { name: 'Sign in' });
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await signIn.click();
    await expect(signIn).toBeEnabled();
  }

  const toasts = page.locator('.Toastify__toast-container').getByRole('alert');
  await expect(toasts).toHaveCount(TOASTS_VISIBLE_MAX);
  await expect(toasts).toHaveText([authMessages.agentNotApproved, 'Refusal 9', 'Refusal 8']);

  // At the bottom of the phone's screen (once the older toasts below have finished leaving), below the heading
  // and the top bar.
  await expect
    .poll(async () => {
      const box = await toasts.last().boundingBox();
      return box ? box.y + box.height : 0;
    })
    .toBeGreaterThan(812 - 40);
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const banner = await page.getByRole('banner').boundingBox();
  const newest = await toasts.first().boundingBox();
  const oldest = await toasts.last().boundingBox();
  expect(heading && banner && newest && oldest).toBeTruthy();
  if (heading && banner && newest && oldest) {
    expect(oldest.y + oldest.height).toBeLessThanOrEqual(812);
    expect(newest.y).toBeGreaterThan(heading.y + heading.height);
    expect(newest.y).toBeGreaterThan(banner.y + banner.height);
  }
});
