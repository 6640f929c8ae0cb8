import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, twoFactors, users, verifications } from '../../src/server/db/schema';
import { DEMO_CLIENT_PASSWORD } from '../../src/server/seed/demo-data';
import type { HttpClient } from '../helpers/http-client';
import { UNKNOWN_ID } from '../helpers/admin-callers';
import {
  demoClient,
  errorOf,
  sessionCookieOf,
  signInAdmin,
  signInDemoClient,
  userIdOf,
} from '../helpers/portal-callers';
import { TEST_ADMIN_EMAIL } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';
import { secretOf, totpCode, unusedTotpCode, wrongCode } from '../helpers/totp';
import { enrolTwoFactor } from '../helpers/two-factor';
import {
  clientWithPassword,
  passwordStep as passwordStepOf,
  signedInWithPassword,
  whoAmI,
} from '../helpers/two-factor-accounts';

const server = useTestServer({ seed: true });

const PASSWORD = 'Vault-Keeper-2026';

/** A confirmed client account with a password, for one test to enrol alone. */
const freshClient = (name: string) => clientWithPassword(server, name, PASSWORD);

/** Password step of a sign-in; the answer asks for the second factor. */
const passwordStep = (email: string, client?: HttpClient) =>
  passwordStepOf(server, email, PASSWORD, client);

const signedInClient = (email: string) => signedInWithPassword(server, email, PASSWORD);

async function auditActions(userId: string) {
  const rows = await server.deps.db
    .select({ action: auditEvents.action, details: auditEvents.details })
    .from(auditEvents)
    .where(eq(auditEvents.actor_user_id, userId))
    .orderBy(desc(auditEvents.created_at));
  return rows;
}

describe('enrolment', () => {
  it('V6.3.2 / V7.5.1: a client enrols after entering the password again, confirming with a code computed from the QR code secret', async () => {
    const { email, id } = await freshClient('enrol');
    const client = await signedInClient(email);

    const wrongPassword = await client.post('/api/auth/two-factor/enable', { password: 'nope' });
    expect(wrongPassword.status).toBe(400);
    const started = await client.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(started.status).toBe(200);
    const enrolment = (await started.json()) as { totp_uri: string; backup_codes: string[] };
    expect(enrolment.totp_uri).toMatch(/^otpauth:\/\/totp\/Orion%20Transit%20%26%20Custody:/);
    expect(enrolment.totp_uri).toContain('issuer=Orion+Transit+%26+Custody');
    expect(enrolment.backup_codes).toHaveLength(10);
    expect(new Set(enrolment.backup_codes).size).toBe(10);
    // Not on until a first code proves the app holds the secret.
    expect((await whoAmI(client))?.user.two_factor_enabled).toBe(false);

    const secret = secretOf(enrolment.totp_uri);
    const refused = await client.post('/api/auth/two-factor/verify-totp', {
      code: wrongCode(secret),
    });
    expect(refused.status).toBe(401);
    const confirmed = await client.post('/api/auth/two-factor/verify-totp', {
      code: await unusedTotpCode(secret),
    });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()) as unknown).toMatchObject({ user: { email } });
    expect(JSON.stringify(enrolment)).not.toContain('token');
    expect((await whoAmI(client))?.user.two_factor_enabled).toBe(true);
    const [stored] = await server.deps.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, id));
    // The secret and the codes are stored encrypted, never as given.
    expect(stored?.secret).not.toContain(secret);
    expect(stored?.backupCodes).not.toContain(enrolment.backup_codes[0]);
    expect((await auditActions(id)).map((row) => row.action)).toContain('two_factor_enabled');
    // V6.3.7: the owner is told by e-mail, with the way to take the account back.
    const alert = await server.smtp.waitForMail(
      (mail) => mail.to === email && mail.subject === 'Your two-step sign-in was changed',
    );
    expect(alert.text).toContain('/secure-account?token=');
  });

  it('V6.3.2: enabling, disabling and renewing codes are for signed-in accounts only', async () => {
    for (const path of ['enable', 'disable', 'generate-backup-codes']) {
      const response = await server.client().post(`/api/auth/two-factor/${path}`, {});
      expect((await errorOf(response, 401)).code).toBe('UNAUTHORIZED');
    }
  });

  it('V6.3.2: a body with anything but the password is refused before better-auth sees it', async () => {
    const client = await signInDemoClient(server, 'sofia');
    const response = await client.client.post('/api/auth/two-factor/enable', {
      password: DEMO_CLIENT_PASSWORD,
      method: 'otp',
    });
    expect(response.status).toBe(400);
  });
});

