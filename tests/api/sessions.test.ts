import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '#shared/account-session';
import { ACCOUNT_SECURED_MESSAGE } from '#shared/account-session';
import { auditEvents, sessions, users } from '../../src/server/db/schema';
import { DEMO_CLIENT_PASSWORD, DEMO_CLIENTS } from '../../src/server/seed/demo-data';
import { del, insertClientWithPassword, UNKNOWN_ID } from '../helpers/admin-callers';
import { errorOf, signIn, signInAdmin } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { linkIn } from '../helpers/smtp-sink';
import type { ReceivedMail } from '../helpers/smtp-sink';
import { startTestServer } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Session lifetime and limits (decision 003), and active sessions and security alerts (decision
 * 031): an account sees and ends its sessions, an administrator a client's, and security alerts
 * carry a "This wasn't me" link. The titles of the session and alert tests name the OWASP ASVS 5.0
 * requirement.
 */

const server = useTestServer({ seed: true });
let admin: SignedIn;
let sequence = 0;
const [amelia] = DEMO_CLIENTS;
const MINUTE_MS = 60_000;
const PASSWORD = 'Session-Test-Password-1';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';

beforeAll(async () => {
  admin = await signInAdmin(server);
});

async function signedInClient() {
  const client = server.client();
  const response = await client.post('/api/auth/sign-in/email', {
    email: amelia!.email,
    password: DEMO_CLIENT_PASSWORD,
  });
  expect(response.status).toBe(200);
  const [user] = await server.deps.db.select().from(users).where(eq(users.email, amelia!.email));
  return { client, userId: user!.id };
}

async function latestSession(userId: string) {
  const rows = await server.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
}

describe('session lifetime', () => {
  it('lasts 12 hours at most, whatever the activity', async () => {
    const { userId } = await signedInClient();
    const session = await latestSession(userId);
    const lifetime = session.expiresAt.getTime() - session.createdAt.getTime();
    expect(Math.abs(lifetime - 12 * 60 * MINUTE_MS)).toBeLessThan(5_000);
  });

  it('keeps a session in use and records the activity', async () => {
    const { client, userId } = await signedInClient();
    const session = await latestSession(userId);
    await server.deps.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 20 * MINUTE_MS) })
      .where(eq(sessions.id, session.id));
    expect((await client.get('/api/account/me')).status).toBe(200);
    const touched = await latestSession(userId);
    expect(Date.now() - touched.updatedAt.getTime()).toBeLessThan(MINUTE_MS);
  });

  it('ends a session idle for more than 30 minutes', async () => {
    const { client, userId } = await signedInClient();
    const session = await latestSession(userId);
    await server.deps.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 31 * MINUTE_MS) })
      .where(eq(sessions.id, session.id));
    expect(await (await client.get('/api/auth/get-session')).json()).toBeNull();
    expect((await client.get('/api/account/me')).status).toBe(401);
    const left = await server.deps.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(left).toHaveLength(0);
  });

  it('ends a session past its absolute expiry', async () => {
    const { client, userId } = await signedInClient();
    const session = await latestSession(userId);
    await server.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, session.id));
    expect((await client.get('/api/account/me')).status).toBe(401);
    const left = await server.deps.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(left).toHaveLength(0);
  });

  it('takes the session cookie only with its own signature, raw or URL-encoded', async () => {
    const signedIn = await signIn(server, amelia!.email, DEMO_CLIENT_PASSWORD);
    const other = await signInAdmin(server);
    const [name, encoded] = signedIn.sessionCookie.split('=') as [string, string];
    const [token, signature] = decodeURIComponent(encoded).split('.') as [string, string];
    const otherSignature = decodeURIComponent(other.sessionCookie.split('=')[1]!).split('.')[1]!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const statusWith = async (cookie: string) =>
      (await fetch(`${signedIn.client.baseUrl}/api/account/me`, { headers: { cookie } })).status;
    expect(await statusWith(`${name}=${encoded}`)).toBe(200);
    expect(await statusWith(`theme=dark; ${name}="${token}.${signature}"`)).toBe(200);
    for (const forged of [
      token,
      `${token}.`,
      `${token}.${flipped}`,
      `${token}.${otherSignature}`,
    ]) {
      expect(await statusWith(`${name}=${encodeURIComponent(forged)}`)).toBe(401);
    }
    // The first cookie of the name counts, as in better-auth.
    expect(await statusWith(`${name}=${token}.${flipped}; ${name}=${encoded}`)).toBe(401);
  });

  it('signs the browser out on its next request once the server revokes the session', async () => {
    const { client, userId } = await signedInClient();
    await server.deps.db.delete(sessions).where(eq(sessions.userId, userId));
    expect(await (await client.get('/api/auth/get-session')).json()).toBeNull();
  });
});

