import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { enqueueMail } from '../../src/server/mail/outbox';
import { outboxMessageId, startMailSender } from '../../src/server/mail/sender';
import { createLogger } from '../../src/server/logger';
import { openTestDatabase } from '../helpers/test-database';
import { resetPasswordMessage } from '../../src/server/mail/templates';
import { useTestServer } from '../helpers/use-test-server';

/**
 * A mail is sent once even when the database fails to take the record of its sending, and every
 * attempt at one outbox row carries the same Message-ID (decision 039).
 */
const server = useTestServer();

/** A real database refusal of every "sent" record, as a server going down answers (57P03). */
async function refuseDeliveryRecords(refuse: boolean) {
  const { db } = server.deps;
  if (!refuse) {
    await db.execute(sql`drop trigger if exists refuse_delivery_record on mail_outbox`);
    return;
  }
  await db.execute(sql`create or replace function refuse_delivery_record() returns trigger
    language plpgsql as $$ begin
      raise exception 'the database system is starting up' using errcode = '57P03';
    end $$`);
  await db.execute(sql`create trigger refuse_delivery_record before update on mail_outbox
    for each row when (new.sent_at is not null and old.sent_at is null)
    execute function refuse_delivery_record()`);
}

const rowOf = async (to: string) =>
  (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const message = () => resetPasswordMessage({ firstName: 'Ada', url: 'http://localhost:3000/r' });

describe('mail delivery records', () => {
  it('records a sent mail once the database answers again, and never sends it twice', async () => {
    const to = 'unrecorded@client.example';
    await enqueueMail(server.deps.db, to, message());
    await refuseDeliveryRecords(true);
    try {
      await server.mail.deliverDue();
      await server.smtp.waitForMail((mail) => mail.to === to);
      expect(server.mail.unrecordedCount()).toBe(1);
      const waiting = await rowOf(to);
      expect(waiting.sent_at).toBeNull();
      // Still leased: the next passes (and any other instance) leave it alone.
      expect(waiting.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 60_000);
      await server.mail.deliverDue();
      await server.mail.deliverDue();
    } finally {
      await refuseDeliveryRecords(false);
    }
    await waitFor(async () => (await rowOf(to)).sent_at !== null);
    expect(server.mail.unrecordedCount()).toBe(0);
    expect((await rowOf(to)).attempts).toBe(1);
    await server.mail.deliverDue();
    expect(server.smtp.mails.filter((mail) => mail.to === to)).toHaveLength(1);
  });

  it('gives every attempt at one outbox row the same Message-ID', async () => {
    const to = 'same-id@client.example';
    server.smtp.failNext(1);
    await enqueueMail(server.deps.db, to, message());
    await server.mail.deliverDue();
    const row = await rowOf(to);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    await server.deps.db
      .update(mailOutbox)
      .set({ next_attempt_at: new Date() })
      .where(eq(mailOutbox.id, row.id));
    await server.mail.deliverDue();
    const received = await server.smtp.waitForMail((mail) => mail.to === to);
    expect(received.headers['message-id']).toBe(`<${row.id}@orion-tc.example>`);
  });

  it('takes the domain of MAIL_FROM for the Message-ID', () => {
    expect(outboxMessageId('abc', 'Orion <no-reply@mail.orion.example>')).toBe(
      '<abc@mail.orion.example>',
    );
    expect(outboxMessageId('abc', 'no-reply@orion.example')).toBe('<abc@orion.example>');
  });

  it('hands the rest of a batch back to the outbox at once when stopping mid-batch', async () => {
    const database = await openTestDatabase();
    try {
      for (const name of ['first', 'second', 'third']) {
        await enqueueMail(database.db, `${name}@client.example`, message());
      }
      let sendStarted!: () => void;
      const started = new Promise<void>((resolve) => (sendStarted = resolve));
      let finishSend!: () => void;
      const sent: string[] = [];
      const sender = startMailSender({
        db: database.db,
        log: createLogger('silent'),
        mailFrom: 'no-reply@orion-tc.example',
        pollIntervalMs: 60_000,
        transport: {
          send: async (mail) => {
            sent.push(mail.to);
            sendStarted();
            await new Promise<void>((resolve) => (finishSend = resolve));
          },
        },
      });
      const pass = sender.deliverDue();
      await started;
      const stopping = sender.stop();
      finishSend();
      await Promise.all([pass, stopping]);

      expect(sent).toHaveLength(1);
      const rows = await database.db.select().from(mailOutbox);
      const unsent = rows.filter((row) => row.sent_at === null);
      expect(unsent).toHaveLength(2);
      // Due now for another instance, not at the end of a two-minute lease.
      for (const row of unsent)
        expect(row.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
    } finally {
      await database.close();
    }
  });
});
