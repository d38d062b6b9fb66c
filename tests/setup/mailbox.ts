// A real SMTP server for the browser specs: the api sends mail to it; each message lands as a file that specs read.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  receivedAt: string;
}

export async function startMailbox(directory: string): Promise<{ port: number; close(): Promise<void> }> {
  fs.mkdirSync(directory, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        };
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(6, '0')}.json`;
        // Written under another name, then renamed: a spec reading the folder meanwhile (another process) sees the
        // whole mail or none of it, never a file still empty (graphiql.spec failed once on "Unexpected end of JSON").
        const partial = path.join(directory, `${name}.partial`);
        fs.writeFileSync(partial, JSON.stringify(mail));
        fs.renameSync(partial, path.join(directory, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the mailbox has no port');
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a message's body with quoted-printable soft line breaks and escapes undone. */
function bodyText(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits for a message to `email` received after `since` and returns the 6-digit code in it.
 * Polls the mailbox folder the global setup made (WALLET_MAILBOX_DIR).
 */
export async function waitForCode(email: string, since: Date, timeoutMs = 15_000): Promise<string> {
  const directory = process.env.WALLET_MAILBOX_DIR;
  if (!directory) throw new Error('WALLET_MAILBOX_DIR is not set: the global setup did not run');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = fs
      .readdirSync(directory)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse()
      .map((name) => JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8')) as ReceivedMail)
      .filter((mail) => mail.to.includes(email.toLowerCase()) && new Date(mail.receivedAt) >= since);
    const code = messages.map((mail) => /\b(\d{6})\b/.exec(bodyText(mail.raw))?.[1]).find(Boolean);
    if (code) return code;
    // Polling for a condition, not waiting for time to pass: the loop ends as soon as the mail is there.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code reached ${email} within ${timeoutMs / 1000} s`);
}