describe('sign-in with the second factor', () => {
  let email: string;
  let userId: string;
  let secret: string;
  let backupCodes: string[];

  beforeAll(async () => {
    ({ email, id: userId } = await freshClient('signin'));
    ({ secret, backupCodes } = await enrolTwoFactor(await signedInClient(email), PASSWORD));
  });

  it('V6.3.2: the password alone gives no session; a correct TOTP code signs in', async () => {
    const client = await passwordStep(email);
    expect(await whoAmI(client)).toBeNull();
    const response = await client.post('/api/auth/two-factor/verify-totp', {
      code: await unusedTotpCode(secret),
    });
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).not.toBeNull();
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('token');
    expect((await whoAmI(client))?.user.email).toBe(email);
    const [latest] = await auditActions(userId);
    expect(latest).toMatchObject({ action: 'sign_in', details: { method: 'totp', status: 200 } });
    // The password step is audited as a challenge, not as a sign-in.
    const [passwordStepAudit] = await server.deps.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.actor_label, email))
      .orderBy(desc(auditEvents.created_at))
      .limit(2)
      .offset(1);
    expect(passwordStepAudit?.action).toBe('two_factor_challenged');
  });

  it('V6.3.1: a wrong code is refused, gives no session and is audited as two_factor_failed', async () => {
    const client = await passwordStep(email);
    const response = await client.post('/api/auth/two-factor/verify-totp', {
      code: wrongCode(secret),
    });
    expect((await errorOf(response, 401)).code).toBe('INVALID_CODE');
    expect(await whoAmI(client)).toBeNull();
    const [latest] = await auditActions(userId);
    expect(latest).toMatchObject({
      action: 'two_factor_failed',
      details: { method: 'totp', status: 401 },
    });
    // The right code still finishes this sign-in.
    const finished = await client.post('/api/auth/two-factor/verify-totp', {
      code: await unusedTotpCode(secret),
    });
    expect(finished.status).toBe(200);
  });

  it('V6.3.2: a code without a sign-in waiting for it signs nobody in', async () => {
    const response = await server.client().post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret),
    });
    expect((await errorOf(response, 401)).code).toBe('INVALID_TWO_FACTOR_COOKIE');
  });

  it('V6.5.1: a backup code signs in once; its second use fails', async () => {
    const [code] = backupCodes;
    const first = await passwordStep(email);
    const used = await first.post('/api/auth/two-factor/verify-backup-code', { code });
    expect(used.status).toBe(200);
    expect((await whoAmI(first))?.user.email).toBe(email);
    const [latest] = await auditActions(userId);
    expect(latest).toMatchObject({ action: 'sign_in', details: { method: 'backup_code' } });

    const second = await passwordStep(email);
    const again = await second.post('/api/auth/two-factor/verify-backup-code', { code });
    expect((await errorOf(again, 401)).code).toBe('INVALID_BACKUP_CODE');
    expect(await whoAmI(second)).toBeNull();
    const [failed] = await auditActions(userId);
    expect(failed).toMatchObject({
      action: 'two_factor_failed',
      details: { method: 'backup_code' },
    });
  });

  it('V6.3.2: "trust this device for 30 days" skips the challenge on that browser only', async () => {
    // An account of its own: each TOTP code works once, and the tests above spent this one's.
    const { email: trustingEmail } = await freshClient('trusting');
    const trusting = await enrolTwoFactor(await signedInClient(trustingEmail), PASSWORD);
    const trusted = await passwordStep(trustingEmail);
    const response = await trusted.post('/api/auth/two-factor/verify-totp', {
      code: await unusedTotpCode(trusting.secret),
      trustDevice: true,
    });
    expect(response.status).toBe(200);
    const trustCookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('otc.trust_device='));
    expect(trustCookie).toMatch(/Max-Age=2592000/);
    expect(trustCookie).toMatch(/HttpOnly/);

    await trusted.post('/api/auth/sign-out', {});
    const again = await trusted.post('/api/auth/sign-in/email', {
      email: trustingEmail,
      password: PASSWORD,
    });
    expect(again.status).toBe(200);
    expect((await again.json()) as unknown).toMatchObject({ user: { email: trustingEmail } });
    expect((await whoAmI(trusted))?.user.email).toBe(trustingEmail);

    // Another browser is still asked.
    await passwordStep(trustingEmail);
  });

  it('V7.5.1: renewing the backup codes needs the password and makes the old ones useless', async () => {
    const [, usedToSignIn, old] = backupCodes;
    const signedIn = await passwordStep(email);
    const verified = await signedIn.post('/api/auth/two-factor/verify-backup-code', {
      code: usedToSignIn,
    });
    expect(verified.status).toBe(200);
    const refused = await signedIn.post('/api/auth/two-factor/generate-backup-codes', {
      password: 'wrong-password',
    });
    expect(refused.status).toBe(400);
    const renewed = await signedIn.post('/api/auth/two-factor/generate-backup-codes', {
      password: PASSWORD,
    });
    expect(renewed.status).toBe(200);
    const { backup_codes: fresh } = (await renewed.json()) as { backup_codes: string[] };
    expect(fresh).toHaveLength(10);
    expect((await auditActions(userId))[0]?.action).toBe('two_factor_backup_codes_renewed');

    const withOld = await passwordStep(email);
    const oldRefused = await withOld.post('/api/auth/two-factor/verify-backup-code', { code: old });
    expect((await errorOf(oldRefused, 401)).code).toBe('INVALID_BACKUP_CODE');
    const withFresh = await withOld.post('/api/auth/two-factor/verify-backup-code', {
      code: fresh[0],
    });
    expect(withFresh.status).toBe(200);
  });
});

