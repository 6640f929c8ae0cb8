import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, auditEvents, sessions, users } from '../../src/server/db/schema';
import { DEMO_CLIENT_PASSWORD } from '../../src/server/seed/demo-data';
import {
  demoClient,
  errorOf,
  sessionCookieOf,
  signIn,
  signInDemoClient,
  userIdOf,
} from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

const server = useTestServer({ seed: true });

const NEW_PASSWORD = 'Fresh-Vault-Key-77';
const USER_AGENT = 'password-test/1.0';

function changePassword(signedIn: SignedIn, body: unknown) {
  return signedIn.client.post('/api/account/password', body, {
    headers: { 'user-agent': USER_AGENT },
  });
}

async function passwordHashOf(userId: string) {
  const [account] = await server.deps.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return account?.password;
}

function passwordChangeEvents(userId: string) {
  return server.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'password_changed'), eq(auditEvents.entity_id, userId)));
}

function signInAttempt(email: string, password: string) {
  return server.client().post('/api/auth/sign-in/email', { email, password });
}

/** A request carrying only the given session cookie, as a second browser holding it would. */
function withCookie(cookie: string, path: string) {
  return fetch(`${server.url}${path}`, { headers: { cookie } });
}

describe('who may change a password', () => {
  it('answers 401 to an anonymous caller, before reading the body', async () => {
    const anonymous = server.client();
    for (const body of [{ currentPassword: DEMO_CLIENT_PASSWORD, newPassword: NEW_PASSWORD }, {}]) {
      const error = await errorOf(await anonymous.post('/api/account/password', body), 401);
      expect(error.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('validation', () => {
  it.each([
    [
      'a new password of 7 characters',
      { currentPassword: DEMO_CLIENT_PASSWORD, newPassword: 'Short-7' },
      { newPassword: 'Password must be at least 8 characters long' },
    ],
    [
      'no new password',
      { currentPassword: DEMO_CLIENT_PASSWORD },
      { newPassword: 'Password must be at least 8 characters long' },
    ],
    [
      'no current password',
      { newPassword: NEW_PASSWORD },
      { currentPassword: 'Current password is required.' },
    ],
    [
      'an empty current password',
      { currentPassword: '', newPassword: NEW_PASSWORD },
      { currentPassword: 'Current password is required.' },
    ],
  ])('refuses %s with 400 naming the field', async (_case, body, fields) => {
    const marcus = await signInDemoClient(server, 'marcus');
    const hashBefore = await passwordHashOf(marcus.userId);
    const error = await errorOf(await changePassword(marcus, body), 400);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.fields).toEqual(fields);
    expect(await passwordHashOf(marcus.userId)).toBe(hashBefore);
    expect(await passwordChangeEvents(marcus.userId)).toEqual([]);
  });

  it('refuses a wrong current password on the currentPassword field, changing nothing', async () => {
    const sofia = await signInDemoClient(server, 'sofia');
    const hashBefore = await passwordHashOf(sofia.userId);

    const error = await errorOf(
      await changePassword(sofia, {
        currentPassword: 'Not-The-Password-1',
        newPassword: NEW_PASSWORD,
      }),
      400,
    );
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Current password is incorrect.',
      fields: { currentPassword: 'Current password is incorrect.' },
    });

    expect(await passwordHashOf(sofia.userId)).toBe(hashBefore);
    expect(await passwordChangeEvents(sofia.userId)).toEqual([]);
    expect((await sofia.client.get('/api/portal/profile')).status).toBe(200);
    expect((await signInAttempt(sofia.email, NEW_PASSWORD)).status).toBe(401);
    expect((await signInAttempt(sofia.email, DEMO_CLIENT_PASSWORD)).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('re-authenticates, ends every other session, issues a new cookie and audits it', async () => {
    const { email } = demoClient('amelia');
    const browser = await signIn(server, email, DEMO_CLIENT_PASSWORD);
    const otherBrowser = await signIn(server, email, DEMO_CLIENT_PASSWORD);
    expect((await otherBrowser.client.get('/api/portal/profile')).status).toBe(200);

    const response = await changePassword(browser, {
      currentPassword: DEMO_CLIENT_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'password-changed' });
    const newCookie = sessionCookieOf(response);
    expect(newCookie).not.toBeNull();
    expect(newCookie).not.toBe(browser.sessionCookie);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);

    // This browser carries on with its new session; every earlier session is over.
    expect((await browser.client.get('/api/portal/profile')).status).toBe(200);
    expect((await withCookie(newCookie!, '/api/portal/profile')).status).toBe(200);
    expect((await otherBrowser.client.get('/api/portal/profile')).status).toBe(401);
    expect((await withCookie(browser.sessionCookie, '/api/portal/profile')).status).toBe(401);
    const remaining = await server.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, browser.userId));
    expect(remaining).toHaveLength(1);

    const oldPassword = await signInAttempt(email, DEMO_CLIENT_PASSWORD);
    expect(oldPassword.status).toBe(401);
    expect((await signInAttempt(email, NEW_PASSWORD)).status).toBe(200);

    expect(await passwordChangeEvents(browser.userId)).toEqual([
      expect.objectContaining({
        actor_user_id: browser.userId,
        actor_label: email,
        action: 'password_changed',
        entity_type: 'account',
        entity_id: browser.userId,
        entity_label: email,
        ip_address: expect.stringContaining('127.0.0.1'),
        user_agent: USER_AGENT,
      }),
    ]);
  });
});

describe("better-auth's own account-changing endpoints are closed", () => {
  it.each([
    [
      '/api/auth/change-password',
      { currentPassword: DEMO_CLIENT_PASSWORD, newPassword: NEW_PASSWORD },
    ],
    ['/api/auth/update-user', { firstName: 'Hijacked', name: 'Hijacked Name' }],
    ['/api/auth/change-email', { newEmail: 'hijacked@attacker.example' }],
    ['/api/auth/delete-user', { password: DEMO_CLIENT_PASSWORD }],
  ])('%s answers 404 and changes nothing', async (path, body) => {
    const marcus = await signInDemoClient(server, 'marcus');
    const hashBefore = await passwordHashOf(marcus.userId);
    const [userBefore] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.id, marcus.userId));

    expect((await marcus.client.post(path, body)).status).toBe(404);

    expect(await passwordHashOf(marcus.userId)).toBe(hashBefore);
    expect(await userIdOf(server, marcus.email)).toBe(marcus.userId);
    const [userAfter] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.id, marcus.userId));
    expect(userAfter).toMatchObject({
      email: userBefore!.email,
      name: userBefore!.name,
      firstName: userBefore!.firstName,
    });
    expect((await marcus.client.get('/api/portal/profile')).status).toBe(200);
  });
});