/** A fresh confirmed client with a password, so no demo account's sign-in limit is spent. */
async function freshClient() {
  sequence += 1;
  const email = `sessions-${sequence}@client.example`;
  const id = await insertClientWithPassword(
    server,
    { email, first_name: 'Sam', last_name: `Session${sequence}` },
    PASSWORD,
  );
  return { id, email };
}

/** Signs in from a browser that sends `userAgent`: the session records it. */
function signInWith(email: string, userAgent: string): Promise<SignedIn> {
  return signIn(server, email, PASSWORD, { 'user-agent': userAgent });
}

async function sessionsOf(signedIn: SignedIn): Promise<AccountSession[]> {
  const response = await signedIn.client.get('/api/account/sessions');
  expect(response.status).toBe(200);
  return ((await response.json()) as { sessions: AccountSession[] }).sessions;
}

function auditRows(
  userId: string,
  action: 'session_revoked' | 'sessions_revoked' | 'account_secured',
) {
  return server.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entity_id, userId)));
}

const alertTo = (email: string, subject: string) => (mail: ReceivedMail) =>
  mail.to === email && mail.subject === subject;

describe('who may see and end sessions', () => {
  it('V7.5.2 refuses every session endpoint to an anonymous caller and writes nothing', async () => {
    const anonymous = server.client();
    const { id } = await freshClient();
    const calls = [
      anonymous.get('/api/account/sessions'),
      anonymous.post('/api/account/sessions/revoke-others'),
      del(anonymous, `/api/account/sessions/${UNKNOWN_ID}`),
      anonymous.get(`/api/admin/clients/${id}/sessions`),
      del(anonymous, `/api/admin/clients/${id}/sessions`),
      del(anonymous, `/api/admin/clients/${id}/sessions/${UNKNOWN_ID}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401);
  });

  it("V7.5.2 client A cannot see or end client B's sessions, nor use the admin routes", async () => {
    const a = await freshClient();
    const b = await freshClient();
    const clientA = await signInWith(a.email, CHROME_MAC);
    const clientB = await signInWith(b.email, CHROME_MAC);
    const [sessionOfB] = await sessionsOf(clientB);

    expect((await sessionsOf(clientA)).map((s) => s.id)).not.toContain(sessionOfB!.id);
    const error = await errorOf(
      await del(clientA.client, `/api/account/sessions/${sessionOfB!.id}`),
      404,
    );
    expect(error.message).toBe('Session not found.');
    expect((await clientA.client.get(`/api/admin/clients/${b.id}/sessions`)).status).toBe(403);
    expect((await del(clientA.client, `/api/admin/clients/${b.id}/sessions`)).status).toBe(403);
    expect(
      (await del(clientA.client, `/api/admin/clients/${b.id}/sessions/${sessionOfB!.id}`)).status,
    ).toBe(403);
    expect((await clientB.client.get('/api/account/me')).status).toBe(200);
    expect(await auditRows(b.id, 'session_revoked')).toEqual([]);
  });

  it('V7.5.2 answers 400 to a malformed session id and 404 to an unknown one', async () => {
    const { email } = await freshClient();
    const signedIn = await signInWith(email, CHROME_MAC);
    const malformed = await errorOf(await del(signedIn.client, '/api/account/sessions/nope'), 400);
    expect(malformed.fields).toEqual({ sessionId: 'Session not found.' });
    await errorOf(await del(signedIn.client, `/api/account/sessions/${UNKNOWN_ID}`), 404);
    const adminMalformed = await errorOf(
      await admin.client.get('/api/admin/clients/x/sessions'),
      400,
    );
    expect(adminMalformed.fields).toEqual({ clientId: 'Client not found.' });
    await errorOf(await admin.client.get(`/api/admin/clients/${UNKNOWN_ID}/sessions`), 404);
  });
});

describe('an account sees and ends its own sessions', () => {
  it('V7.5.2 lists two sessions with browser, system, place and address, this one marked, no token', async () => {
    const { email } = await freshClient();
    await signInWith(email, CHROME_MAC);
    const windows = await signInWith(email, FIREFOX_WINDOWS);

    const listed = await sessionsOf(windows);
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.find((s) => s.current)).toMatchObject({
      browser: 'Firefox 145',
      system: 'Windows',
      place: 'Local machine',
      ip_address: '127.0.0.1',
    });
    expect(listed.find((s) => !s.current)).toMatchObject({
      browser: 'Chrome 142',
      system: 'macOS',
    });
    expect(JSON.stringify(listed)).not.toMatch(/token/i);
  });

  it('V7.5.2 V7.4.1 ends another session, which gets 401 on its very next request', async () => {
    const { id, email } = await freshClient();
    const first = await signInWith(email, CHROME_MAC);
    const second = await signInWith(email, FIREFOX_WINDOWS);
    const other = (await sessionsOf(first)).find((s) => !s.current)!;

    const ended = await del(first.client, `/api/account/sessions/${other.id}`);
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ ended: 1 });
    expect((await second.client.get('/api/account/me')).status).toBe(401);
    expect((await first.client.get('/api/account/me')).status).toBe(200);
    expect(await auditRows(id, 'session_revoked')).toHaveLength(1);
  });

  it('V7.5.2 V7.4.1 ends its own session, which signs it out', async () => {
    const { email } = await freshClient();
    const browser = await signInWith(email, CHROME_MAC);
    const [own] = await sessionsOf(browser);
    expect((await del(browser.client, `/api/account/sessions/${own!.id}`)).status).toBe(200);
    expect((await browser.client.get('/api/account/me')).status).toBe(401);
  });

  it('V7.5.2 "Sign out all other sessions" keeps only the current one', async () => {
    const { id, email } = await freshClient();
    const keeper = await signInWith(email, CHROME_MAC);
    const others = [await signInWith(email, CHROME_MAC), await signInWith(email, FIREFOX_WINDOWS)];

    const response = await keeper.client.post('/api/account/sessions/revoke-others');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: 2 });
    for (const other of others)
      expect((await other.client.get('/api/account/me')).status).toBe(401);
    expect(await sessionsOf(keeper)).toHaveLength(1);
    expect(
      await server.deps.db.select().from(sessions).where(eq(sessions.userId, id)),
    ).toHaveLength(1);
    expect((await auditRows(id, 'sessions_revoked'))[0]?.details).toEqual({ ended: 2 });
  });
});

describe("an administrator sees and ends a client's sessions", () => {
  it("V7.4.5 lists a client's sessions and ends one, audited as a staff change", async () => {
    const { id, email } = await freshClient();
    const browser = await signInWith(email, CHROME_MAC);
    const listed = await admin.client.get(`/api/admin/clients/${id}/sessions`);
    expect(listed.status).toBe(200);
    const [session] = ((await listed.json()) as { sessions: AccountSession[] }).sessions;
    expect(session).toMatchObject({ browser: 'Chrome 142', system: 'macOS', current: false });

    const other = await freshClient();
    await errorOf(
      await del(admin.client, `/api/admin/clients/${other.id}/sessions/${session!.id}`),
      404,
    );
    expect((await browser.client.get('/api/account/me')).status).toBe(200);

    expect(
      (await del(admin.client, `/api/admin/clients/${id}/sessions/${session!.id}`)).status,
    ).toBe(200);
    expect((await browser.client.get('/api/account/me')).status).toBe(401);
    const [event] = await auditRows(id, 'session_revoked');
    expect(event).toMatchObject({
      actor_user_id: admin.userId,
      entity_type: 'client',
      client_id: id,
    });
  });
});

describe("an administrator ends all of a client's sessions", () => {
  it('V7.4.5 ends every session of a client, each refused on its next request', async () => {
    const { id, email } = await freshClient();
    const browsers = [
      await signInWith(email, CHROME_MAC),
      await signInWith(email, FIREFOX_WINDOWS),
    ];
    const response = await del(admin.client, `/api/admin/clients/${id}/sessions`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: 2 });
    for (const browser of browsers) {
      expect((await browser.client.get('/api/account/me')).status).toBe(401);
    }
    const [event] = await auditRows(id, 'sessions_revoked');
    expect(event).toMatchObject({ actor_user_id: admin.userId, details: { ended: 2 } });
    await errorOf(await del(admin.client, `/api/admin/clients/${UNKNOWN_ID}/sessions`), 404);
  });
});

describe('security alerts', () => {
  it('V6.3.5 V7.4.1 e-mails a sign-in from a new device; its "This wasn\'t me" link ends every session and mails a reset', async () => {
    const { id, email } = await freshClient();
    const first = await signInWith(email, CHROME_MAC);
    const second = await signInWith(email, FIREFOX_WINDOWS);
    const mail = await server.smtp.waitForMail(alertTo(email, 'New sign-in to your account'));
    expect(mail.text).toContain('Firefox 145 on Windows');
    expect(mail.text).toContain('Place: Local machine. Address: 127.0.0.1.');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();

    const link = new URL(linkIn(mail, `${server.url}/secure-account?token=`));
    const token = link.searchParams.get('token');
    const secured = await server.client().post('/api/account/secure', { token });
    expect(secured.status).toBe(200);
    expect(await secured.json()).toEqual({
      status: 'secured',
      sessions_ended: 2,
      message: ACCOUNT_SECURED_MESSAGE,
    });
    for (const browser of [first, second]) {
      expect((await browser.client.get('/api/account/me')).status).toBe(401);
    }
    await server.smtp.waitForMail((m) => m.to === email && /Reset/.test(m.subject));
    expect(await auditRows(id, 'account_secured')).toHaveLength(1);
  });

  it('V6.3.5 sends no alert for a sign-in from a device already used, nor for the first sign-in', async () => {
    const { email } = await freshClient();
    await signInWith(email, CHROME_MAC);
    await signInWith(email, CHROME_MAC.replace('Chrome/142', 'Chrome/143'));
    // A later alert of the same account proves the mail sender ran past these sign-ins.
    await signInWith(email, FIREFOX_WINDOWS);
    await server.smtp.waitForMail(alertTo(email, 'New sign-in to your account'));
    const alerts = server.smtp.mails.filter(alertTo(email, 'New sign-in to your account'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('Firefox 145');
  });

  it('V6.3.7 e-mails a password change with a "This wasn\'t me" link', async () => {
    const { email } = await freshClient();
    const browser = await signInWith(email, CHROME_MAC);
    const changed = await browser.client.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'Another-Session-Password-2',
    });
    expect(changed.status).toBe(200);
    const mail = await server.smtp.waitForMail(alertTo(email, 'Your password was changed'));
    expect(linkIn(mail, `${server.url}/secure-account?token=`)).toBeTruthy();
  });

  it('V6.3.7 e-mails a password chosen through a reset link', async () => {
    const { email } = await freshClient();
    const requested = await server.client().post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/update-password',
    });
    expect(requested.status).toBe(200);
    const resetMail = await server.smtp.waitForMail(
      (m) => m.to === email && /Reset/.test(m.subject),
    );
    const opened = await server
      .client()
      .get(linkIn(resetMail, `${server.url}/api/auth/reset-password/`));
    const token = new URL(opened.headers.get('location') ?? '', server.url).searchParams.get(
      'token',
    );
    const reset = await server.client().post('/api/auth/reset-password', {
      newPassword: 'Reset-Session-Password-3',
      token,
    });
    expect(reset.status).toBe(200);
    const mail = await server.smtp.waitForMail(alertTo(email, 'Your password was changed'));
    expect(linkIn(mail, `${server.url}/secure-account?token=`)).toBeTruthy();
  });

  it('V6.3.5 refuses a bad or altered "This wasn\'t me" token with 400, ending nothing', async () => {
    const { id, email } = await freshClient();
    const browser = await signInWith(email, CHROME_MAC);
    for (const token of ['', 'not-a-token', `${id}.${Math.floor(Date.now() / 1000)}.AAAA`]) {
      const error = await errorOf(
        await server.client().post('/api/account/secure', { token }),
        400,
      );
      expect(error.fields).toHaveProperty('token');
    }
    expect((await browser.client.get('/api/account/me')).status).toBe(200);
    expect(await auditRows(id, 'account_secured')).toEqual([]);
  });
});

describe('rate limit per caller address', () => {
  it('stops one address trying many accounts', async () => {
    // A server of its own, so the sign-ins above do not count against this address.
    const fresh = await startTestServer();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) {
      const response = await fresh.client().post('/api/auth/sign-in/email', {
        email: `guess-${attempt}@client.example`,
        password: 'Wrong-Password-1',
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    const limited = await fresh.client().post('/api/auth/sign-in/email', {
      email: 'another@client.example',
      password: 'Wrong-Password-1',
    });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many attempts, try again in \d+ minutes?$/),
    });
    await fresh.stop();
  });
});
