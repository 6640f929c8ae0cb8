import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_INCORRECT } from '#shared/auth';
import { auditEvents } from '../../src/server/db/schema';
import { PASSWORD_CHECK_LIMIT } from '../../src/server/features/shared/password-checks';
import { postFrom } from '../helpers/caller-address';
import type { HttpClient } from '../helpers/http-client';
import { errorOf, signIn } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';
import { enrolTwoFactor } from '../helpers/two-factor';
import { clientWithPassword, whoAmI } from '../helpers/two-factor-accounts';

/**
 * Decision 050: every signed-in form that asks for the password again (re-authentication, a
 * password change, turning the second factor on or off, renewing its backup codes) draws on one
 * budget of wrong passwords per account and one per address, and every wrong password is audited.
 * The second-factor forms used to hand the password to better-auth, which counted nothing.
 */

const server = useTestServer();
let sequence = 0;

const PASSWORD = 'Keeper-Of-Checks-2026';

async function freshClient(): Promise<SignedIn> {
  sequence += 1;
  const { email } = await clientWithPassword(server, `checks-${sequence}`, PASSWORD);
  return signIn(server, email, PASSWORD);
}

const twoFactor = (client: HttpClient, path: string, password: string) =>
  client.post(`/api/auth/two-factor/${path}`, { password });

async function wrongPasswordAudits(userId: string) {
  return server.deps.db
    .select({ details: auditEvents.details })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.actor_user_id, userId), eq(auditEvents.action, 'password_check_failed')),
    );
}

async function expectWrongPassword(response: Response) {
  const error = await errorOf(response, 400);
  expect(error).toMatchObject({
    message: PASSWORD_INCORRECT,
    fields: { password: PASSWORD_INCORRECT },
  });
}

describe('the second factor forms', () => {
  it('V6.3.1: 10 wrong passwords to turn it off are audited; then even the right one gets 429 and it stays on', async () => {
    const owner = await freshClient();
    await enrolTwoFactor(owner.client, PASSWORD);
    for (let attempt = 1; attempt <= PASSWORD_CHECK_LIMIT.max; attempt += 1) {
      await expectWrongPassword(await twoFactor(owner.client, 'disable', `Guess-${attempt}-x`));
    }
    const limited = await twoFactor(owner.client, 'disable', PASSWORD);
    expect((await errorOf(limited, 429)).code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await whoAmI(owner.client))?.user.two_factor_enabled).toBe(true);

    const audits = await wrongPasswordAudits(owner.userId);
    expect(audits).toHaveLength(PASSWORD_CHECK_LIMIT.max);
    expect(
      audits.every(
        ({ details }) => (details as { purpose: string }).purpose === 'two_factor_disable',
      ),
    ).toBe(true);
    // Renewing the codes draws on the same budget.
    expect((await twoFactor(owner.client, 'generate-backup-codes', PASSWORD)).status).toBe(429);
  });

  it.each([
    ['enable', 'two_factor_enable'],
    ['generate-backup-codes', 'two_factor_backup_codes'],
  ])(
    'V6.3.1: a wrong password to %s is a 400 on password, audited as %s',
    async (path, purpose) => {
      const owner = await freshClient();
      if (path !== 'enable') await enrolTwoFactor(owner.client, PASSWORD);
      await expectWrongPassword(await twoFactor(owner.client, path, 'Not-The-Password-1'));
      expect(await wrongPasswordAudits(owner.userId)).toEqual([{ details: { purpose } }]);
    },
  );
});

describe('one budget per account', () => {
  it('V6.3.1: wrong passwords on every form count together', async () => {
    const owner = await freshClient();
    const wrong = 'Wrong-Password-77';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await owner.client.post('/api/account/reauthenticate', { password: wrong });
      expect(response.status).toBe(400);
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expectWrongPassword(await twoFactor(owner.client, 'enable', wrong));
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await owner.client.post('/api/account/password', {
        currentPassword: wrong,
        newPassword: 'A-Fresh-Vault-Phrase-91',
      });
      expect(response.status).toBe(400);
    }
    expect((await twoFactor(owner.client, 'enable', PASSWORD)).status).toBe(429);
    expect(
      (await owner.client.post('/api/account/reauthenticate', { password: PASSWORD })).status,
    ).toBe(429);
    // A wrong current password when changing it is audited too.
    const purposes = (await wrongPasswordAudits(owner.userId)).map(({ details }) => details);
    expect(purposes).toHaveLength(6);
    expect(purposes).toContainEqual({ purpose: 'password_change' });
  });

  it('a right password costs nothing from it', async () => {
    const owner = await freshClient();
    for (let attempt = 0; attempt <= PASSWORD_CHECK_LIMIT.max; attempt += 1) {
      const response = await owner.client.post('/api/account/reauthenticate', {
        password: PASSWORD,
      });
      expect(response.status).toBe(200);
    }
    await expectWrongPassword(await twoFactor(owner.client, 'enable', 'Still-Not-It-5'));
    expect((await twoFactor(owner.client, 'enable', PASSWORD)).status).toBe(200);
  });
});

describe('one budget per address', () => {
  it('V6.3.1: 60 checks in 15 minutes from one address, whichever accounts they are for', async () => {
    const [first, second] = [await freshClient(), await freshClient()];
    const from = (signedIn: SignedIn, address: string) =>
      postFrom(server, { signedIn, address }, '/api/auth/two-factor/enable', {
        password: 'Wrong-Password-1',
      });
    for (let attempt = 1; attempt <= 60; attempt += 1) {
      expect((await from(first, '192.0.2.70')).status).toBe(attempt <= 10 ? 400 : 429);
    }
    expect((await from(second, '192.0.2.70')).status).toBe(429);
    expect((await from(second, '192.0.2.71')).status).toBe(400);
  });
});
