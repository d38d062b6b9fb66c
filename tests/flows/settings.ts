// Settings steps the browser specs share (docs/settings.md): the Settings page and its cards, signing out, the
// authenticator app's codes (computed with otpauth as a phone would) and the mail the api sends to the local SMTP
// server, read by subject.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { HOTP, Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@wallet/common/settings';
import type { ReceivedMail } from '../setup/mailbox';

/** Opens Settings from the user sidebar and waits until the preferences and the two-factor status have loaded. */
export async function openSettings(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'User dashboard' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await expect(page).toHaveURL('/user/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(3);
  await expect(settingsCard(page, 'Security').getByRole('button', { name: /two-factor/ })).toBeVisible();
}

/** A card of the Settings page by its title: 'Guided tour', 'Notification preferences', 'Security', 'Account'. */
export function settingsCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Signs out with the dashboard's Logout button, which leads to the home page. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL('/');
}

/** The 30-second step a moment falls in, as the api counts them. */
export function totpStepAt(timestampMs: number = Date.now()): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: timestampMs });
}

/** The authenticator app's code for one step of a base32 secret. */
export function totpCode(secret: string, step: number): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    counter: step,
  });
}

/**
 * A code the api takes after the code of `usedStep` was used: a code is good once and only for a later step, and
 * the api accepts the step after now too. So: the current step's code once the clock has moved past `usedStep`,
 * else the next step's (valid already) — no waiting for the next 30 seconds.
 */
export function nextTotpCode(secret: string, usedStep: number): { code: string; step: number } {
  const step = Math.max(totpStepAt(), usedStep + 1);
  return { code: totpCode(secret, step), step };
}

/** A received message's subject, its folded lines joined and any RFC 2047 encoded words decoded. */
function subjectOf(raw: string): string {
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: ?(.*)$/im.exec(headers)?.[1] ?? '';
  return subject
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The subjects of the mail `email` has received since `since`, oldest first. */
export function subjectsSince(email: string, since: Date): string[] {
  const directory = process.env.WALLET_MAILBOX_DIR;
  if (!directory) throw new Error('WALLET_MAILBOX_DIR is not set: the global setup did not run');
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(email.toLowerCase()) && new Date(mail.receivedAt) >= since)
    .map((mail) => subjectOf(mail.raw));
}

/** Waits until `email` has received, since `since`, a message with exactly this subject. */
export async function waitForMail(email: string, subject: string, since: Date): Promise<void> {
  await expect
    .poll(() => subjectsSince(email, since), {
      message: `"${subject}" to ${email}`,
      timeout: 15_000,
      intervals: [200],
    })
    .toContain(subject);
}

/** Receipts are the mails whose subject starts so (docs/settings.md "Receipts"). */
export const RECEIPT_SUBJECT_PREFIX = 'Wallet receipt: ';
