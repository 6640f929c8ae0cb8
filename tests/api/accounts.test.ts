import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, clientMembers, clients, sessions, users } from '../../src/server/db/schema';
import { linkIn } from '../helpers/smtp-sink';
import { TEST_ADMIN_EMAIL } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';
import { enrolTwoFactor } from '../helpers/two-factor';

const server = useTestServer();

const PASSWORD = 'Correct-Horse-42';

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const client = server.client();
  const response = await client.post('/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: 'Test Person',
    firstName: 'Tess',
    lastName: 'Person',
    callbackURL: '/login?verified=1',
    ...extra,
  });
  return { client, response };
}

async function confirm(email: string) {
  const mail = await server.smtp.waitForMail((m) => m.to === email && /Confirm/.test(m.subject));
  const link = linkIn(mail, `${server.url}/api/auth/verify-email`);
  const response = await server.client().get(link);
  return { mail, response };
}

async function signIn(email: string, password = PASSWORD) {
  const client = server.client();
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  return { client, response };
}

describe('sign-up, confirmation, sign-in and sign-out', () => {
  it('takes a new client from sign-up through the confirmation e-mail to a session and back out', async () => {
    const email = 'journey@client.example';
    const { response } = await signUp(email);
    expect(response.status).toBe(200);

    const refused = await signIn(email);
    expect(refused.response.status).toBe(403);
    expect((await refused.response.json()).error.code).toBe('EMAIL_NOT_VERIFIED');

    const { mail, response: confirmed } = await confirm(email);
    expect(mail.text).toContain('Hello Tess,');
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/login?verified=1');

    const { client, response: signedIn } = await signIn(email);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/otc\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = await (await client.get('/api/auth/get-session')).json();
    expect(session.user).toMatchObject({
      email,
      role: 'client',
      first_name: 'Tess',
      last_name: 'Person',
    });

    const [profile] = await server.deps.db.select().from(clients).where(eq(clients.email, email));
    expect(profile).toMatchObject({ id: session.user.id, first_name: 'Tess', last_name: 'Person' });
    // Its own organisation, which it owns (decision 063).
    const members = await server.deps.db
      .select({ user_id: clientMembers.user_id, role: clientMembers.role })
      .from(clientMembers)
      .where(eq(clientMembers.client_id, session.user.id));
    expect(members).toEqual([{ user_id: session.user.id, role: 'owner' }]);

    const me = await client.get('/api/account/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      id: session.user.id,
      email,
      name: session.user.name,
      role: 'client',
      first_name: 'Tess',
      last_name: 'Person',
      image: null,
      email_verified: true,
      two_factor_enabled: false,
      admin_requested_at: null,
    });

    const signedOut = await client.post('/api/auth/sign-out', {});
    expect(signedOut.status).toBe(200);
    expect(await (await client.get('/api/auth/get-session')).json()).toBeNull();
    const left = await server.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, session.user.id));
    expect(left).toHaveLength(0);
    expect((await client.get('/api/account/me')).status).toBe(401);
  });

  it('refuses passwords shorter than 8 characters', async () => {
    const { response } = await signUp('short@client.example', { password: 'short7!' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('never makes an admin, nor a confirmed account, from a sign-up body, whatever it says', async () => {
    const email = 'sneaky@client.example';
    const { response } = await signUp(email, {
      role: 'admin',
      emailVerified: true,
      adminRequestedAt: null,
    });
    expect(response.status).toBe(200);
    const [user] = await server.deps.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'client', emailVerified: false });
    expect((await signIn(email)).response.status).toBe(403);

    await confirm(email);
    const { client } = await signIn(email);
    expect((await (await client.get('/api/auth/get-session')).json()).user.role).toBe('client');
    expect((await client.get('/api/admin/access-requests')).status).toBe(403);
  });

  it('stores no image URL from a sign-up body: avatars come only from uploads (decision 053)', async () => {
    const email = 'pictured@client.example';
    const { response } = await signUp(email, { image: 'https://tracker.example/pixel.png' });
    expect(response.status).toBe(200);
    const [user] = await server.deps.db.select().from(users).where(eq(users.email, email));
    expect(user?.image).toBeNull();
    await confirm(email);
    const { client } = await signIn(email);
    expect((await (await client.get('/api/auth/get-session')).json()).user.image).toBeNull();
  });

  it('records an Admin account type as a request, not as a role', async () => {
    const email = 'wants-admin@client.example';
    const { response } = await signUp(email, { accountType: 'admin' });
    expect(response.status).toBe(200);
    const [user] = await server.deps.db.select().from(users).where(eq(users.email, email));
    expect(user?.role).toBe('client');
    expect(user?.adminRequestedAt).toBeInstanceOf(Date);
  });

  it('promotes the company admin address once it is confirmed', async () => {
    await signUp(TEST_ADMIN_EMAIL);
    const [before] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.email, TEST_ADMIN_EMAIL));
    expect(before?.role).toBe('client');
    await confirm(TEST_ADMIN_EMAIL);
    const { client } = await signIn(TEST_ADMIN_EMAIL);
    const session = await (await client.get('/api/auth/get-session')).json();
    expect(session.user.role).toBe('admin');
    // The new administrator is sent to enrol a second factor first (ASVS 5.0 V6.3.2).
    const unenrolled = await client.get('/api/admin/access-requests');
    expect(unenrolled.status).toBe(403);
    expect((await unenrolled.json()).error.code).toBe('TWO_FACTOR_REQUIRED');
    await enrolTwoFactor(client, PASSWORD);
    const requests = await client.get('/api/admin/access-requests');
    expect(requests.status).toBe(200);
    const { requests: pending } = await requests.json();
    expect(pending.map((r: { email: string }) => r.email)).toContain('wants-admin@client.example');
  });

  it('answers a wrong password without saying which field was wrong, and audits each attempt', async () => {
    const { response } = await signIn('journey@client.example', 'Wrong-Password-1');
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.error.message).toBe('Invalid email or password');
    const events = await server.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_label, 'journey@client.example'));
    const actions = events.map((event) => event.action);
    expect(actions).toContain('sign_in');
    expect(actions).toContain('sign_in_failed');
  });

  it('sends a new confirmation e-mail on request', async () => {
    const email = 'resend@client.example';
    await signUp(email);
    await server.smtp.waitForMail((m) => m.to === email);
    const response = await server.client().post('/api/auth/send-verification-email', {
      email,
      callbackURL: '/login?verified=1',
    });
    expect(response.status).toBe(200);
    await expect
      .poll(() => server.smtp.mails.filter((m) => m.to === email).length, { timeout: 10_000 })
      .toBe(2);
  });
});

