import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECURED_MESSAGE, SECURE_ACCOUNT_LINK_USED } from '#shared/account-session';
import { auditEvents, verifications } from '../../src/server/db/schema';
import { secureAccountToken } from '../../src/server/notifications/secure-account-token';
import type { HttpClient } from '../helpers/http-client';
import { errorOf } from '../helpers/portal-callers';
import { linkIn } from '../helpers/smtp-sink';
import { useTestServer } from '../helpers/use-test-server';
import { enrolTwoFactor } from '../helpers/two-factor';
import {
  clientWithPassword,
  passwordStep,
  signedInWithPassword,
  whoAmI,
} from '../helpers/two-factor-accounts';

/**
 * Decision 051: "trust this device" never outlives the credentials it was given under. A password
 * change or reset, "This wasn't me", turning the second factor off or renewing its codes, and an
 * administrator's reset forget every trusted device of the account. "This wasn't me" works once
 * and leaves the old password unusable until a reset is completed.
 */

const server = useTestServer();
let sequence = 0;

const PASSWORD = 'Trusted-Device-Phrase-2026';
const NEW_PASSWORD = 'Chosen-After-The-Alarm-77';

type Owner = { email: string; id: string; backupCodes: string[]; trusted: HttpClient };

/**
 * A client with the second factor on, and a browser trusted to skip it (trusted with a backup
 * code, so no test waits for a fresh TOTP step), signed out again.
 */
async function ownerWithTrustedBrowser(): Promise<Owner> {
  sequence += 1;
  const { email, id } = await clientWithPassword(server, `trusting-${sequence}`, PASSWORD);
  const { backupCodes } = await enrolTwoFactor(
    await signedInWithPassword(server, email, PASSWORD),
    PASSWORD,
  );
  const trusted = await passwordStep(server, email, PASSWORD);
  const verified = await trusted.post('/api/auth/two-factor/verify-backup-code', {
    code: backupCodes[0],
    trustDevice: true,
  });
  expect(verified.status).toBe(200);
  expect((await trusted.post('/api/auth/sign-out', {})).status).toBe(200);
  // Trusted: the password alone signs this browser in.
  await expectSignedInWithoutSecondFactor(trusted, email, PASSWORD);
  expect((await trusted.post('/api/auth/sign-out', {})).status).toBe(200);
  return { email, id, backupCodes: backupCodes.slice(1), trusted };
}

async function expectSignedInWithoutSecondFactor(
  client: HttpClient,
  email: string,
  password: string,
) {
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ user: { email } });
}

async function expectSecondFactorAsked(client: HttpClient, email: string, password: string) {
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ two_factor_required: true });
}

async function trustedDeviceRows(userId: string) {
  return server.deps.db
    .select({ identifier: verifications.identifier })
    .from(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, 'trust-device-%')));
}

/** A session of the owner's on another browser, through the second factor's backup code. */
async function elsewhere(owner: Owner, password = PASSWORD): Promise<HttpClient> {
  const client = await passwordStep(server, owner.email, password);
  const response = await client.post('/api/auth/two-factor/verify-backup-code', {
    code: owner.backupCodes.shift(),
  });
  expect(response.status).toBe(200);
  return client;
}

/** Follows the newest reset e-mail of the address and chooses `password` with it. */
async function completeReset(email: string, password: string) {
  const mail = await server.smtp.waitForMail((m) => m.to === email && /Reset/.test(m.subject));
  const opened = await server.client().get(linkIn(mail, `${server.url}/api/auth/reset-password/`));
  const token = new URL(opened.headers.get('location') ?? '', server.url).searchParams.get('token');
  const reset = await server
    .client()
    .post('/api/auth/reset-password', { newPassword: password, token });
  expect(reset.status).toBe(200);
}

