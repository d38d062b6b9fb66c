// My History's statement in a real browser: Download CSV fetches the range through the bff with the session, the
// browser saves the api's CSV under the name it gives, and its figures reconcile: opening + every line = closing.
import fs from 'node:fs/promises';
import {
  STATEMENT_CLOSING_LABEL,
  STATEMENT_COLUMNS,
  STATEMENT_OPENING_LABEL,
  settingsMessages,
} from '@wallet/common/settings';
import { dollarsToCents } from '@wallet/common/money';
import type { WalletJson } from '@wallet/common/wallet-json';
import { expect, test } from '../../fixtures';
import { DEMO_PASSWORD, DEMO_USER, signInWithForm } from '../../flows/accounts';
import {
  adminApiSession,
  apiData,
  cancelWithdrawalOnApi,
  depositOnApi,
  seedPerson,
  sendOnApi,
  withdrawOnApi,
} from '../../flows/admin';
import { gotoUserPage } from '../../flows/money';

/** One CSV record's cells; quoted cells may hold commas and doubled quotes (RFC 4180). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (quoted && character === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (character === '"') {
      quoted = !quoted;
    } else if (character === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += character;
    }
  }
  cells.push(cell);
  return cells;
}

/** A statement's money cell ("-52.50", "12.00") in cents. */
function signedCents(cell: string): number {
  return cell.startsWith('-') ? -dollarsToCents(cell.slice(1)) : dollarsToCents(cell);
}

/** The statement's rows as records keyed by STATEMENT_COLUMNS. */
function statementRows(text: string): Record<(typeof STATEMENT_COLUMNS)[number], string>[] {
  const [header, ...records] = text.trim().split(/\r?\n/);
  expect(header).toBe(STATEMENT_COLUMNS.join(','));
  return records.map((record) => {
    const cells = csvCells(record);
    return Object.fromEntries(
      STATEMENT_COLUMNS.map((column, index) => [column, cells[index] ?? '']),
    ) as Record<(typeof STATEMENT_COLUMNS)[number], string>;
  });
}

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

test('when a user with deposits, sends both ways and a cancelled withdrawal downloads a statement, then its figures reconcile to the cent', async ({
  page,
  apiUrl,
}) => {
  const adminCookie = await adminApiSession(apiUrl);
  const [owner, friend] = await Promise.all([
    seedPerson(apiUrl, adminCookie, { name: 'Statement Owner', role: 'user' }),
    seedPerson(apiUrl, adminCookie, { name: 'Statement Friend', role: 'user' }),
  ]);
  await depositOnApi(apiUrl, owner.cookie, 200_00);
  await depositOnApi(apiUrl, friend.cookie, 50_00);
  await sendOnApi(apiUrl, owner.cookie, friend.id, 30_00);
  await sendOnApi(apiUrl, friend.cookie, owner.id, 12_50);
  const withdrawal = await withdrawOnApi(apiUrl, owner.cookie, 50_00, 'bank');
  await cancelWithdrawalOnApi(apiUrl, owner.cookie, withdrawal._id);
  const wallet = await apiData<WalletJson>(apiUrl, '/wallets/my-wallet', { cookie: owner.cookie });

  await signInWithForm(page, owner.email, owner.password);
  await expect(page).toHaveURL('/user/overview');
  await gotoUserPage(page, 'My History');
  const statement = page.getByRole('form', { name: 'Download statement' });
  const downloading = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Download CSV' }).click();
  const rows = statementRows(await fs.readFile(await (await downloading).path(), 'utf8'));

  const opening = rows[0];
  const closing = rows.at(-1);
  const lines = rows.slice(1, -1);
  expect(opening?.Type).toBe(STATEMENT_OPENING_LABEL);
  expect(closing?.Type).toBe(STATEMENT_CLOSING_LABEL);
  // A new account: nothing before the range, and the five movements in the order they happened.
  expect(opening?.Balance).toBe('0.00');
  expect(lines.map((line) => line.Amount.startsWith('-'))).toEqual([false, true, false, true, false]);
  expect(lines[1]?.Counterparty).toBe(friend.name);
  expect(lines[2]?.Counterparty).toBe(friend.name);
  expect(lines[4]?.Description).toMatch(/^Refund: /);
  let balance = signedCents(opening?.Balance ?? '');
  for (const line of lines) {
    balance += signedCents(line.Amount);
    expect(signedCents(line.Balance), `the balance after ${line['Transaction ID']}`).toBe(balance);
  }
  expect(signedCents(closing?.Balance ?? '')).toBe(balance);
  expect(balance).toBe(dollarsToCents(wallet.balance));

  // A range that ends before it starts is refused before anything is fetched.
  await statement.getByLabel('To').fill('2026-01-01');
  await statement.getByLabel('From').fill('2026-02-01');
  await expect(statement.getByText(settingsMessages.statementEndsBeforeStart)).toBeVisible();
  await expect(statement.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
});
