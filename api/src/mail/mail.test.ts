// Mail over a real SMTP server when SMTP_URL is set: the code arrives, from MAIL_FROM, and nothing goes to the outbox.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { createLogger } from '../logger';
import type { Person } from '../test/money';
import { addMoney, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { codeIn, createAccount, post, uniqueEmail } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { passwordResetCodeMail, verificationCodeMail } from './code-mails';
import { escapeHtml } from './mail-message';
import { createMailer } from './mailer';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that accepts everything and keeps what it receives. */
function startSmtpServer(): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom === false ? '' : mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.server.address() as AddressInfo).port,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

async function waitFor<T>(find: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let api: TestApi;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startTestApi({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  });

  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('when a verification code is asked for, then it arrives over SMTP from MAIL_FROM, works, and the outbox stays empty', async () => {
    const account = await createAccount(api, { isEmailVerified: false, name: 'Grace' });

    expect((await post(api, '/auth/resend-verification', { email: account.email })).status).toBe(200);

    const mail = await waitFor(() => smtp.received.find((received) => received.to.includes(account.email)));
    expect(mail.from).toBe('no-reply@wallet.local');
    expect(mail.raw).toMatch(/^From: Wallet <no-reply@wallet\.local>\r?$/m);
    expect(mail.raw).toMatch(/^Subject: Your Wallet verification code\r?$/m);
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    const code = codeIn(mail.raw.slice(mail.raw.indexOf('is: ')));
    expect((await post(api, '/auth/verify-email', { email: account.email, otp: code })).status).toBe(200);
    expect(await api.db.select().from(outbox).where(eq(outbox.to, account.email))).toEqual([]);
  });

  it('when a reset code is asked for, then it arrives over SMTP', async () => {
    const account = await createAccount(api);

    await post(api, '/auth/forgot-password', { email: account.email });

    const mail = await waitFor(() => smtp.received.find((received) => received.to.includes(account.email)));
    expect(mail.raw).toMatch(/^Subject: Your Wallet password reset code\r?$/m);
  });

  it('when someone registers with a taken address, then the answer is a new account\'s and the owner gets "Someone tried to register with your address" over SMTP', async () => {
    const owner = await createAccount(api, { name: 'Owner' });
    const newcomer = uniqueEmail('newcomer');
    const form = { name: 'Mallory', password: 'Str0ng!pass', phone: '01712345678', role: 'user' };

    const taken = await post(api, '/auth/register', { ...form, email: owner.email });
    const fresh = await post(api, '/auth/register', { ...form, email: newcomer });

    const shape = (answer: typeof taken) => ({
      status: answer.status,
      message: answer.body.message,
      keys: Object.keys(answer.body.data as object),
    });
    expect(shape(taken)).toEqual(shape(fresh));
    expect(taken.status).toBe(201);
    const mail = await waitFor(() => smtp.received.find((received) => received.to.includes(owner.email)));
    expect(mail.raw).toMatch(/^Subject: Someone tried to register with your address\r?$/m);
    expect(mail.raw).toContain('An account with this email already exists');
    // The newcomer gets nothing until they ask for their code; the owner's password still works.
    expect(smtp.received.some((received) => received.to.includes(newcomer))).toBe(false);
    expect((await post(api, '/auth/login', { email: owner.email, password: owner.password })).status).toBe(
      200,
    );
  });

  it('when making a reset code fails, then forgot-password still answers as for an unknown address: the answer does not wait for work only a known address gets', async () => {
    const account = await createAccount(api);
    // Any write of a code fails from here on; before, the known address's answer waited for it (and was a 500).
    await api.db.execute(sql`
      create function refuse_code() returns trigger language plpgsql as $$
      begin raise exception 'code refused for this test'; end $$`);
    await api.db.execute(
      sql`create trigger refuse_code before insert on email_codes for each row execute function refuse_code()`,
    );
    try {
      const known = await post(api, '/auth/forgot-password', { email: account.email });
      const unknown = await post(api, '/auth/forgot-password', { email: uniqueEmail('nobody') });

      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      await api.mailIdle();
    } finally {
      await api.db.execute(sql`drop trigger refuse_code on email_codes`);
      await api.db.execute(sql`drop function refuse_code`);
    }
    expect(smtp.received.some((received) => received.to.includes(account.email))).toBe(false);
  });

  it('when the api stops right after answering a transfer, then both receipts still arrive', async () => {
    const stopping = await startTestApi({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    let people: Person[] = [];
    try {
      people = await Promise.all([signedInPerson(stopping), signedInPerson(stopping)]);
      const [sender, receiver] = people as [Person, Person];
      await addMoney(stopping, sender, 5);
      await expectLedgerSound(stopping);
      const sent = await moneyCall(
        stopping,
        sender,
        'POST',
        '/wallets/send-money',
        { receiverId: receiver.user.id, amount: 2 },
        randomUUID(),
      );
      expect(sent.status).toBe(201);
    } finally {
      // Straight after the answer: the receipts are still being written (they read who wants them first).
      await stopping.close();
    }

    // Nothing to wait for: close() resolved only once every mail handed over was delivered.
    const [sender, receiver] = people as [Person, Person];
    const receiptsTo = (person: Person) =>
      smtp.received.filter(
        (received) =>
          received.to.includes(person.user.email) && /^Subject: Wallet receipt:/m.test(received.raw),
      ).length;
    // The sender's deposit and transfer, the receiver's transfer.
    expect([receiptsTo(sender), receiptsTo(receiver)]).toEqual([2, 1]);
  });

  it('when a mail is handed over still to be written, then idle() waits for it to be written and delivered', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Wallet <no-reply@wallet.local>' },
      api.db,
      createLogger({ logLevel: 'silent' }),
    );
    const to = uniqueEmail('composed');
    let write: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (write = resolve));
    let composing: () => void = () => undefined;
    const composerStarted = new Promise<void>((resolve) => (composing = resolve));
    mailer.sendComposed(
      async () => {
        composing();
        await written;
        return [{ to, subject: 'Composed', text: 'Written late', html: '<p>Written late</p>' }];
      },
      { message: 'test mail could not be written', context: {} },
    );
    let idle = false;
    const idling = mailer.idle().then(() => (idle = true));

    // The mail is being written and the rest of the event loop has run: idle() must still wait for it.
    await composerStarted;
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    write();
    await idling;

    expect(smtp.received.filter((received) => received.to.includes(to))).toHaveLength(1);
    await mailer.close();
  });

  it('when the SMTP server is down, then the request still gets its answer and the api keeps working', async () => {
    await smtp.close();
    const account = await createAccount(api, { isEmailVerified: false });

    const answer = await post(api, '/auth/resend-verification', { email: account.email });

    expect(answer.status).toBe(200);
    expect((await fetch(api.apiUrl('/healthz'))).status).toBe(200);
  });
});

describe('code mails', () => {
  it('when a name carries HTML, then the HTML part escapes it and the text part keeps it', () => {
    const mail = verificationCodeMail({
      to: 'a@example.com',
      name: '<script>alert("x")</script> & Co',
      code: '012345',
      validMinutes: 5,
    });
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Hello <script>alert("x")</script> & Co,');
    expect(mail.text).toContain('012345');
    expect(mail.html).toContain('012345');
    expect(mail.text).toContain('valid for 5 minutes');
  });

  it('when a reset mail is written, then it says what the code is for', () => {
    const mail = passwordResetCodeMail({ to: 'a@example.com', name: 'Ada', code: '999999', validMinutes: 5 });
    expect(mail.subject).toBe('Your Wallet password reset code');
    expect(mail.text).toContain('to reset your password is: 999999');
  });

  it('when text is escaped, then each of & < > " \' is replaced', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
