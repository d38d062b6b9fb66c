// Sends mail through SMTP when SMTP_URL is set; otherwise writes it to the outbox table and the log, for local use.
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { MailMessage } from './mail-message';
import { insertOutboxMail } from './outbox.repository';

export interface Mailer {
  kind: 'smtp' | 'outbox';
  /**
   * Hands a mail over for delivery in the background: the answer to a request never waits for, or reveals,
   * whether a mail went out. A failure is logged.
   */
  send(message: MailMessage): void;
  /**
   * Hands over mail still to be written, such as a receipt that first reads who wants it: in flight from this
   * moment, so idle() and close() wait for it too and a shutdown right after the answer does not lose it. A failure
   * to write it is logged with `failure`.
   */
  sendComposed(
    compose: () => Promise<readonly MailMessage[]>,
    failure: { message: string; context: Record<string, unknown> },
    /** Runs once every composed mail is delivered (not when one failed): e.g. to delete its outbox rows. */
    delivered?: () => Promise<void>,
  ): void;
  /** Resolves once every mail handed over so far is delivered or has failed. */
  idle(): Promise<void>;
  /**
   * Waits for mail in flight (at most waitMs, when given: mail still going then is left, a receipt's outbox row stays
   * for the sweeper of a later start), then closes the SMTP connections.
   */
  close(waitMs?: number): Promise<void>;
}

type Deliver = (message: MailMessage) => Promise<void>;

function smtpDelivery(smtpUrl: string, from: string): { deliver: Deliver; close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    deliver: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

function outboxDelivery(db: Database, logger: Logger): Deliver {
  return async (message) => {
    await insertOutboxMail(db, message);
    // Without SMTP the log is how a local user reads their code, so the text is logged as it is.
    logger.info(
      { mail: { to: message.to, subject: message.subject } },
      `mail (outbox, not sent):\n${message.text}`,
    );
  };
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Database,
  logger: Logger,
): Mailer {
  const smtp = config.smtpUrl === undefined ? undefined : smtpDelivery(config.smtpUrl, config.mailFrom);
  const deliver = smtp?.deliver ?? outboxDelivery(db, logger);
  const inFlight = new Set<Promise<void>>();

  const idle = async () => {
    while (inFlight.size > 0) await Promise.all(inFlight);
  };

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  /** Delivers one mail; true once delivered, false (logged) when it failed. */
  const attempt = (message: MailMessage): Promise<boolean> =>
    deliver(message).then(
      () => true,
      (error: unknown) => {
        logger.error(
          { err: error, mail: { to: message.to, subject: message.subject } },
          'mail could not be sent',
        );
        return false;
      },
    );

  const send = (message: MailMessage) => {
    track(attempt(message).then(() => undefined));
  };

  return {
    kind: smtp === undefined ? 'outbox' : 'smtp',
    send,
    sendComposed(compose, failure, delivered) {
      // The composed mails are delivered inside this tracked work, so idle() never sees a gap between the two.
      track(
        compose()
          .then(async (messages) => {
            const sent = await Promise.all(messages.map(attempt));
            if (delivered !== undefined && sent.every(Boolean)) await delivered();
          })
          .catch((error: unknown) => logger.error({ err: error, ...failure.context }, failure.message)),
      );
    },
    idle,
    close: async (waitMs) => {
      if (waitMs === undefined) {
        await idle();
      } else {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), waitMs);
        });
        const outcome = await Promise.race([idle().then(() => 'idle' as const), late]);
        clearTimeout(timer);
        if (outcome === 'late') {
          logger.warn({ inFlight: inFlight.size, waitMs }, 'mail still in flight at shutdown is left unsent');
        }
      }
      smtp?.close();
    },
  };
}
