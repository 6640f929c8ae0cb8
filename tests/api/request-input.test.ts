import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '#shared/storable-text';
import { MAX_BODY_DEPTH, TOO_DEEP_MESSAGE } from '../../src/server/http/request-input-rules';
import { clients, contactMessages } from '../../src/server/db/schema';
import { DEMO_SETTINGS } from '../../src/server/seed/demo-data';
import { loggableError } from '../../src/server/logger';
import { fromAddress } from '../helpers/caller-address';
import type { HttpClient } from '../helpers/http-client';
import { put, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

const server = useTestServer({ seed: true });
let amelia: HttpClient;
let admin: HttpClient;

beforeAll(async () => {
  amelia = (await signInDemoClient(server, 'amelia')).client;
  admin = (await signInAdmin(server)).client;
});

const NUL = 'before\u0000after';
const LONE_SURROGATE = 'before\ud800after';

/** In a URL: percent-encoded, a lone surrogate can only be sent as bytes that are not UTF-8. */
function inUrl(text: string): string {
  return text.isWellFormed()
    ? encodeURIComponent(text)
    : encodeURIComponent(text.toWellFormed()).replace('%EF%BF%BD', '%ED%A0%80');
}

const profile = {
  first_name: 'Amelia',
  last_name: 'Hart',
  phone: '+1 555 0100',
  address: '12 Gallery Row',
  city: 'Boston',
  state: 'MA',
  zipcode: '02110',
  country: 'United States',
};

/** One request per place a visitor or client can type text, with the field it arrives in. */
const TEXT_INPUTS: [string, string, (text: string) => Promise<Response>][] = [
  [
    'the sign-in e-mail',
    'email',
    (text) => server.client().post('/api/auth/sign-in/email', { email: text, password: 'x' }),
  ],
  [
    'the sign-up first name',
    'firstName',
    (text) =>
      server.client().post('/api/auth/sign-up/email', {
        email: 'nul@client.example',
        password: 'Correct-Horse-42',
        name: 'N U',
        firstName: text,
      }),
  ],
  [
    'a contact message',
    'message',
    (text) =>
      server.client().post('/api/contact', {
        name: 'Visitor',
        email: 'visitor@example.com',
        message: text,
      }),
  ],
  [
    'the newsletter e-mail',
    'email',
    (text) => server.client().post('/api/newsletter', { email: text }),
  ],
  [
    'the newsletter token',
    'token',
    (text) => server.client().get(`/api/newsletter/confirm?token=${inUrl(text)}`),
  ],
  ['a tracking number', 'path', (text) => server.client().get(`/api/track/${inUrl(text)}`)],
  [
    'the portal item search',
    'search',
    (text) => amelia.get(`/api/portal/items?search=${inUrl(text)}`),
  ],
  [
    'the admin shipment search',
    'search',
    (text) => admin.get(`/api/admin/shipments?search=${inUrl(text)}`),
  ],
  [
    'the profile city',
    'city',
    (text) => put(amelia, '/api/portal/profile', { ...profile, city: text }),
  ],
  [
    'the site settings address',
    'company_address',
    (text) => put(admin, '/api/admin/settings', { ...DEMO_SETTINGS, company_address: text }),
  ],
];

describe('text that cannot be stored (ASVS 5.0 V1.2: input is decoded and checked once)', () => {
  describe.each([
    ['a NUL character', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('with %s', (_kind, text) => {
    it.each(TEXT_INPUTS)('in %s is refused with 400 and the field', async (_where, field, send) => {
      const response = await send(text);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.fields).toEqual({ [field]: UNSTORABLE_TEXT_MESSAGE });
    });
  });

  it('in a key of a JSON body is refused, naming the key without the character', async () => {
    const response = await server.client().post('/api/contact', {
      name: 'Visitor',
      email: 'visitor@example.com',
      message: 'Hello',
      'note\u0000': 'x',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ note: UNSTORABLE_TEXT_MESSAGE });
  });

  it('leaves the stored rows as they were', async () => {
    const [before] = await server.deps.db.select().from(clients).limit(1);
    await put(amelia, '/api/portal/profile', { ...profile, city: NUL });
    const [after] = await server.deps.db.select().from(clients).where(eq(clients.id, before!.id));
    expect(after).toEqual(before);
  });

  it('never reaches the log with the values a failed query was sent with', async () => {
    const secret = 'Personal Name 7391';
    const failure = await server.deps.db
      .insert(contactMessages)
      .values({ name: `${secret}\u0000`, email: 'visitor@example.com', message: 'Hello' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(secret);
    const logged = JSON.stringify(loggableError(failure));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('insert into');
  });
});

describe('request bodies that are not JSON', () => {
  const nextOfKin = {
    next_of_kin_name: 'Oliver Hart',
    next_of_kin_phone: '+1 555 0101',
    next_of_kin_email: 'oliver@example.com',
  };

  it.each([
    ['text/plain', 'text/plain', JSON.stringify({})],
    ['form-encoded', 'application/x-www-form-urlencoded', 'next_of_kin_name='],
    ['without a Content-Type', null, JSON.stringify({})],
  ])('are refused with 415 when sent as %s, changing nothing', async (_name, type, body) => {
    expect((await put(amelia, '/api/portal/profile/next-of-kin', nextOfKin)).status).toBe(200);
    const headers = new Headers();
    if (type) headers.set('content-type', type);
    const response = await amelia.request('/api/portal/profile/next-of-kin', {
      method: 'PUT',
      headers,
      body: type ? body : new Blob([body]),
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const profileNow = await (await amelia.get('/api/portal/profile')).json();
    expect(JSON.stringify(profileNow)).toContain('Oliver Hart');
  });

  it('are refused on the auth endpoints too', async () => {
    const response = await server.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'a@b.example', password: 'whatever-1' }),
    });
    expect(response.status).toBe(415);
  });

  it('answer malformed JSON with 400', async () => {
    const response = await server.client().request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
  });
});

describe('bodies nested deeply', () => {
  /** `levels` objects inside each other, the innermost holding `inner`: about 8 kB at 4,000. */
  const nested = (levels: number, inner: unknown = 1): string =>
    '{"a":'.repeat(levels) + JSON.stringify(inner) + '}'.repeat(levels);
  const post = (client: HttpClient, path: string, body: string) =>
    client.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it.each([
    ['the newsletter (public)', '/api/newsletter', () => server.client()],
    ['sign-in', '/api/auth/sign-in/email', () => server.client()],
    ['a signed-in write', '/api/account/reauthenticate', () => amelia],
    ['an admin write', '/api/admin/shipments', () => admin],
  ])(
    'are refused with 400 naming the body on %s, 4,000 levels or 33',
    async (_name, path, caller) => {
      for (const levels of [4_000, MAX_BODY_DEPTH + 1]) {
        const body = nested(levels);
        const response = await post(caller(), path, body);
        expect(response.status, `${levels} levels`).toBe(400);
        expect((await response.json()).error).toMatchObject({
          code: 'BAD_REQUEST',
          message: TOO_DEEP_MESSAGE,
          fields: { body: TOO_DEEP_MESSAGE },
        });
      }
    },
  );

  it('in arrays as in objects, while 32 levels are read as any body is', async () => {
    const arrays = '['.repeat(5_000) + ']'.repeat(5_000);
    const response = await post(server.client(), '/api/newsletter', arrays);
    expect((await response.json()).error.fields).toEqual({ body: TOO_DEEP_MESSAGE });
    // At the cap the body is checked as usual: the route's own validation answers.
    const atCap = await post(server.client(), '/api/newsletter', nested(MAX_BODY_DEPTH));
    expect(atCap.status).toBe(400);
    expect((await atCap.json()).error.fields).not.toHaveProperty('body');
  });

  it('still name the first field that cannot be stored, in the order it was written', async () => {
    const body = JSON.stringify({ ok: 'fine', first: { deeper: NUL }, second: NUL, [NUL]: 1 });
    const response = await post(server.client(), '/api/newsletter', body);
    expect((await response.json()).error.fields).toEqual({
      'first.deeper': UNSTORABLE_TEXT_MESSAGE,
    });
  });
});

describe('per-address limits', () => {
  const track = (address: string) =>
    server.app.fetch(new Request(`${server.url}/api/track/OTC0000000000000`), fromAddress(address));

  it('count every address of one IPv6 /64 together', async () => {
    for (let index = 1; index <= 30; index += 1) {
      expect((await track(`2001:db8:7:1::${index.toString(16)}`)).status).not.toBe(429);
    }
    expect((await track('2001:db8:7:1:ffff::99')).status).toBe(429);
    expect((await track('2001:db8:7:2::1')).status).not.toBe(429);
  });
});

describe('the listen address', () => {
  it('is loopback unless HOST says otherwise', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'otc-host-')),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
    });
    try {
      const listening = await new Promise<{ address: string }>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const line = output.split('\n').find((text) => text.includes('"listening"'));
          if (line) resolve(JSON.parse(line) as { address: string });
        });
        child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
      });
      expect(listening.address).toBe('127.0.0.1');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