describe('per-account limit', () => {
  it('V6.3.1: after 5 wrong codes the account is locked for 15 minutes (429), even for the right code', async () => {
    const { email, id } = await freshClient('lockout');
    const { secret } = await enrolTwoFactor(await signedInClient(email), PASSWORD);
    // Spread over two sign-ins: the limit is the account's, not one challenge's.
    const first = await passwordStep(email);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await first.post('/api/auth/two-factor/verify-totp', {
        code: wrongCode(secret),
      });
      expect(response.status).toBe(401);
    }
    const second = await passwordStep(email);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await second.post('/api/auth/two-factor/verify-totp', {
        code: wrongCode(secret),
      });
      expect(response.status).toBe(401);
    }
    // Still accepted when it is given again once the lock is lifted below.
    const rightCode = await unusedTotpCode(secret, undefined, { validForMs: 30_000 });
    const locked = await second.post('/api/auth/two-factor/verify-totp', { code: rightCode });
    const error = await errorOf(locked, 429);
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toMatch(/temporarily locked/);
    expect(await whoAmI(second)).toBeNull();
    const failures = (await auditActions(id)).filter((row) => row.action === 'two_factor_failed');
    expect(failures).toHaveLength(6);
    const [row] = await server.deps.db.select().from(twoFactors).where(eq(twoFactors.userId, id));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60 * 1000);

    // V6.5.1: a code refused without being checked is not used up; once the lock is over it passes.
    await server.deps.db
      .update(twoFactors)
      .set({ lockedUntil: null, failedVerificationCount: 0 })
      .where(eq(twoFactors.userId, id));
    const third = await passwordStep(email);
    const unlocked = await third.post('/api/auth/two-factor/verify-totp', { code: rightCode });
    expect(unlocked.status).toBe(200);
  });
});

describe('turning it off', () => {
  it('V7.5.1: disabling needs the password; then the password alone signs in again', async () => {
    const { email, id } = await freshClient('disable');
    const { secret } = await enrolTwoFactor(await signedInClient(email), PASSWORD);
    const client = await passwordStep(email);
    const verified = await client.post('/api/auth/two-factor/verify-totp', {
      code: await unusedTotpCode(secret),
    });
    expect(verified.status).toBe(200);

    const refused = await client.post('/api/auth/two-factor/disable', { password: 'not-it' });
    expect(refused.status).toBe(400);
    expect((await whoAmI(client))?.user.two_factor_enabled).toBe(true);
    const missing = await client.post('/api/auth/two-factor/disable', {});
    expect(missing.status).toBe(400);

    const disabled = await client.post('/api/auth/two-factor/disable', { password: PASSWORD });
    expect(disabled.status).toBe(200);
    expect((await whoAmI(client))?.user.two_factor_enabled).toBe(false);
    expect(await server.deps.db.select().from(twoFactors).where(eq(twoFactors.userId, id))).toEqual(
      [],
    );
    expect((await auditActions(id))[0]?.action).toBe('two_factor_disabled');
    const plain = await server
      .client()
      .post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect((await plain.json()) as unknown).toMatchObject({ user: { email } });
  });
});