describe('a trusted device is forgotten', () => {
  it('V6.3.2 when the password is changed', async () => {
    const owner = await ownerWithTrustedBrowser();
    const other = await elsewhere(owner);
    const changed = await other.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    await expectSecondFactorAsked(owner.trusted, owner.email, NEW_PASSWORD);
    expect(await trustedDeviceRows(owner.id)).toEqual([]);
  });

  it('V6.3.2 when a password reset is completed', async () => {
    const owner = await ownerWithTrustedBrowser();
    const requested = await server.client().post('/api/auth/request-password-reset', {
      email: owner.email,
      redirectTo: '/update-password',
    });
    expect(requested.status).toBe(200);
    await completeReset(owner.email, NEW_PASSWORD);
    await expectSecondFactorAsked(owner.trusted, owner.email, NEW_PASSWORD);
  });

  it('V6.3.2 when the backup codes are renewed', async () => {
    const owner = await ownerWithTrustedBrowser();
    const other = await elsewhere(owner);
    const renewed = await other.post('/api/auth/two-factor/generate-backup-codes', {
      password: PASSWORD,
    });
    expect(renewed.status).toBe(200);
    await expectSecondFactorAsked(owner.trusted, owner.email, PASSWORD);
  });

  it('V6.3.2 when the second factor is turned off on another browser, and stays forgotten once it is on again', async () => {
    const owner = await ownerWithTrustedBrowser();
    const other = await elsewhere(owner);
    const disabled = await other.post('/api/auth/two-factor/disable', { password: PASSWORD });
    expect(disabled.status).toBe(200);
    expect(await trustedDeviceRows(owner.id)).toEqual([]);
    await enrolTwoFactor(other, PASSWORD);
    await expectSecondFactorAsked(owner.trusted, owner.email, PASSWORD);
  });
});

describe('"This wasn\'t me"', () => {
  it('V6.3.2 V7.4.1 forgets trusted devices and leaves the password unusable until a reset is completed', async () => {
    const owner = await ownerWithTrustedBrowser();
    const other = await elsewhere(owner);
    const token = secureAccountToken(server.deps.config.authSecret, owner.id);
    const secured = await server.client().post('/api/account/secure', { token });
    expect(secured.status).toBe(200);
    expect(await secured.json()).toMatchObject({
      status: 'secured',
      message: ACCOUNT_SECURED_MESSAGE,
    });
    expect((await other.get('/api/account/me')).status).toBe(401);
    expect(await trustedDeviceRows(owner.id)).toEqual([]);

    // The old password opens nothing, on the trusted browser or any other.
    for (const browser of [owner.trusted, server.client()]) {
      const refused = await browser.post('/api/auth/sign-in/email', {
        email: owner.email,
        password: PASSWORD,
      });
      expect(refused.status).toBe(401);
    }
    const [audit] = await server.deps.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actor_user_id, owner.id), eq(auditEvents.action, 'account_secured')),
      );
    expect(audit?.details).toMatchObject({ password_blocked: true });

    // The reset it mailed gives a new password; the formerly trusted browser is asked for the code.
    await completeReset(owner.email, NEW_PASSWORD);
    await expectSecondFactorAsked(owner.trusted, owner.email, NEW_PASSWORD);
    expect(await whoAmI(owner.trusted)).toBeNull();
  });

  it('V6.3.5 a link works once: used again it ends nothing and mails nothing', async () => {
    const owner = await ownerWithTrustedBrowser();
    const token = secureAccountToken(server.deps.config.authSecret, owner.id);
    expect((await server.client().post('/api/account/secure', { token })).status).toBe(200);
    await completeReset(owner.email, NEW_PASSWORD);
    const signedIn = await elsewhere(owner, NEW_PASSWORD);
    const resetMails = () =>
      server.smtp.mails.filter((m) => m.to === owner.email && /Reset/.test(m.subject)).length;
    const mailsBefore = resetMails();

    const again = await server.client().post('/api/account/secure', { token });
    const error = await errorOf(again, 400);
    expect(error).toMatchObject({
      message: SECURE_ACCOUNT_LINK_USED,
      fields: { token: SECURE_ACCOUNT_LINK_USED },
    });
    expect((await signedIn.get('/api/account/me')).status).toBe(200);
    const secured = await server.deps.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actor_user_id, owner.id), eq(auditEvents.action, 'account_secured')),
      );
    expect(secured).toHaveLength(1);
    expect(resetMails()).toBe(mailsBefore);

    // An alert sent after the account was secured carries a link that works.
    const later = secureAccountToken(
      server.deps.config.authSecret,
      owner.id,
      new Date(Date.now() + 2_000),
    );
    expect((await server.client().post('/api/account/secure', { token: later })).status).toBe(200);
  });
});