describe('password reset', () => {
  it('mails a one-hour link that sets a new password and ends every session', async () => {
    const email = 'reset@client.example';
    await signUp(email);
    await confirm(email);
    const { client: oldBrowser } = await signIn(email);

    const requested = await server.client().post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/update-password',
    });
    expect(requested.status).toBe(200);
    const mail = await server.smtp.waitForMail((m) => m.to === email && /Reset/.test(m.subject));
    expect(mail.text).toContain('Hello Tess,');
    expect(mail.text).toContain('valid for one hour');

    const link = linkIn(mail, `${server.url}/api/auth/reset-password/`);
    const opened = await server.client().get(link);
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get('location') ?? '', server.url);
    expect(location.pathname).toBe('/update-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await server.client().post('/api/auth/reset-password', {
      newPassword: 'Brand-New-Password-7',
      token,
    });
    expect(reset.status).toBe(200);

    expect(await (await oldBrowser.get('/api/auth/get-session')).json()).toBeNull();
    expect((await signIn(email)).response.status).toBe(401);
    expect((await signIn(email, 'Brand-New-Password-7')).response.status).toBe(200);
  });

  it('answers the same whether or not the address exists', async () => {
    const response = await server.client().post('/api/auth/request-password-reset', {
      email: 'nobody@nowhere.example',
      redirectTo: '/update-password',
    });
    expect(response.status).toBe(200);
  });

  it('refuses an invalid token', async () => {
    const response = await server.client().post('/api/auth/reset-password', {
      newPassword: 'Brand-New-Password-7',
      token: 'not-a-real-token',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('INVALID_TOKEN');
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per e-mail address with a clear 429', async () => {
    const email = 'limited@client.example';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await signIn(email, 'Wrong-Password-1')).response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const limited = await signIn(email, 'Wrong-Password-1');
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.response.json()).error.message).toMatch(
      /^Too many attempts, try again in \d+ minutes?$/,
    );
  });
});

describe('access guards', () => {
  it('answers 401 to anonymous callers and 403 to clients on admin endpoints', async () => {
    expect((await server.client().get('/api/account/me')).status).toBe(401);
    expect((await server.client().get('/api/admin/access-requests')).status).toBe(401);
    const { client } = await signIn('journey@client.example');
    const forbidden = await client.get('/api/admin/access-requests');
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error.code).toBe('FORBIDDEN');
  });
});
