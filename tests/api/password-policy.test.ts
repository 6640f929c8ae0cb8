import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_TEXT } from '#shared/password-policy';
import { accounts, users } from '../../src/server/db/schema';
import { DEMO_CLIENT_PASSWORD } from '../../src/server/seed/demo-data';
import { linkIn } from '../helpers/smtp-sink';
import { errorOf, signIn, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

/**
 * ASVS 5.0 V6.2.4 (checked against a list of common passwords, here the 49,233 of the bundled
 * list, which come from breach corpora, so it also covers part of V6.2.12) and V6.2.11
 * (context-specific words: the account's e-mail address and name) on every way a password is
 * chosen: sign-up, reset, an invitation's first password and change.
 */

const server = useTestServer({ seed: true });
let admin: SignedIn;

const STRONG_PASSWORD = 'Quartz-Ledger-Vault-58';
const COMMON_PASSWORD = 'Password123';
const INVITATION_SUBJECT = 'Your Orion Transit & Custody client account is ready';

beforeAll(async () => {
  admin = await signInAdmin(server);
});

function signUp(email: string, password: string) {
  return server.client().post('/api/auth/sign-up/email', {
    email,
    password,
    name: 'Petra Policy',
    firstName: 'Petra',
    lastName: 'Policy',
    callbackURL: '/login?confirmed=1',
  });
}

async function userRowOf(email: string) {
  const [row] = await server.deps.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function passwordHashOf(userId: string) {
  const [account] = await server.deps.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return account?.password ?? null;
}

function resetPassword(token: string, newPassword: string) {
  return server.client().post('/api/auth/reset-password', { token, newPassword });
}

function signInStatus(email: string, password: string) {
  return server
    .client()
    .post('/api/auth/sign-in/email', { email, password })
    .then((response) => response.status);
}

/** A confirmed account that then asked for a reset; the token of its real e-mailed link. */
async function accountWithResetLink(email: string) {
  expect((await signUp(email, STRONG_PASSWORD)).status).toBe(200);
  const confirmation = await server.smtp.waitForMail(
    (m) => m.to === email && /Confirm/.test(m.subject),
  );
  await server.client().get(linkIn(confirmation, `${server.url}/api/auth/verify-email`));
  await server.client().post('/api/auth/request-password-reset', {
    email,
    redirectTo: '/update-password',
  });
  const mail = await server.smtp.waitForMail((m) => m.to === email && /Reset/.test(m.subject));
  const opened = await server.client().get(linkIn(mail, `${server.url}/api/auth/reset-password/`));
  const token = new URL(opened.headers.get('location') ?? '', server.url).searchParams.get('token');
  if (!token) throw new Error('no token in the reset link');
  return token;
}

describe('sign-up', () => {
  it('V6.2.4 refuses a password from the common-password list on sign-up, whatever its case, creating nothing', async () => {
    for (const password of [COMMON_PASSWORD, 'TrustNo1', 'qwerty123']) {
      const email = `common.${password.toLowerCase()}@policy.example`;
      const error = await errorOf(await signUp(email, password), 400);
      expect(error).toMatchObject({
        code: 'BAD_REQUEST',
        message: PASSWORD_POLICY_TEXT.tooCommon,
        fields: { password: PASSWORD_POLICY_TEXT.tooCommon },
      });
      expect(await userRowOf(email)).toBeUndefined();
    }
  });

  it.each([
    ['the whole e-mail address', 'x-Rowan.Reed@policy.example-1'],
    ['the local part of the e-mail address', 'My-ROWAN.REED-key-1'],
    ['the first name', 'Quartz-petra-Ledger-1'],
    ['the last name', 'Quartz-Ledger-POLICY-1'],
  ])('V6.2.11 refuses a password containing %s on sign-up', async (_case, password) => {
    const email = 'rowan.reed@policy.example';
    const error = await errorOf(await signUp(email, password), 400);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { password: PASSWORD_POLICY_TEXT.personal },
    });
    expect(await userRowOf(email)).toBeUndefined();
  });

  it('V6.2.4 accepts a strong password on sign-up, and keeps the length rule answering first', async () => {
    expect((await signUp('strong.signup@policy.example', STRONG_PASSWORD)).status).toBe(200);
    expect(await userRowOf('strong.signup@policy.example')).toBeDefined();

    const short = await signUp('short.signup@policy.example', 'abc123');
    expect(short.status).toBe(400);
    expect((await short.json()).error.code).toBe('PASSWORD_TOO_SHORT');
  });
});

