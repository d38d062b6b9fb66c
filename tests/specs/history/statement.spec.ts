// My History's statement in a real browser: Download CSV fetches the last 30 days through the bff with the session
// and the browser saves the api's CSV under the name it gives, from the opening to the closing balance.
import fs from 'node:fs/promises';
import {
  STATEMENT_CLOSING_LABEL,
  STATEMENT_COLUMNS,
  STATEMENT_OPENING_LABEL,
  settingsMessages,
} from '@wallet/common/settings';
import { expect, test } from '../../fixtures';
import { DEMO_PASSWORD, DEMO_USER, signInWithForm } from '../../flows/accounts';
import { gotoUserPage } from '../../flows/money';

test('when a user downloads a statement from My History, then the CSV of the last 30 days arrives with its balances', async ({
  page,
}) => {
  await signInWithForm(page, DEMO_USER, DEMO_PASSWORD);
  await expect(page).toHaveURL('/user/overview');
  await gotoUserPage(page, 'My History');

  const statement = page.getByRole('form', { name: 'Download statement' });
  const from = await statement.getByLabel('From').inputValue();
  const to = await statement.getByLabel('To').inputValue();
  const downloading = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toBe(`wallet-statement-${from}-to-${to}.csv`);
  const lines = (await fs.readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe(STATEMENT_COLUMNS.join(','));
  expect(lines[1]).toContain(STATEMENT_OPENING_LABEL);
  expect(lines.at(-1)).toContain(STATEMENT_CLOSING_LABEL);
  await expect(page.getByText(settingsMessages.statementReady)).toBeVisible();
});
