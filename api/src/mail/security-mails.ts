// Security mail (docs/settings.md): password changed, two-factor sign-in on or off, a sign-in from a new browser, and
// someone registering with the address (docs/security.md: registration answers alike for new and taken addresses).
// Each goes only to the person themself, and only while their securityAlerts preference is on.
import { authMessages } from '@wallet/common/auth';
import type { Database } from '../db/database';
import type { MailRecipient } from './notification-preferences';
import { mailRecipients } from './notification-preferences';
import type { MailMessage } from './mail-message';
import { escapeHtml } from './mail-message';
import type { Mailer } from './mailer';

export interface SecurityMailDependencies {
  db: Database;
  mailer: Mailer;
}

/** What to tell the person about; new-sign-in carries when, from which browser and from where. */
export type SecurityEvent =
  | { kind: 'password-changed'; how: 'change' | 'reset' }
  | { kind: 'two-factor-on' }
  | { kind: 'two-factor-off' }
  | { kind: 'new-sign-in'; at: Date; userAgent: string | undefined; ip: string | undefined }
  | { kind: 'registration-attempt' };

interface Wording {
  subject: string;
  /** Paragraphs, plain text. */
  lines: string[];
}

/** A User-Agent is the client's to choose; a mail shows no more of it than a person reads. */
const USER_AGENT_SHOWN_LENGTH_MAX = 256;

const NOT_YOU =
  'If this was not you, reset your password at once and turn on two-factor sign-in in Settings.';

function wordingOf(event: SecurityEvent): Wording {
  switch (event.kind) {
    case 'password-changed':
      return {
        subject: 'Your Wallet password was changed',
        lines: [
          event.how === 'reset'
            ? 'The password of your Wallet account was reset with a code sent to this address. Every browser that was signed in has been signed out.'
            : 'The password of your Wallet account was changed. Every other browser that was signed in has been signed out.',
          'If you did not do this, reset your password at once with "Forgot password" on the sign-in page.',
        ],
      };
    case 'two-factor-on':
      return {
        subject: 'Two-factor sign-in turned on',
        lines: [
          'Two-factor sign-in is now on for your Wallet account: signing in asks for the code from your authenticator app or one of your recovery codes.',
          'Keep your recovery codes somewhere safe; each works once.',
          'If you did not do this, reset your password at once.',
        ],
      };
    case 'two-factor-off':
      return {
        subject: 'Two-factor sign-in turned off',
        lines: [
          'Two-factor sign-in is now off for your Wallet account: signing in asks for your password only.',
          NOT_YOU,
        ],
      };
    case 'registration-attempt':
      return {
        subject: 'Someone tried to register with your address',
        lines: [
          // SPEC.md §5's answer to a taken e-mail, told to the address's owner instead of to whoever typed it.
          `Someone just tried to create a new Wallet account with this e-mail address. ${authMessages.emailTaken}, so nothing was created and your account is unchanged.`,
          'If this was you, sign in instead, or use "Forgot password" on the sign-in page if you no longer know your password.',
          'If it was not you, there is nothing to do.',
        ],
      };
    case 'new-sign-in':
      return {
        subject: 'New sign-in to your Wallet',
        lines: [
          'Someone just signed in to your Wallet account from a browser that had not been used with it before.',
          [
            `Time: ${event.at.toUTCString()}`,
            `Browser: ${event.userAgent?.trim().slice(0, USER_AGENT_SHOWN_LENGTH_MAX) || 'unknown'}`,
            `IP address: ${event.ip ?? 'unknown'}`,
          ].join('\n'),
          `If this was you, there is nothing to do. ${NOT_YOU}`,
        ],
      };
  }
}

export function securityMail(
  event: SecurityEvent,
  recipient: Pick<MailRecipient, 'name' | 'email'>,
): MailMessage {
  const { subject, lines } = wordingOf(event);
  const text = [`Hello ${recipient.name},`, '', ...lines.flatMap((line) => [line, '']), '— Wallet'].join(
    '\n',
  );
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(recipient.name)},</p>
${paragraphs}
<p>— Wallet</p>
</body></html>`;
  return { to: recipient.email, subject, text, html };
}

/**
 * Hands the mail over in the background once the change has committed, if the person wants security mail (an
 * answer never waits for mail, and a failure to send is logged, never the request's failure).
 */
export function sendSecurityMail(
  dependencies: SecurityMailDependencies,
  userId: string,
  event: SecurityEvent,
): void {
  const { db, mailer } = dependencies;
  mailer.sendComposed(
    async () =>
      (await mailRecipients(db, [userId], 'security')).map((recipient) => securityMail(event, recipient)),
    { message: 'security mail could not be handed to the mailer', context: { userId, mail: event.kind } },
  );
}
