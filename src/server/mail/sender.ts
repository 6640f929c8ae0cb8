import { and, eq, isNull, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { loggableError } from '../logger';

type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string> | null;
};

export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
};

const MAX_MAIL_ATTEMPTS = 8;
const BATCH_SIZE = 20;
const POLL_INTERVAL_MS = 2_000;
/** How long a claimed mail is reserved for the instance sending it. */
const LEASE_SECONDS = 120;

/** Without SMTP_URL the outbox itself is the dev mailbox: a mail is "delivered" once recorded. */
export const devMailboxTransport: MailTransport = { send: async () => {} };

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, html, text, headers }) {
      await transporter.sendMail({ from, to, subject, html, text, headers: headers ?? undefined });
    },
  };
}

/** Waits 30 s after the first failure, doubling each time, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export type MailSender = {
  /** Delivers what is due now; resolves when this pass is done. */
  deliverDue(): Promise<number>;
  /** Asks for a pass soon, without waiting for the next poll. */
  wake(): void;
  stop(): Promise<void>;
};

export function startMailSender(input: {
  db: Db;
  transport: MailTransport;
  log: Logger;
  pollIntervalMs?: number;
}): MailSender {
  const { db, transport, log } = input;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function claimDue() {
    return db
      .update(mailOutbox)
      .set({ next_attempt_at: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        sql`${mailOutbox.id} in (select id from mail_outbox
          where sent_at is null and attempts < ${MAX_MAIL_ATTEMPTS} and next_attempt_at <= now()
          order by next_attempt_at limit ${BATCH_SIZE} for update skip locked)`,
      )
      .returning();
  }

  async function deliverOnce(): Promise<number> {
    let delivered = 0;
    for (const mail of await claimDue()) {
      try {
        await transport.send(mail);
        await db
          .update(mailOutbox)
          .set({ sent_at: new Date(), attempts: mail.attempts + 1, last_error: null })
          .where(eq(mailOutbox.id, mail.id));
        delivered += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ mailId: mail.id, attempts, err: message }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({
            attempts,
            last_error: message.slice(0, 1000),
            next_attempt_at: new Date(Date.now() + retryDelaySeconds(attempts) * 1000),
          })
          .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sent_at)));
      }
    }
    return delivered;
  }

  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await deliverOnce().catch((error: unknown) => {
          log.error({ err: loggableError(error) }, 'mail sender pass failed');
          return 0;
        });
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void deliverDue(), input.pollIntervalMs ?? POLL_INTERVAL_MS);
  timer.unref();

  return {
    deliverDue,
    wake: () => void deliverDue(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
