// The contact form: its validation messages, and a message really stored by the api.
import { expect, test } from '../../fixtures';

test('when the form is sent empty, then it names the required fields and sends nothing', async ({ page }) => {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('submitContact'))
      sent = true;
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText('Please fill in all required fields: First Name, Last Name, Email, Subject, Message'),
  ).toBeVisible();
  expect(sent).toBe(false);
});

test('when the e-mail is malformed, then the form says so', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Email', exact: true }).blur();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address').first()).toBeVisible();
});

test('when a complete message is sent, then the api’s thanks is shown and the form resets', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 555 0100');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Agent partnership');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('I would like to become an agent in my town.');
  // The contact form's own answer: the navbar's "who is signed in" also goes to /graphql and can answer first.
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
        'SubmitContact',
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  const body = (await (await answer).json()) as { data?: { submitContact?: { contact?: { id?: string } } } };
  expect(body.data?.submitContact?.contact?.id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Thank you for your inquiry! We will get back to you within 24 hours.' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('');
  await expectAccessible();
});
