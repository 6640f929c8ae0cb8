import { randomUUID } from 'node:crypto';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditAction } from '#shared/audit-action';
import { REAUTHENTICATION_REQUIRED_CODE } from '#shared/auth';
import type { Passkey } from '#shared/passkeys';
import { PASSKEY_MESSAGES } from '#shared/passkeys';
import { auditEvents, passkeys, sessions, users } from '../../src/server/db/schema';
import { bodyOf, del, insertClientWithPassword, UNKNOWN_ID } from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import { errorOf, sessionCookieOf, signIn, signInAdmin } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { linkIn } from '../helpers/smtp-sink';
import type { ReceivedMail } from '../helpers/smtp-sink';
import { SoftwareAuthenticator } from '../helpers/software-authenticator';
import { startTestServer } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';
import { enrolTwoFactor } from '../helpers/two-factor';

/**
 * Passkeys (WebAuthn, decision 032) as a sign-in of their own, added and removed in settings,
 * and as a way to prove who you are again. A software authenticator (P-256, 'none' attestation)
 * plays the browser's part, so every answer is verified for real. Titles name the OWASP ASVS 5.0
 * requirement they prove.
 */

const server = useTestServer({ seed: true });
let sequence = 0;
const PASSWORD = 'Passkey-Test-Password-1';
const MINUTE_MS = 60_000;
const EVIL_ORIGIN = 'https://otc-login.example';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';
const PASSKEYS_CHANGED = 'Your passkeys were changed';

/** A fresh confirmed client with a password, signed in now (so its sign-in is recent). */
async function freshClient(userAgent = CHROME_MAC): Promise<SignedIn> {
  sequence += 1;
  const email = `passkeys-${sequence}@client.example`;
  await insertClientWithPassword(
    server,
    { email, first_name: 'Pia', last_name: `Passkey${sequence}` },
    PASSWORD,
  );
  return signIn(server, email, PASSWORD, { 'user-agent': userAgent });
}

async function registrationOptions(client: HttpClient) {
  return bodyOf<PublicKeyCredentialCreationOptionsJSON>(
    await client.post('/api/account/passkeys/registration-options'),
  );
}

/** Account Settings → Add a passkey, with the browser's ceremony played by `authenticator`. */
async function addPasskey(
  client: HttpClient,
  authenticator: SoftwareAuthenticator,
  name = 'Work laptop',
): Promise<Passkey> {
  const response = authenticator.register(await registrationOptions(client));
  return bodyOf<Passkey>(await client.post('/api/account/passkeys', { name, response }), 201);
}

async function signInOptions(client: HttpClient) {
  return bodyOf<PublicKeyCredentialRequestOptionsJSON>(
    await client.post('/api/auth/passkey/sign-in-options'),
  );
}

/** The login page's "Sign in with a passkey", in a browser of its own unless one is given. */
async function passkeySignIn(
  authenticator: SoftwareAuthenticator,
  options: Parameters<SoftwareAuthenticator['authenticate']>[1] & {
    client?: HttpClient;
    headers?: Record<string, string>;
  } = {},
) {
  const { client = server.client(), headers, ...ceremony } = options;
  const response = authenticator.authenticate(await signInOptions(client), ceremony);
  const answer = await client.post('/api/auth/passkey/sign-in', { response }, { headers });
  return { client, answer };
}

async function passkeysOf(client: HttpClient): Promise<Passkey[]> {
  return (await bodyOf<{ passkeys: Passkey[] }>(await client.get('/api/account/passkeys')))
    .passkeys;
}

function storedPasskeys(userId: string) {
  return server.deps.db.select().from(passkeys).where(eq(passkeys.userId, userId));
}

function auditRows(userId: string, action: AuditAction) {
  return server.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actor_user_id, userId), eq(auditEvents.action, action)));
}

/** Makes the account's sessions look signed in 11 minutes ago: past the re-authentication window. */
async function ageSessions(userId: string) {
  await server.deps.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - 11 * MINUTE_MS), reauthenticatedAt: null })
    .where(eq(sessions.userId, userId));
}

const alertTo = (email: string, subject: string) => (mail: ReceivedMail) =>
  mail.to === email && mail.subject === subject;

