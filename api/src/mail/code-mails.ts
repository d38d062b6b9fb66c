// The e-mails that carry one-time codes: e-mail verification and password reset.
import type { MailMessage } from './mail-message';
import { escapeHtml } from './mail-message';

interface CodeMail {
  to: string;
  name: string;
  code: string;
  validMinutes: number;
}

function codeMail(
  { to, name, code, validMinutes }: CodeMail,
  subject: string,
  purpose: string,
  ignoreHint: string,
): MailMessage {
  const text = [
    `Hello ${name},`,
    '',
    `Your code ${purpose} is: ${code}`,
    '',
    `It is valid for ${validMinutes} minutes and can be used once.`,
    ignoreHint,
    '',
    '— Wallet',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(name)},</p>
<p>Your code ${escapeHtml(purpose)} is:</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${escapeHtml(code)}</p>
<p>It is valid for ${validMinutes} minutes and can be used once.<br>${escapeHtml(ignoreHint)}</p>
<p>— Wallet</p>
</body></html>`;
  return { to, subject, text, html };
}

export function verificationCodeMail(mail: CodeMail): MailMessage {
  return codeMail(
    mail,
    'Your Wallet verification code',
    'to verify your e-mail address',
    'If you did not create a Wallet account, you can ignore this e-mail.',
  );
}

export function passwordResetCodeMail(mail: CodeMail): MailMessage {
  return codeMail(
    mail,
    'Your Wallet password reset code',
    'to reset your password',
    'If you did not ask to reset your password, you can ignore this e-mail; your password stays as it is.',
  );
}
