// Sends mail through SMTP when SMTP_URL is set; otherwise writes it to the outbox table and the log, for local use.
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { MailMessage } from './mail-message';
import { insertOutboxMails } from './outbox.repository';

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
    /**
     * Runs once the composed mails have been tried, with whether each (in order) was delivered: e.g. to delete the
     * outbox rows of those that went out.
     */
    delivered?: (sent: readonly boolean[]) => Promise<void>,
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

/** Delivers several mails at once; resolves with whether each (in order) was delivered. */
type DeliverAll = (messages: readonly MailMessage[]) => Promise<boolean[]>;

function outboxDelivery(db: Database, logger: Logger): DeliverAll {
  // One statement for all of them: a send's receipts (or a batch of them) cost one insert, not one each.
  return async (messages) => {
    if (messages.length === 0) return [];
    try {
      await insertOutboxMails(db, messages);
    } catch (error: unknown) {
      logger.error({ err: error, mails: messages.length }, 'mail could not be kept in the outbox');
      return messages.map(() => false);
    }
    for (const message of messages) {
      // Without SMTP the log is how a local user reads their code, so the text is logged as it is.
      logger.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail (outbox, not sent):\n${message.text}`,
      );
    }
    return messages.map(() => true);
  };
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Database,
  logger: Logger,
): Mailer {
  const smtp = config.smtpUrl === undefined ? undefined : smtpDelivery(config.smtpUrl, config.mailFrom);
  const inFlight = new Set<Promise<void>>();

  const idle = async () => {
    while (inFlight.size > 0) await Promise.all(inFlight);
  };

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  /** Delivers one mail through SMTP; true once delivered, false (logged) when it failed. */
  const attempt = (deliver: Deliver, message: MailMessage): Promise<boolean> =>
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

  const deliverAll: DeliverAll =
    smtp === undefined
      ? outboxDelivery(db, logger)
      : (messages) => Promise.all(messages.map((message) => attempt(smtp.deliver, message)));

  const send = (message: MailMessage) => {
    track(deliverAll([message]).then(() => undefined));
  };

  return {
    kind: smtp === undefined ? 'outbox' : 'smtp',
    send,
    sendComposed(compose, failure, delivered) {
      // The composed mails are delivered inside this tracked work, so idle() never sees a gap between the two.
      track(
        compose()
          .then(async (messages) => {
            const sent = await deliverAll(messages);
            if (delivered !== undefined) await delivered(sent);
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
