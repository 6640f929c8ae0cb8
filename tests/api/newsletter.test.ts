import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscriptions } from '../../src/server/db/schema';
import type { ReceivedMail } from '../helpers/smtp-sink';
import { linkIn } from '../helpers/smtp-sink';
import { startTestServer } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';
import { forgetRateLimit, publicCallers } from './public-callers';

const SUBJECT = 'Confirm your subscription to Orion Transit & Custody news';
const PENDING = { status: 'pending-confirmation' };

const server = useTestServer({ seed: true });

beforeEach(() => forgetRateLimit(server, 'newsletter'));

const subscribe = (email: unknown) => server.client().post('/api/newsletter', { email });

async function subscriptionsOf(email: string) {
  return server.deps.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()));
}

const confirmationMails = (email: string) =>
  server.smtp.mails.filter((m) => m.to === email.toLowerCase() && m.subject === SUBJECT);

const confirmationMail = (email: string) =>
  server.smtp.waitForMail((m) => m.to === email.toLowerCase() && m.subject === SUBJECT);

const confirmLink = (mail: ReceivedMail) =>
  linkIn(mail, `${server.url}/api/newsletter/confirm?token=`);

/** Gives the sender time to deliver anything queued, so "no mail" is a real observation. */
async function drainOutbox() {
  await server.mail.deliverDue();
}

async function subscribeAndConfirm(email: string) {
  expect((await subscribe(email)).status).toBe(202);
  const confirmed = await server.client().get(confirmLink(await confirmationMail(email)));
  expect(confirmed.status).toBe(303);
}

describe('subscribing to the newsletter', () => {
  it('mails a confirmation link that confirms the subscription and leads to the confirmed page', async () => {
    const email = 'reader@gallery.example';
    const response = await subscribe(email);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(PENDING);

    const [pending] = await subscriptionsOf(email);
    expect(pending).toMatchObject({ email, confirmed_at: null });
    expect(pending!.confirmation_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const mail = await confirmationMail(email);
    const link = confirmLink(mail);
    expect(link).toBe(`${server.url}/api/newsletter/confirm?token=${pending!.confirmation_token}`);
    expect(mail.html).toContain(`href="${link}"`);

    const confirmed = await server.client().get(link);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/newsletter/confirmed');
    const [row] = await subscriptionsOf(email);
    expect(row!.confirmed_at).toBeInstanceOf(Date);

    // Opening the link again still says confirmed and keeps the first confirmation time.
    const again = await server.client().get(link);
    expect(again.headers.get('location')).toBe('/newsletter/confirmed');
    const [after] = await subscriptionsOf(email);
    expect(after!.confirmed_at).toEqual(row!.confirmed_at);
  });

  it('keeps one row for an address subscribed twice and mails the same link again', async () => {
    const email = 'twice@gallery.example';
    expect((await subscribe(email)).status).toBe(202);
    const first = await confirmationMail(email);
    expect((await subscribe('  TWICE@Gallery.example ')).status).toBe(202);
    await expect.poll(() => confirmationMails(email).length).toBe(2);

    expect(await subscriptionsOf(email)).toHaveLength(1);
    const [, second] = confirmationMails(email);
    expect(confirmLink(second!)).toBe(confirmLink(first));
  });

  it('sends nothing more to an address that is already confirmed', async () => {
    const email = 'confirmed@gallery.example';
    await subscribeAndConfirm(email);
    const [before] = await subscriptionsOf(email);

    expect((await subscribe(email)).status).toBe(202);
    await drainOutbox();
    expect(confirmationMails(email)).toHaveLength(1);
    const queued = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(queued).toHaveLength(1);
    expect(await subscriptionsOf(email)).toEqual([before]);
  });

  it('answers a new, a pending and a confirmed address identically', async () => {
    await subscribeAndConfirm('known@gallery.example');
    expect((await subscribe('waiting@gallery.example')).status).toBe(202);

    const answers = [];
    for (const email of [
      'brand-new@gallery.example',
      'waiting@gallery.example',
      'known@gallery.example',
    ]) {
      const response = await subscribe(email);
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 202, body: JSON.stringify(PENDING) }));
  });

  it('is open to anonymous visitors, clients and administrators alike', async () => {
    for (const [who, client] of await publicCallers(server)) {
      const email = `${who.replace(/\W+/g, '-')}@callers.example`;
      const response = await client.post('/api/newsletter', { email });
      expect(response.status, who).toBe(202);
      expect(await subscriptionsOf(email), who).toHaveLength(1);
    }
  });
});

describe('newsletter validation', () => {
  it.each([
    ['an invalid address', 'not-an-email'],
    ['an empty address', ''],
    ['no address', undefined],
    ['a number', 42],
    ['an address over 254 characters', `${'a'.repeat(250)}@x.example`],
  ])('refuses %s with 400 and the field message', async (_case, email) => {
    const response = await subscribe(email);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please enter a valid email address.',
      fields: { email: 'Please enter a valid email address.' },
    });
  });
});

describe('confirmation links', () => {
  it.each([
    ['an unknown token', '/api/newsletter/confirm?token=not-a-real-token'],
    ['no token', '/api/newsletter/confirm'],
    ['an over-long token', `/api/newsletter/confirm?token=${'x'.repeat(500)}`],
  ])('sends %s to the invalid-link page', async (_case, path) => {
    const response = await server.client().get(path);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/newsletter/confirmed?error=invalid');
  });

  it('does not confirm anything through an unknown token', async () => {
    const email = 'untouched@gallery.example';
    expect((await subscribe(email)).status).toBe(202);
    await server.client().get('/api/newsletter/confirm?token=guess');
    const [row] = await subscriptionsOf(email);
    expect(row!.confirmed_at).toBeNull();
  });
});

describe('newsletter rate limit', () => {
  it('answers 429 after five signups from one address in ten minutes', async () => {
    const fresh = await startTestServer();
    try {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await fresh
          .client()
          .post('/api/newsletter', { email: `limit-${attempt}@gallery.example` });
        expect(response.status, `attempt ${attempt}`).toBe(202);
      }
      const limited = await fresh
        .client()
        .post('/api/newsletter', { email: 'limit-6@gallery.example' });
      expect(limited.status).toBe(429);
      expect((await limited.json()).error.message).toBe(
        'Too many attempts, try again in 10 minutes',
      );
      expect(await fresh.deps.db.select().from(newsletterSubscriptions)).toHaveLength(5);
    } finally {
      await fresh.stop();
    }
  });
});
