import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config';
import { composeServer } from '../../src/server/compose';
import { mailOutbox } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { enqueueMail } from '../../src/server/mail/outbox';
import { retryDelaySeconds } from '../../src/server/mail/sender';
import { invitationMessage, resetPasswordMessage } from '../../src/server/mail/templates';
import { fromAddress } from '../helpers/caller-address';
import { openTestDatabase } from '../helpers/test-database';
import { TEST_RECEIPT_SIGNING_KEY } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';

const server = useTestServer();

describe('mail outbox', () => {
  it('delivers over SMTP with plain-text and HTML parts', async () => {
    await enqueueMail(
      server.deps.db,
      'reader@client.example',
      invitationMessage({ firstName: 'Ada', url: 'http://localhost:3000/x?token=1' }),
    );
    await server.mail.deliverDue();
    const mail = await server.smtp.waitForMail((m) => m.to === 'reader@client.example');
    expect(mail.subject).toBe('Your Orion Transit & Custody client account is ready');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('valid for 72 hours');
    expect(mail.html).toContain('href="http://localhost:3000/x?token=1"');
  });

  it('drains a backlog of several batches in one pass, not a batch per poll', async () => {
    const backlog = Array.from({ length: 45 }, (_, index) => `backlog-${index}@client.example`);
    for (const to of backlog) {
      await enqueueMail(
        server.deps.db,
        to,
        invitationMessage({ firstName: 'Ada', url: 'http://localhost:3000/x?token=1' }),
      );
    }
    expect(await server.mail.deliverDue()).toBeGreaterThanOrEqual(backlog.length);
    const unsent = await server.deps.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sent_at));
    expect(unsent.filter((mail) => backlog.includes(mail.to))).toEqual([]);
  });

  it('keeps a mail that fails and retries it later with backoff', async () => {
    server.smtp.failNext(1);
    await enqueueMail(
      server.deps.db,
      'retry@client.example',
      resetPasswordMessage({ firstName: 'Bo', url: 'http://localhost:3000/r' }),
    );
    await server.mail.deliverDue();
    const [failed] = await server.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'retry@client.example'));
    expect(failed).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed?.last_error).toMatch(/busy/i);
    expect(failed!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Make it due now, as the clock would after the backoff.
    await server.deps.db
      .update(mailOutbox)
      .set({ next_attempt_at: new Date() })
      .where(eq(mailOutbox.id, failed!.id));
    await server.mail.deliverDue();
    const [sent] = await server.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, failed!.id));
    expect(sent?.attempts).toBe(2);
    expect(sent?.sent_at).toBeInstanceOf(Date);
    await server.smtp.waitForMail((m) => m.to === 'retry@client.example');
  });

  it('doubles the wait after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 10, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });

  it('escapes what users typed into a mail', () => {
    const message = invitationMessage({
      firstName: '<script>x</script>',
      url: 'http://localhost:3000/a',
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;');
  });
});

describe('development mailbox', () => {
  async function withServer(
    env: Record<string, string>,
    check: (app: Awaited<ReturnType<typeof composeServer>>) => Promise<void>,
  ) {
    const database = await openTestDatabase();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: '.tmp/unused',
      AUTH_SECRET: 'y'.repeat(40),
      RECEIPT_SIGNING_KEY: TEST_RECEIPT_SIGNING_KEY,
      ...env,
    });
    const composed = await composeServer(config, createLogger('silent'), { database });
    try {
      await check(composed);
    } finally {
      await composed.close();
    }
  }

  it('lists every mail with clickable links when there is no SMTP server', async () => {
    await withServer({}, async ({ app, deps, mail }) => {
      await enqueueMail(
        deps.db,
        'dev@client.example',
        invitationMessage({ firstName: 'Dev', url: 'http://localhost:3000/invite?token=abc' }),
      );
      await mail.deliverDue();
      const response = await app.fetch(
        new Request('http://localhost/dev/mailbox'),
        fromAddress('127.0.0.1'),
      );
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('dev@client.example');
      expect(html).toContain('href="http://localhost:3000/invite?token=abc"');
      expect(html).toContain('delivered');
    });
  });

  it('is served to every caller on this machine and to nobody else', async () => {
    await withServer({}, async ({ app }) => {
      const open = async (address: string) =>
        (await app.fetch(new Request('http://localhost/dev/mailbox'), fromAddress(address))).status;
      for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
        expect(await open(address), address).toBe(200);
      }
      for (const address of ['192.0.2.10', '10.0.0.5', '2001:db8::5', '::ffff:192.0.2.10']) {
        expect(await open(address), address).toBe(404);
      }
    });
  });

  it('does not exist in production', async () => {
    await withServer({ NODE_ENV: 'production' }, async ({ app }) => {
      expect((await app.request('/dev/mailbox')).status).toBe(404);
    });
  });
});
