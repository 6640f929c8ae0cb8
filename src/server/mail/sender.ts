import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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
  /** The same for every attempt at one outbox row, so a receiver can drop a repeat. */
  messageId: string;
};

export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
};

const MAX_MAIL_ATTEMPTS = 8;
const BATCH_SIZE = 20;
const POLL_INTERVAL_MS = 2_000;
/** How long a claimed mail is reserved for the instance sending it. */
const LEASE_SECONDS = 120;
/** How often a sent mail whose record failed is recorded again: far inside its lease. */
const RECORD_RETRY_MS = 500;
/** How long stopping waits for the database to take records still owed. */
const STOP_RECORD_WAIT_MS = 5_000;

/** Without SMTP_URL the outbox itself is the dev mailbox: a mail is "delivered" once recorded. */
export const devMailboxTransport: MailTransport = { send: async () => {} };

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, html, text, headers, messageId }) {
      await transporter.sendMail({
        from,
        to,
        subject,
        html,
        text,
        headers: headers ?? undefined,
        messageId,
      });
    },
  };
}

/**
 * An outbox row's Message-ID: its id at the sender's domain. Every attempt at the row sends the
 * same one, so the rare repeat that a crash between sending and recording allows is recognisable.
 */
export function outboxMessageId(mailId: string, mailFrom: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<${mailId}@${domain}>`;
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
  /** Mails sent whose delivery the database has not yet recorded. */
  unrecordedCount(): number;
  /**
   * Ends sending: the mail being sent finishes, the rest of the batch is handed back to the
   * outbox at once (not in two minutes), and owed records are written while the database answers.
   */
  stop(): Promise<void>;
};

type Delivery = { id: string; attempts: number; sentAt: Date };

export function startMailSender(input: {
  db: Db;
  transport: MailTransport;
  log: Logger;
  mailFrom: string;
  pollIntervalMs?: number;
}): MailSender {
  const { db, transport, log } = input;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  /**
   * Sent, but the database did not take the record (it was restarting, or the connection broke).
   * Kept here and written again every half second: the lease is two minutes, so the record lands
   * before another instance could claim the mail and send it again.
   */
  const unrecorded = new Map<string, Delivery>();
  let recordRetry: NodeJS.Timeout | undefined;

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

  async function record(delivery: Delivery): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ sent_at: delivery.sentAt, attempts: delivery.attempts, last_error: null })
      .where(and(eq(mailOutbox.id, delivery.id), isNull(mailOutbox.sent_at)));
  }

  /** Writes the records still owed; true once none is left. */
  async function recordOwed(): Promise<boolean> {
    for (const delivery of [...unrecorded.values()]) {
      try {
        await record(delivery);
        unrecorded.delete(delivery.id);
        log.info({ mailId: delivery.id }, 'mail delivery recorded after the database came back');
      } catch {
        return false;
      }
    }
    return true;
  }

  function retryRecordsSoon() {
    if (recordRetry) return;
    recordRetry = setTimeout(() => {
      recordRetry = undefined;
      void recordOwed().then((done) => {
        if (!done) retryRecordsSoon();
      });
    }, RECORD_RETRY_MS);
    recordRetry.unref();
  }

  /** Gives claimed mails back to the outbox, due now, for whichever instance polls next. */
  async function release(ids: string[]) {
    if (ids.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ next_attempt_at: sql`now()` })
      .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sent_at)))
      .catch((error: unknown) =>
        log.warn({ err: loggableError(error), mails: ids.length }, 'releasing claimed mail failed'),
      );
  }

  async function deliverOnce(): Promise<number> {
    // A record owed from before comes first: until it lands, that mail must not look unsent.
    if (!(await recordOwed())) return 0;
    let delivered = 0;
    const claimed = await claimDue();
    for (const [index, mail] of claimed.entries()) {
      if (stopped) {
        await release(claimed.slice(index).map((left) => left.id));
        break;
      }
      try {
        await transport.send({ ...mail, messageId: outboxMessageId(mail.id, input.mailFrom) });
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
        continue;
      }
      delivered += 1;
      const delivery = { id: mail.id, attempts: mail.attempts + 1, sentAt: new Date() };
      try {
        await record(delivery);
      } catch (error) {
        unrecorded.set(delivery.id, delivery);
        log.warn(
          { mailId: mail.id, err: loggableError(error) },
          'mail sent but not yet recorded: recording again until the database takes it',
        );
        retryRecordsSoon();
        // The rest of the batch waits for the database: its leases keep it from anyone else.
        await release(claimed.slice(index + 1).map((left) => left.id));
        break;
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
      let delivered: number;
      do {
        again = false;
        delivered = await deliverOnce().catch((error: unknown) => {
          log.error({ err: loggableError(error) }, 'mail sender pass failed');
          return 0;
        });
        total += delivered;
        // A whole batch delivered: more are likely due, so a backlog (after an SMTP outage, or a
        // burst of writes) drains at the transport's pace instead of a batch per poll. A batch
        // with a failure waits for the next poll.
      } while ((again || delivered === BATCH_SIZE) && !stopped);
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
    unrecordedCount: () => unrecorded.size,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      clearTimeout(recordRetry);
      const deadline = Date.now() + STOP_RECORD_WAIT_MS;
      while (!(await recordOwed()) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS));
      }
      if (unrecorded.size > 0) {
        log.error(
          { mails: [...unrecorded.keys()] },
          'stopped with mail sent but not recorded: it will be sent again, with the same Message-ID',
        );
      }
    },
  };
}