describe('mandatory for administrators', () => {
  it('V6.3.2: an admin without 2FA gets 403 TWO_FACTOR_REQUIRED on every admin route, but can enrol', async () => {
    const email = 'second-admin@orion-tc.example';
    const { id } = await freshClient('second-admin');
    await server.deps.db.update(users).set({ role: 'admin', email }).where(eq(users.id, id));
    const client = server.client();
    const signedIn = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);

    for (const path of ['/api/admin/clients', '/api/admin/shipments', '/api/admin/overview']) {
      const error = await errorOf(await client.get(path), 403);
      expect(error).toMatchObject({
        code: 'TWO_FACTOR_REQUIRED',
        message: 'Set up two-factor sign-in to use the admin area.',
      });
    }
    const { secret } = await enrolTwoFactor(client, PASSWORD);
    expect(secret).toBeTruthy();
    expect((await client.get('/api/admin/clients')).status).toBe(200);
  });

  it('V6.3.2: a client still gets FORBIDDEN, not the enrolment code', async () => {
    const { client } = await signInDemoClient(server, 'amelia');
    expect((await errorOf(await client.get('/api/admin/clients'), 403)).code).toBe('FORBIDDEN');
  });
});

describe('POST /api/admin/clients/{clientId}/two-factor/reset', () => {
  let clientEmail: string;
  let clientId: string;
  let owner: HttpClient;

  beforeAll(async () => {
    ({ email: clientEmail, id: clientId } = await freshClient('reset'));
    const { secret } = await enrolTwoFactor(await signedInClient(clientEmail), PASSWORD);
    owner = await passwordStep(clientEmail);
    const ownerVerified = await owner.post('/api/auth/two-factor/verify-totp', {
      code: await unusedTotpCode(secret),
    });
    expect(ownerVerified.status).toBe(200);
    const trusted = await passwordStep(clientEmail);
    const trustedVerified = await trusted.post('/api/auth/two-factor/verify-totp', {
      code: await unusedTotpCode(secret),
      trustDevice: true,
    });
    expect(trustedVerified.status).toBe(200);
  });

  const resetPath = (id: string) => `/api/admin/clients/${id}/two-factor/reset`;

  it('V6.4.4: anonymous callers and clients (the owner or another) are refused and nothing changes', async () => {
    expect((await server.client().post(resetPath(clientId))).status).toBe(401);
    expect((await errorOf(await owner.post(resetPath(clientId)), 403)).code).toBe('FORBIDDEN');
    const other = await signInDemoClient(server, 'marcus');
    expect((await errorOf(await other.client.post(resetPath(clientId)), 403)).code).toBe(
      'FORBIDDEN',
    );
    const [user] = await server.deps.db.select().from(users).where(eq(users.id, clientId));
    expect(user?.twoFactorEnabled).toBe(true);
  });

  it('V6.4.4 / V6.3.6: an admin resets it: audited, trusted devices forgotten, the client e-mailed', async () => {
    const admin = await signInAdmin(server);
    const response = await admin.client.post(resetPath(clientId));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ two_factor_enabled: false });

    const [user] = await server.deps.db.select().from(users).where(eq(users.id, clientId));
    expect(user?.twoFactorEnabled).toBe(false);
    expect(
      await server.deps.db.select().from(twoFactors).where(eq(twoFactors.userId, clientId)),
    ).toEqual([]);
    expect(
      await server.deps.db
        .select()
        .from(verifications)
        .where(and(eq(verifications.value, clientId))),
    ).toEqual([]);
    const [audit] = await server.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'two_factor_reset'), eq(auditEvents.entity_id, clientId)));
    expect(audit).toMatchObject({
      actor_user_id: await userIdOf(server, TEST_ADMIN_EMAIL),
      client_id: clientId,
    });
    const mail = await server.smtp.waitForMail(
      (m) => m.to === clientEmail && /two-factor sign-in was reset/.test(m.subject),
    );
    expect(mail.text).toContain('Your second factor was reset by our staff');

    // The password alone signs the client in again.
    const plain = await server.client().post('/api/auth/sign-in/email', {
      email: clientEmail,
      password: PASSWORD,
    });
    expect((await plain.json()) as unknown).toMatchObject({ user: { email: clientEmail } });
  });

  it('V6.4.4: a client without a second factor (409) and an unknown client (404)', async () => {
    const admin = await signInAdmin(server);
    const amelia = await userIdOf(server, demoClient('amelia').email);
    expect((await errorOf(await admin.client.post(resetPath(amelia)), 409)).message).toBe(
      'This client has not turned on two-factor sign-in.',
    );
    expect((await admin.client.post(resetPath(UNKNOWN_ID))).status).toBe(404);
    expect((await admin.client.post(resetPath('not-a-uuid'))).status).toBe(400);
  });
});
