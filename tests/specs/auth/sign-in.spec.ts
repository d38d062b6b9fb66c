// Sign-in answers and the protected areas: wrong password, unverified account, wrong role, signed out.
import { expect, test } from '../../fixtures';
import {
  DEMO_ADMIN,
  DEMO_AGENT,
  DEMO_PASSWORD,
  DEMO_USER,
  signInWithForm,
  submitSignInForm,
  uniqueEmail,
} from '../../flows/accounts';

test('when the password is wrong, then "Invalid credentials" is shown and the person stays on /login', async ({
  page,
  expectAccessible,
}) => {
  await signInWithForm(page, DEMO_USER, 'Wrong!pass1');
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible();
});

test('when the account is not verified, then the person is told so and sent to /verify with the e-mail', async ({
  page,
}) => {
  const email = uniqueEmail('unverified');
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full Name').fill('Una Verified');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('01712345678');
  await form.getByLabel('Role').selectOption({ label: 'User' });
  await form.getByLabel('Password', { exact: true }).fill('Str0ng!pass1');
  await form.getByLabel('Confirm Password', { exact: true }).fill('Str0ng!pass1');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify/);

  await signInWithForm(page, email, 'Str0ng!pass1');
  await expect(page.getByText('Your account is not verified')).toBeVisible();
  await expect(page).toHaveURL(/\/verify\?email=/);
  expect(new URL(page.url()).searchParams.get('email')).toBe(email);
});

test('when a signed-in user opens /admin, then they land on /unauthorized', async ({
  page,
  expectAccessible,
}) => {
  await signInWithForm(page, DEMO_USER, DEMO_PASSWORD);
  await expect(page).toHaveURL('/user/overview');
  await page.goto('/admin');
  await expect(page).toHaveURL('/unauthorized');
  await expect(page.getByText('You are not authorized to access this page')).toBeVisible();
  await expectAccessible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('when the demo agent signs in, then the area index leads to /agent/overview', async ({ page }) => {
  await signInWithForm(page, DEMO_AGENT, DEMO_PASSWORD);
  await expect(page).toHaveURL('/agent/overview');
  await page.goto('/agent');
  await expect(page).toHaveURL('/agent/overview');
});

test('when the demo admin signs in, then they land on /admin/overview with the admin sidebar', async ({
  page,
  expectAccessible,
}) => {
  await signInWithForm(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL('/admin/overview');
  const sidebar = page.getByRole('navigation', { name: 'Admin dashboard' });
  for (const item of [
    'All Wallets',
    'All Users',
    'Manage agents',
    'All Transactions',
    'Update Profile',
    'Settings',
  ]) {
    await expect(sidebar.getByRole('link', { name: item })).toBeVisible();
  }
  await expect(sidebar.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible();
  await page.goto('/user');
  await expect(page).toHaveURL('/unauthorized');
});

for (const area of ['/user', '/agent', '/admin', '/user/update-profile']) {
  test(`when ${area} is opened signed out, then the browser goes to /login`, async ({ page }) => {
    await page.goto(area);
    await expect(page).toHaveURL(/\/login/);
  });
}

test('when "who is signed in", asked before the sign-in, answers "nobody" after it has succeeded, then the person still arrives at their dashboard', async ({
  page,
}) => {
  // The navbar asks who is signed in as /login loads. Its answer ("nobody": no session yet) is held here until the
  // sign-in's own answer has come back, as a slow network delivered it once in CI: the person ended on an empty
  // /login, the old answer having overwritten the session the sign-in wrote.
  let signInAnswered!: () => void;
  const afterSignIn = new Promise<void>((resolve) => (signInAnswered = resolve));
  let heldAnswers = 0;
  await page.route('**/graphql', async (route) => {
    const { operationName } = (route.request().postDataJSON() ?? {}) as { operationName?: string };
    if (operationName === 'CurrentUser' && heldAnswers === 0) {
      heldAnswers += 1;
      const answer = await route.fetch();
      expect(await answer.json()).toEqual({ data: { me: null } });
      await afterSignIn;
      await route.fulfill({ response: answer });
      return;
    }
    if (operationName === 'Login') {
      const answer = await route.fetch();
      await route.fulfill({ response: answer });
      signInAnswered();
      return;
    }
    await route.continue();
  });

  const askedWhoIsSignedIn = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') &&
      (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'CurrentUser',
  );
  await page.goto('/login');
  await askedWhoIsSignedIn;
  await submitSignInForm(page, DEMO_USER, DEMO_PASSWORD);

  await expect(page).toHaveURL('/user/overview');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  expect(heldAnswers).toBe(1);
  await expect(page).toHaveURL('/user/overview');
});
