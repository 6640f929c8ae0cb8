import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appSettings, contactMessages } from '../../src/server/db/schema';
import { FALLBACK_SITE_SETTINGS } from '../../src/shared/site-settings';
import { startTestServer } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';
import { forgetRateLimit, publicCallers } from './public-callers';

const COMPANY_ADDRESS = 'operations@orion-tc.example';

const server = useTestServer({ seed: true });

beforeEach(() => forgetRateLimit(server, 'contact'));

const complete = {
  name: 'Dana Whitfield',
  email: 'dana@whitfield-art.example',
  company: 'Whitfield Fine Art',
  phone: '+1 (646) 555-0182',
  subject: 'Moving a sculpture to Chicago',
  message: 'We need a bonded transfer of one bronze sculpture, 180 kg.\n\nCan you quote?',
  serviceType: 'shipping',
};

const send = (body: unknown) => server.client().post('/api/contact', body);

async function storedMessage(id: string) {
  const [row] = await server.deps.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row;
}

async function messageCount() {
  return (await server.deps.db.select({ id: contactMessages.id }).from(contactMessages)).length;
}

describe('sending the contact form', () => {
  it('stores the message and mails every field to the company address', async () => {
    const response = await send(complete);
    expect(response.status).toBe(201);
    const { id } = await response.json();

    expect(await storedMessage(id)).toMatchObject({
      name: complete.name,
      email: complete.email,
      company: complete.company,
      phone: complete.phone,
      subject: complete.subject,
      message: complete.message,
      service_type: 'shipping',
      ip_address: '127.0.0.1',
    });

    const mail = await server.smtp.waitForMail(
      (m) => m.to === COMPANY_ADDRESS && m.text.includes(complete.name),
    );
    expect(mail.subject).toBe('Contact form: Moving a sculpture to Chicago (from Dana Whitfield)');
    expect(mail.text).toContain('From: Dana Whitfield <dana@whitfield-art.example>');
    expect(mail.text).toContain('Company: Whitfield Fine Art');
    expect(mail.text).toContain('Phone: +1 (646) 555-0182');
    expect(mail.text).toContain('Service type: Shipping Services');
    expect(mail.text).toContain('We need a bonded transfer of one bronze sculpture, 180 kg.');
    expect(mail.text).toContain('Can you quote?');
    expect(mail.html).toContain('href="mailto:dana@whitfield-art.example"');
  });

  it('needs only name, e-mail and message, and files it as a general inquiry', async () => {
    const response = await send({
      name: 'Omar',
      email: 'omar@example.com',
      message: 'Hours on Saturday?',
      company: '  ',
    });
    expect(response.status).toBe(201);
    const row = await storedMessage((await response.json()).id);
    expect(row).toMatchObject({ service_type: 'general', company: null, phone: null });
    const mail = await server.smtp.waitForMail((m) => m.text.includes('Hours on Saturday?'));
    expect(mail.subject).toBe('Contact form: General Inquiry (from Omar)');
    expect(mail.text).toContain('Company: not given');
  });

  it('escapes HTML the visitor typed in the mail', async () => {
    const response = await send({
      ...complete,
      name: 'Eve <b>Bold</b>',
      message: 'Click <a href="https://evil.example">here</a> <script>alert(1)</script>',
    });
    expect(response.status).toBe(201);
    const mail = await server.smtp.waitForMail((m) => m.text.includes('evil.example'));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<a href="https://evil.example">');
    expect(mail.html).not.toContain('<b>Bold</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Eve &lt;b&gt;Bold&lt;/b&gt;');
  });

  it('goes to the fallback address while no contact e-mail is set', async () => {
    await server.deps.db
      .update(appSettings)
      .set({ setting_value: '' })
      .where(eq(appSettings.setting_key, 'contact_email'));
    try {
      expect((await send({ ...complete, message: 'Fallback route check' })).status).toBe(201);
      const mail = await server.smtp.waitForMail((m) => m.text.includes('Fallback route check'));
      expect(mail.to).toBe(FALLBACK_SITE_SETTINGS.contact_email);
    } finally {
      await server.deps.db
        .update(appSettings)
        .set({ setting_value: COMPANY_ADDRESS })
        .where(eq(appSettings.setting_key, 'contact_email'));
    }
  });

  it('is open to anonymous visitors, clients and administrators alike', async () => {
    for (const [who, client] of await publicCallers(server)) {
      const response = await client.post('/api/contact', { ...complete, subject: who });
      expect(response.status, who).toBe(201);
      expect(await storedMessage((await response.json()).id), who).toMatchObject({ subject: who });
    }
  });
});

describe('contact form validation', () => {
  const { name: _name, message: _message, ...withoutNameAndMessage } = complete;

  it.each([
    ['a missing name', { ...complete, name: undefined }, { name: 'Name is required.' }],
    ['a blank name', { ...complete, name: '   ' }, { name: 'Name is required.' }],
    [
      'an invalid e-mail',
      { ...complete, email: 'dana@' },
      { email: 'Please enter a valid email address.' },
    ],
    [
      'a missing e-mail',
      { ...complete, email: '' },
      { email: 'Please enter a valid email address.' },
    ],
    ['a missing message', { ...complete, message: '' }, { message: 'Message is required.' }],
    [
      'an unknown service type',
      { ...complete, serviceType: 'bribery' },
      { serviceType: 'Please choose one of the listed service types.' },
    ],
    [
      'a name over 100 characters',
      { ...complete, name: 'n'.repeat(101) },
      { name: 'Name must be at most 100 characters.' },
    ],
    [
      'a message over 5000 characters',
      { ...complete, message: 'm'.repeat(5001) },
      { message: 'Message must be at most 5000 characters.' },
    ],
    [
      'a subject over 200 characters',
      { ...complete, subject: 's'.repeat(201) },
      { subject: 'Subject must be at most 200 characters.' },
    ],
    [
      'several missing fields at once',
      withoutNameAndMessage,
      { name: 'Name is required.', message: 'Message is required.' },
    ],
    ['a body that is not an object', ['hello'], { json: expect.any(String) }],
  ])('refuses %s with 400 and the field message', async (_case, body, fields) => {
    const before = await messageCount();
    const response = await send(body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.fields).toEqual(fields);
    expect(await messageCount()).toBe(before);
  });

  it('refuses a body that is not JSON with 400, not 500', async () => {
    const response = await server.client().request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
  });
});

describe('contact form rate limit', () => {
  it('answers 429 after five messages from one address in ten minutes', async () => {
    const fresh = await startTestServer({ seed: true });
    try {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await fresh.client().post('/api/contact', complete);
        expect(response.status, `attempt ${attempt}`).toBe(201);
      }
      const limited = await fresh.client().post('/api/contact', complete);
      expect(limited.status).toBe(429);
      expect((await limited.json()).error.message).toMatch(
        /^Too many attempts, try again in 10 minutes$/,
      );
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
      const stored = await fresh.deps.db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.created_at));
      expect(stored).toHaveLength(5);
    } finally {
      await fresh.stop();
    }
  });
});