describe('adding a passkey', () => {
  it('V6.3.7 V16.3.1 a client adds a passkey: listed without its key, audited, and the owner e-mailed with a "This wasn\'t me" link', async () => {
    const client = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    const added = await addPasskey(client.client, authenticator, '  Work laptop  ');

    expect(added).toMatchObject({
      name: 'Work laptop',
      last_used_at: null,
      device_type: 'singleDevice',
      backed_up: false,
    });
    expect(await passkeysOf(client.client)).toEqual([added]);
    const [stored] = await storedPasskeys(client.userId);
    expect(stored).toMatchObject({
      id: added.id,
      credentialId: authenticator.credentialIds[0],
      counter: 0,
      transports: ['internal'],
    });
    expect(stored!.publicKey.length).toBeGreaterThan(50);
    const listed = JSON.stringify(await passkeysOf(client.client));
    expect(listed).not.toContain(stored!.credentialId);
    expect(listed).not.toContain(stored!.publicKey);

    const [event] = await auditRows(client.userId, 'passkey_added');
    expect(event).toMatchObject({
      entity_id: client.userId,
      details: { passkey_id: added.id, name: 'Work laptop', device_type: 'singleDevice' },
    });
    const mail = await server.smtp.waitForMail(alertTo(client.email, PASSKEYS_CHANGED));
    expect(mail.text).toContain('The passkeys of your account were just changed.');
    expect(linkIn(mail, `${server.url}/secure-account?token=`)).toBeTruthy();
  });

  it('V6.7.2 gives options for a discoverable, user-verified passkey with a fresh challenge of 256 bits, never for an authenticator already added', async () => {
    const { client } = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    const first = await registrationOptions(client);
    expect(first).toMatchObject({
      rp: { id: '127.0.0.1', name: 'Orion Transit & Custody' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
      excludeCredentials: [],
    });
    expect(Buffer.from(first.challenge, 'base64url').length).toBeGreaterThanOrEqual(32);
    const added = authenticator.register(first);
    expect(
      (await client.post('/api/account/passkeys', { name: 'A', response: added })).status,
    ).toBe(201);
    const second = await registrationOptions(client);
    expect(second.challenge).not.toBe(first.challenge);
    expect(second.excludeCredentials).toEqual([
      { id: added.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('V7.5.1 needs a sign-in of the last 10 minutes: an older session gets 403 REAUTHENTICATION_REQUIRED and nothing is stored', async () => {
    const client = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    const response = authenticator.register(await registrationOptions(client.client));
    await ageSessions(client.userId);

    const options = await errorOf(
      await client.client.post('/api/account/passkeys/registration-options'),
      403,
    );
    expect(options.code).toBe(REAUTHENTICATION_REQUIRED_CODE);
    const adding = await errorOf(
      await client.client.post('/api/account/passkeys', { name: 'Late', response }),
      403,
    );
    expect(adding.code).toBe(REAUTHENTICATION_REQUIRED_CODE);
    expect(await storedPasskeys(client.userId)).toEqual([]);
    expect(await auditRows(client.userId, 'passkey_added')).toEqual([]);
  });

  it("V6.7.2 refuses an answer to another challenge, from another origin, without user verification, or given twice, with 400 on 'response'", async () => {
    const { client, userId } = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    const attempts = [
      { challenge: Buffer.from('a challenge we never gave').toString('base64url') },
      { origin: EVIL_ORIGIN },
      { userVerified: false },
    ];
    for (const tampering of attempts) {
      const response = authenticator.register(await registrationOptions(client), tampering);
      const error = await errorOf(
        await client.post('/api/account/passkeys', { name: 'Tampered', response }),
        400,
      );
      expect(error.fields).toEqual({ response: PASSKEY_MESSAGES.notAdded });
    }
    expect(await storedPasskeys(userId)).toEqual([]);

    // The challenge answers once: the same good answer sent again is refused.
    const response = authenticator.register(await registrationOptions(client));
    expect((await client.post('/api/account/passkeys', { name: 'Once', response })).status).toBe(
      201,
    );
    await errorOf(await client.post('/api/account/passkeys', { name: 'Twice', response }), 400);
    expect(await storedPasskeys(userId)).toHaveLength(1);
  });

  it('V2.2.1 answers bad input with 400 naming the field and what is wrong, storing nothing', async () => {
    const { client, userId } = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    const response = authenticator.register(await registrationOptions(client));
    const cases: [unknown, Record<string, string>][] = [
      [{ name: '', response }, { name: PASSKEY_MESSAGES.nameRequired }],
      [{ name: '    ', response }, { name: PASSKEY_MESSAGES.nameRequired }],
      [{ name: 'x'.repeat(61), response }, { name: PASSKEY_MESSAGES.nameTooLong }],
      [{ response }, { name: PASSKEY_MESSAGES.nameRequired }],
      [{ name: 'Phone' }, { response: PASSKEY_MESSAGES.responseInvalid }],
      [{ name: 'Phone', response: 'a string' }, { response: PASSKEY_MESSAGES.responseInvalid }],
      [
        { name: 'Phone', response: { ...response, id: 'not base64url!' } },
        { 'response.id': PASSKEY_MESSAGES.responseInvalid },
      ],
      [
        { name: 'Phone', response: { ...response, type: 'password' } },
        { 'response.type': PASSKEY_MESSAGES.responseInvalid },
      ],
      [
        { name: 'Phone', response: { ...response, response: { clientDataJSON: 42 } } },
        {
          'response.response.clientDataJSON': PASSKEY_MESSAGES.responseInvalid,
          'response.response.attestationObject': PASSKEY_MESSAGES.responseInvalid,
        },
      ],
    ];
    for (const [body, fields] of cases) {
      const error = await errorOf(await client.post('/api/account/passkeys', body), 400);
      expect(error.fields, JSON.stringify(body).slice(0, 80)).toEqual(fields);
    }
    const extra = await errorOf(
      await client.post('/api/account/passkeys', { name: 'Phone', response, admin: true }),
      400,
    );
    expect(extra.fields).toBeDefined();
    // Well-formed base64url that is no attestation at all: a refusal, never a 500.
    const garbled = {
      ...response,
      response: { ...response.response, attestationObject: 'AAAA' },
    };
    const refused = await errorOf(
      await client.post('/api/account/passkeys', { name: 'Phone', response: garbled }),
      400,
    );
    expect(refused.fields).toEqual({ response: PASSKEY_MESSAGES.notAdded });
    expect(await storedPasskeys(userId)).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('V6.3.3 V7.2.4 V16.3.1 a passkey alone signs in: a new session cookie as a password sign-in sets, audited with its method, the use recorded', async () => {
    const owner = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    const added = await addPasskey(owner.client, authenticator);

    const options = await signInOptions(server.client());
    expect(options).toMatchObject({ rpId: '127.0.0.1', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);

    const { client, answer } = await passkeySignIn(authenticator, {
      headers: { 'user-agent': CHROME_MAC },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      user: expect.objectContaining({ id: owner.userId, email: owner.email, role: 'client' }),
    });
    const cookie = sessionCookieOf(answer);
    expect(cookie).toMatch(/^otc\.session_token=.+/);
    expect(cookie).not.toBe(owner.sessionCookie);
    const setCookies = answer.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/otc\.session_token=[^;]+;.*HttpOnly/i);
    expect(setCookies).toMatch(/otc\.passkey_challenge=;/);
    expect(JSON.stringify(await (await client.get('/api/auth/get-session')).json())).toContain(
      owner.email,
    );
    expect((await client.get('/api/account/me')).status).toBe(200);

    const rows = await server.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, owner.userId));
    expect(rows).toHaveLength(2);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    expect(newest).toMatchObject({ ipAddress: '127.0.0.1', userAgent: CHROME_MAC });
    const lifetime = newest.expiresAt.getTime() - newest.createdAt.getTime();
    expect(Math.abs(lifetime - 12 * 60 * MINUTE_MS)).toBeLessThan(5_000);

    const [signedIn] = await auditRows(owner.userId, 'sign_in').then((events) =>
      events.filter((event) => (event.details as { method?: string } | null)?.method === 'passkey'),
    );
    expect(signedIn).toMatchObject({ details: { method: 'passkey', passkey_id: added.id } });
    const [stored] = await storedPasskeys(owner.userId);
    expect(stored!.counter).toBe(1);
    const [listed] = await passkeysOf(client);
    expect(Date.now() - Date.parse(listed!.last_used_at!)).toBeLessThan(MINUTE_MS);
  });

  it('V6.3.3 signs in an account with two-factor sign-in on without asking for its code', async () => {
    const owner = await freshClient();
    await enrolTwoFactor(owner.client, PASSWORD);
    const authenticator = new SoftwareAuthenticator(server.url);
    await addPasskey(owner.client, authenticator);

    const { client, answer } = await passkeySignIn(authenticator);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      user: expect.objectContaining({ email: owner.email, two_factor_enabled: true }),
    });
    expect((await client.get('/api/account/me')).status).toBe(200);
  });

  it('V6.3.3 V6.3.4 an administrator with two-factor sign-in signs in with a passkey and reaches the admin area', async () => {
    const admin = await signInAdmin(server);
    const authenticator = new SoftwareAuthenticator(server.url);
    await addPasskey(admin.client, authenticator, 'Admin key');
    const { client, answer } = await passkeySignIn(authenticator);
    expect(answer.status).toBe(200);
    expect((await answer.json()).user).toMatchObject({ role: 'admin' });
    expect((await client.get('/api/admin/overview')).status).toBe(200);
  });

  it("V6.3.8 V16.3.1 an unknown passkey, a wrong challenge, another origin, no user verification, another user's handle, another browser's challenge or a replay: one 401 message, no session, audited", async () => {
    const owner = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    await addPasskey(owner.client, authenticator);
    // A passkey made for this site but never added to any account.
    const stranger = new SoftwareAuthenticator(server.url);
    stranger.register({
      rp: { id: '127.0.0.1', name: 'Orion Transit & Custody' },
      user: { id: 'c3RyYW5nZXI', name: 'stranger@client.example', displayName: 'Stranger' },
      challenge: 'bm90LWFza2VkLWZvcg',
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    });

    const attempts: Promise<{ answer: Response }>[] = [
      passkeySignIn(stranger),
      passkeySignIn(authenticator, {
        challenge: Buffer.from('a challenge we never gave').toString('base64url'),
      }),
      passkeySignIn(authenticator, { origin: EVIL_ORIGIN }),
      passkeySignIn(authenticator, { userVerified: false }),
      passkeySignIn(authenticator, { userHandle: Buffer.from(randomUUID()).toString('base64url') }),
    ];
    // Options asked by one browser, answered from another (without its challenge cookie).
    const asked = await signInOptions(server.client());
    const elsewhere = server
      .client()
      .post('/api/auth/passkey/sign-in', { response: authenticator.authenticate(asked) });
    const answers = [...(await Promise.all(attempts)).map(({ answer }) => answer), await elsewhere];
    for (const answer of answers) {
      const error = await errorOf(answer, 401);
      expect(error.message).toBe(PASSKEY_MESSAGES.signInFailed);
      expect(sessionCookieOf(answer)).toBeNull();
    }

    // A good answer replayed: the challenge answered once, so the second is refused.
    const browser = server.client();
    const response = authenticator.authenticate(await signInOptions(browser));
    expect((await browser.post('/api/auth/passkey/sign-in', { response })).status).toBe(200);
    await errorOf(await browser.post('/api/auth/passkey/sign-in', { response }), 401);

    const failures = await auditRows(owner.userId, 'sign_in_failed');
    expect(failures).toHaveLength(6);
    for (const failure of failures) {
      expect(failure).toMatchObject({ actor_label: owner.email, details: { method: 'passkey' } });
    }
    const unknown = await server.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sign_in_failed'), eq(auditEvents.actor_label, 'unknown')));
    expect(unknown.length).toBeGreaterThanOrEqual(1);
  });

  it('V6.3.3 refuses a signature counter that went back (a cloned authenticator) and keeps the stored one', async () => {
    const owner = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    await addPasskey(owner.client, authenticator);
    expect((await passkeySignIn(authenticator, { counter: 5 })).answer.status).toBe(200);

    for (const counter of [5, 4]) {
      const { answer } = await passkeySignIn(authenticator, { counter });
      expect((await errorOf(answer, 401)).message).toBe(PASSKEY_MESSAGES.signInFailed);
    }
    const [stored] = await storedPasskeys(owner.userId);
    expect(stored!.counter).toBe(5);
    const failures = await auditRows(owner.userId, 'sign_in_failed');
    expect(failures.map((f) => (f.details as { reason: string }).reason).join(' ')).toMatch(
      /counter/i,
    );
  });

  it('V6.3.4 does not sign in an account whose address is no longer confirmed, as the password does not', async () => {
    const owner = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    await addPasskey(owner.client, authenticator);
    await server.deps.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.id, owner.userId));
    const { answer } = await passkeySignIn(authenticator);
    expect((await errorOf(answer, 401)).message).toBe(PASSKEY_MESSAGES.signInFailed);
  });

  it('V6.3.5 e-mails the owner a passkey sign-in from a device the account has not used', async () => {
    const owner = await freshClient(CHROME_MAC);
    const authenticator = new SoftwareAuthenticator(server.url);
    await addPasskey(owner.client, authenticator);
    const { answer } = await passkeySignIn(authenticator, {
      headers: { 'user-agent': FIREFOX_WINDOWS },
    });
    expect(answer.status).toBe(200);
    const mail = await server.smtp.waitForMail(alertTo(owner.email, 'New sign-in to your account'));
    expect(mail.text).toContain('Firefox 145 on Windows');
  });

  it("V2.2.1 answers a malformed sign-in with 400 on 'response', and a garbled one with 401, never a 500", async () => {
    const owner = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    await addPasskey(owner.client, authenticator);
    for (const body of [{}, { response: null }, { response: { id: 'x' } }]) {
      const error = await errorOf(
        await server.client().post('/api/auth/passkey/sign-in', body),
        400,
      );
      expect(Object.keys(error.fields ?? {})[0]).toMatch(/^response/);
    }
    const browser = server.client();
    const response = authenticator.authenticate(await signInOptions(browser));
    const garbled = {
      ...response,
      response: { ...response.response, clientDataJSON: 'AAAA', authenticatorData: 'AAAA' },
    };
    await errorOf(await browser.post('/api/auth/passkey/sign-in', { response: garbled }), 401);
  });

  it('V3.3.2 V3.3.4 sets its challenge cookie httpOnly, SameSite=Lax and for 5 minutes', async () => {
    const answer = await server.client().post('/api/auth/passkey/sign-in-options');
    expect(answer.status).toBe(200);
    const cookie = answer.headers
      .getSetCookie()
      .find((line) => line.startsWith('otc.passkey_challenge='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=300/i);
  });

  it('V3.3.1 V3.3.3 V7.2.4 in production its challenge and session cookies are __Host- prefixed and Secure', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const email = 'production-passkey@client.example';
      await insertClientWithPassword(
        production,
        { email, first_name: 'Pat', last_name: 'Production' },
        PASSWORD,
      );
      const owner = production.client();
      const signedIn = await owner.post('/api/auth/sign-in/email', { email, password: PASSWORD });
      expect(signedIn.status).toBe(200);
      const authenticator = new SoftwareAuthenticator(production.url);
      await addPasskey(owner, authenticator);

      const browser = production.client();
      const asked = await browser.post('/api/auth/passkey/sign-in-options');
      expect(asked.headers.getSetCookie().join('\n')).toMatch(
        /^__Host-otc\.passkey_challenge=[^;]+;.*Secure/im,
      );
      const response = authenticator.authenticate(
        (await asked.json()) as PublicKeyCredentialRequestOptionsJSON,
      );
      const answer = await browser.post('/api/auth/passkey/sign-in', { response });
      expect(answer.status).toBe(200);
      expect(answer.headers.getSetCookie().join('\n')).toMatch(
        /^__Host-otc\.session_token=[^;]+;.*Secure/im,
      );
      expect((await browser.get('/api/account/me')).status).toBe(200);
    } finally {
      await production.stop();
    }
  });
});

describe('removing a passkey', () => {
  it('V6.5.6 V6.3.7 a client removes a passkey: it signs in no more, audited, and the owner e-mailed', async () => {
    const owner = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    const added = await addPasskey(owner.client, authenticator);

    const removed = await del(owner.client, `/api/account/passkeys/${added.id}`);
    expect(await bodyOf(removed)).toEqual({ id: added.id });
    expect(await passkeysOf(owner.client)).toEqual([]);
    const { answer } = await passkeySignIn(authenticator);
    await errorOf(answer, 401);

    const [event] = await auditRows(owner.userId, 'passkey_removed');
    expect(event).toMatchObject({ details: { passkey_id: added.id, name: 'Work laptop' } });
    // One alert for the addition, one for the removal.
    await expect
      .poll(() => server.smtp.mails.filter(alertTo(owner.email, PASSKEYS_CHANGED)).length, {
        timeout: 10_000,
      })
      .toBe(2);
  });

  it("V6.3.7 the alert's \"This wasn't me\" link removes every passkey of the account, an intruder's included", async () => {
    const owner = await freshClient();
    const intruders = new SoftwareAuthenticator(server.url);
    await addPasskey(owner.client, intruders, 'Not mine');
    const mail = await server.smtp.waitForMail(alertTo(owner.email, PASSKEYS_CHANGED));
    const token = new URL(linkIn(mail, `${server.url}/secure-account?token=`)).searchParams.get(
      'token',
    );

    expect((await server.client().post('/api/account/secure', { token })).status).toBe(200);
    expect(await storedPasskeys(owner.userId)).toEqual([]);
    await errorOf((await passkeySignIn(intruders)).answer, 401);
    const [secured] = await auditRows(owner.userId, 'account_secured');
    expect(secured).toMatchObject({ details: { sessions_ended: 1, passkeys_removed: 1 } });
  });

  it("V8.2.2 client B cannot see or remove client A's passkey (404), which keeps working", async () => {
    const a = await freshClient();
    const b = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    const ofA = await addPasskey(a.client, authenticator);

    expect(await passkeysOf(b.client)).toEqual([]);
    const error = await errorOf(await del(b.client, `/api/account/passkeys/${ofA.id}`), 404);
    expect(error.message).toBe(PASSKEY_MESSAGES.notFound);
    const admin = await signInAdmin(server);
    const byAdmin = await errorOf(await del(admin.client, `/api/account/passkeys/${ofA.id}`), 404);
    expect(byAdmin.message).toBe(PASSKEY_MESSAGES.notFound);
    expect(await passkeysOf(a.client)).toEqual([ofA]);
    expect((await passkeySignIn(authenticator)).answer.status).toBe(200);
    expect(await auditRows(b.userId, 'passkey_removed')).toEqual([]);
  });

  it('V7.5.1 needs a sign-in of the last 10 minutes; a malformed id is a 400 and an unknown one a 404', async () => {
    const owner = await freshClient();
    const added = await addPasskey(owner.client, new SoftwareAuthenticator(server.url));
    const malformed = await errorOf(await del(owner.client, '/api/account/passkeys/nope'), 400);
    expect(malformed.fields).toEqual({ passkeyId: PASSKEY_MESSAGES.notFound });
    await errorOf(await del(owner.client, `/api/account/passkeys/${UNKNOWN_ID}`), 404);

    await ageSessions(owner.userId);
    const error = await errorOf(await del(owner.client, `/api/account/passkeys/${added.id}`), 403);
    expect(error.code).toBe(REAUTHENTICATION_REQUIRED_CODE);
    expect(await storedPasskeys(owner.userId)).toHaveLength(1);
  });
});

describe('re-authentication with a passkey', () => {
  async function reauthenticationOptions(client: HttpClient) {
    return bodyOf<PublicKeyCredentialRequestOptionsJSON>(
      await client.post('/api/account/reauthenticate/passkey-options'),
    );
  }

  it('V7.5.1 proves it is you again: the 10-minute window opens again, audited', async () => {
    const owner = await freshClient();
    const authenticator = new SoftwareAuthenticator(server.url);
    const added = await addPasskey(owner.client, authenticator);
    await ageSessions(owner.userId);
    await errorOf(await owner.client.post('/api/account/passkeys/registration-options'), 403);

    const options = await reauthenticationOptions(owner.client);
    expect(options).toMatchObject({
      userVerification: 'required',
      allowCredentials: [
        { id: authenticator.credentialIds[0], type: 'public-key', transports: ['internal'] },
      ],
    });
    const answer = await owner.client.post('/api/account/reauthenticate/passkey', {
      response: authenticator.authenticate(options),
    });
    expect(await bodyOf(answer)).toEqual({ status: 'reauthenticated' });

    const [session] = await server.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, owner.userId));
    expect(Date.now() - session!.reauthenticatedAt!.getTime()).toBeLessThan(MINUTE_MS);
    expect((await owner.client.post('/api/account/passkeys/registration-options')).status).toBe(
      200,
    );
    const [event] = await auditRows(owner.userId, 'reauthenticated');
    expect(event).toMatchObject({ details: { method: 'passkey', passkey_id: added.id } });
  });

  it("V7.5.1 another account's passkey, a wrong challenge or a replay does not re-authenticate; an account without a passkey is told to use its password", async () => {
    const owner = await freshClient();
    const own = new SoftwareAuthenticator(server.url);
    await addPasskey(owner.client, own);
    const other = await freshClient();
    const othersAuthenticator = new SoftwareAuthenticator(server.url);
    await addPasskey(other.client, othersAuthenticator);
    await ageSessions(owner.userId);
    const reauthenticate = (response: unknown) =>
      owner.client.post('/api/account/reauthenticate/passkey', { response });

    const refused = [
      othersAuthenticator.authenticate(await reauthenticationOptions(owner.client)),
      own.authenticate(await reauthenticationOptions(owner.client), {
        challenge: Buffer.from('a challenge we never gave').toString('base64url'),
      }),
    ];
    for (const response of refused) {
      const error = await errorOf(await reauthenticate(response), 400);
      expect(error.fields).toEqual({ response: PASSKEY_MESSAGES.reauthenticationFailed });
    }
    await errorOf(await owner.client.post('/api/account/passkeys/registration-options'), 403);

    // A good answer works once; sent again, its challenge is gone.
    const good = own.authenticate(await reauthenticationOptions(owner.client));
    expect((await reauthenticate(good)).status).toBe(200);
    await errorOf(await reauthenticate(good), 400);
    expect(await auditRows(owner.userId, 'reauthentication_failed')).toHaveLength(3);
    expect(await auditRows(owner.userId, 'reauthenticated')).toHaveLength(1);

    const without = await freshClient();
    const none = await errorOf(
      await without.client.post('/api/account/reauthenticate/passkey-options'),
      404,
    );
    expect(none.message).toBe(PASSKEY_MESSAGES.noneToConfirm);
  });
});