describe('reset through the e-mailed link', () => {
  it('V6.2.4 and V6.2.11 refuse a common password and one containing the name, keeping the old password and the link', async () => {
    const email = 'reset.policy@policy.example';
    const token = await accountWithResetLink(email);
    const user = await userRowOf(email);
    const hashBefore = await passwordHashOf(user!.id);

    const common = await errorOf(await resetPassword(token, 'Sunshine1'), 400);
    expect(common.fields).toEqual({ newPassword: PASSWORD_POLICY_TEXT.tooCommon });
    const personal = await errorOf(await resetPassword(token, 'Petra-Quartz-Ledger-9'), 400);
    expect(personal.fields).toEqual({ newPassword: PASSWORD_POLICY_TEXT.personal });

    expect(await passwordHashOf(user!.id)).toBe(hashBefore);
    expect(await signInStatus(email, STRONG_PASSWORD)).toBe(200);

    // The link was not used up by the refusals: a good password still goes through it.
    expect((await resetPassword(token, 'Amber-Compass-Tide-31')).status).toBe(200);
    expect(await signInStatus(email, 'Amber-Compass-Tide-31')).toBe(200);
  });
});

describe('invitation', () => {
  it("V6.2.4 and V6.2.11 refuse a common or name-holding first password through an invitation's link", async () => {
    const email = 'ines.invited@policy.example';
    const created = await admin.client.post('/api/admin/clients', {
      first_name: 'Ines',
      last_name: 'Invited',
      email,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const mail = await server.smtp.waitForMail(
      (m) => m.to === email && m.subject === INVITATION_SUBJECT,
    );
    const token = new URL(linkIn(mail, `${server.url}/update-password?token=`)).searchParams.get(
      'token',
    )!;

    const common = await errorOf(await resetPassword(token, 'iloveyou1'), 400);
    expect(common.fields).toEqual({ newPassword: PASSWORD_POLICY_TEXT.tooCommon });
    const personal = await errorOf(await resetPassword(token, 'Quartz-INVITED-88'), 400);
    expect(personal.fields).toEqual({ newPassword: PASSWORD_POLICY_TEXT.personal });
    expect(await passwordHashOf(id)).toBeNull();

    expect((await resetPassword(token, STRONG_PASSWORD)).status).toBe(200);
    expect((await signIn(server, email, STRONG_PASSWORD)).userId).toBe(id);
  });
});

describe('change password', () => {
  it.each([
    ['V6.2.4 refuses a common password', 'Football1', PASSWORD_POLICY_TEXT.tooCommon],
    [
      'V6.2.11 refuses a password containing the name',
      'Chen-Quartz-Ledger-4',
      PASSWORD_POLICY_TEXT.personal,
    ],
  ])('%s on change, leaving the old password working', async (_case, newPassword, message) => {
    const marcus = await signInDemoClient(server, 'marcus');
    const hashBefore = await passwordHashOf(marcus.userId);
    const error = await errorOf(
      await marcus.client.post('/api/account/password', {
        currentPassword: DEMO_CLIENT_PASSWORD,
        newPassword,
      }),
      400,
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message, fields: { newPassword: message } });
    expect(await passwordHashOf(marcus.userId)).toBe(hashBefore);
    expect(await signInStatus(marcus.email, DEMO_CLIENT_PASSWORD)).toBe(200);
    expect((await marcus.client.get('/api/account/me')).status).toBe(200);
  });

  it('V6.2.4 accepts a strong new password on change', async () => {
    const sofia = await signInDemoClient(server, 'sofia');
    const changed = await sofia.client.post('/api/account/password', {
      currentPassword: DEMO_CLIENT_PASSWORD,
      newPassword: STRONG_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(await signInStatus(sofia.email, STRONG_PASSWORD)).toBe(200);
  });
});