describe('who may use the passkey routes', () => {
  it('V8.2.2 refuses every account passkey route to an anonymous caller (401), writing nothing', async () => {
    const anonymous = server.client();
    const before = await server.deps.db.select().from(passkeys);
    const calls = [
      anonymous.get('/api/account/passkeys'),
      anonymous.post('/api/account/passkeys/registration-options'),
      anonymous.post('/api/account/passkeys', { name: 'x', response: {} }),
      del(anonymous, `/api/account/passkeys/${UNKNOWN_ID}`),
      anonymous.post('/api/account/reauthenticate/passkey-options'),
      anonymous.post('/api/account/reauthenticate/passkey', { response: {} }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401);
    expect(await server.deps.db.select().from(passkeys)).toEqual(before);
  });

  it('V6.3.1 limits passkey sign-in per caller address', async () => {
    // A server of its own, so the sign-ins above do not count against this address.
    const fresh = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt += 1) {
        statuses.push((await fresh.client().post('/api/auth/passkey/sign-in', {})).status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
      for (let attempt = 0; attempt < 60; attempt += 1) {
        expect((await fresh.client().post('/api/auth/passkey/sign-in-options')).status).toBe(200);
      }
      const limited = await fresh.client().post('/api/auth/passkey/sign-in-options');
      expect((await errorOf(limited, 429)).code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await fresh.stop();
    }
  });
});
