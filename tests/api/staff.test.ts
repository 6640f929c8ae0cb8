import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED_CODE, ACCOUNT_DEACTIVATED_MESSAGE } from '../../src/shared/auth';
import type { StaffMember } from '../../src/shared/admin/staff';
import { auditEvents, mailOutbox, users } from '../../src/server/db/schema';
import { bodyOf } from '../helpers/admin-callers';
import { demoClient, errorOf, put, signIn, signInAdmin } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { linkIn } from '../helpers/smtp-sink';
import { signInEachStaffRole } from '../helpers/staff-accounts';
import { enrolTwoFactor } from '../helpers/two-factor';
import { signedInWithPassword } from '../helpers/two-factor-accounts';
import { useTestServer } from '../helpers/use-test-server';

/**
 * The Staff page's API (decision 062): invitations with a role, role changes in force at the next
 * request, deactivation that ends sessions at once, and the rules that keep an Administrator.
 */

const server = useTestServer({ seed: true });
let admin: SignedIn;
let sequence = 0;

beforeAll(async () => {
  admin = await signInAdmin(server);
});

const uniqueEmail = (name: string) => {
  sequence += 1;
  return `${name}.${sequence}@staff-test.example`;
};

async function auditCount() {
  const [row] = await server.deps.db.select({ value: count() }).from(auditEvents);
  return row?.value ?? 0;
}

async function outboxCount() {
  const [row] = await server.deps.db.select({ value: count() }).from(mailOutbox);
  return row?.value ?? 0;
}

async function invite(by: SignedIn, fields: Record<string, unknown>) {
  return by.client.post('/api/admin/staff', fields);
}

/** An invitee follows the e-mail's link, chooses a password, signs in and enrols the second factor. */
async function invitedStaff(role: string): Promise<SignedIn & { member: StaffMember }> {
  const email = uniqueEmail(role);
  const member = await bodyOf<StaffMember>(
    await invite(admin, { first_name: 'Ines', last_name: 'Invitee', email, role }),
    201,
  );
  const mail = await server.smtp.waitForMail(
    (m) => m.to === email && m.subject === 'Your Orion Transit & Custody staff account is ready',
  );
  const token = new URL(linkIn(mail, `${server.url}/update-password?token=`)).searchParams.get(
    'token',
  );
  const password = 'Harbour-Staff-Key-9';
  const reset = await server.client().post('/api/auth/reset-password', {
    token,
    newPassword: password,
  });
  expect(reset.status).toBe(200);
  const enrolling = await signedInWithPassword(server, email, password);
  // Until the second factor is on, the admin area asks for it, whatever the role.
  const unenrolled = await errorOf(await enrolling.get('/api/admin/overview'), 403);
  expect(unenrolled.code).toBe('TWO_FACTOR_REQUIRED');
  const { secret } = await enrolTwoFactor(enrolling, password);
  server.totpSecrets.set(email, secret);
  return { ...(await signIn(server, email, password)), member };
}

describe('inviting staff', () => {
  it('opens the account with its role, e-mails a 7-day link, and the role governs what it reaches', async () => {
    const before = await auditCount();
    const operations = await invitedStaff('operations');
    expect(operations.member).toMatchObject({
      role: 'operations',
      status: 'invited',
      two_factor_enabled: false,
      last_signed_in_at: null,
    });
    expect(await auditCount()).toBeGreaterThan(before);

    expect((await operations.client.get('/api/admin/shipments')).status).toBe(200);
    const vault = await errorOf(await operations.client.get('/api/admin/vault-items'), 403);
    expect(vault.message).toBe('Your staff role, Operations, does not allow this.');

    const { staff } = await bodyOf<{ staff: StaffMember[] }>(
      await admin.client.get('/api/admin/staff'),
      200,
    );
    const listed = staff.find((member) => member.id === operations.member.id)!;
    expect(listed).toMatchObject({ status: 'active', two_factor_enabled: true });
    expect(listed.last_signed_in_at).not.toBeNull();
    // Staff are listed, clients are not.
    expect(staff.some((member) => member.email === demoClient('amelia').email)).toBe(false);
  });

  it('refuses an unknown role and an address that has an account, writing and sending nothing', async () => {
    const before = { audit: await auditCount(), mail: await outboxCount() };
    const unknownRole = await errorOf(
      await invite(admin, {
        first_name: 'Rita',
        last_name: 'Role',
        email: uniqueEmail('rita'),
        role: 'janitor',
      }),
      400,
    );
    expect(unknownRole.fields).toEqual({ role: 'Choose one of the staff roles.' });

    const taken = await errorOf(
      await invite(admin, {
        first_name: 'Amelia',
        last_name: 'Hart',
        email: demoClient('amelia').email.toUpperCase(),
        role: 'auditor',
      }),
      409,
    );
    expect(taken.fields).toEqual({ email: 'An account with this email address already exists.' });
    expect({ audit: await auditCount(), mail: await outboxCount() }).toEqual(before);
  });
});

describe('changing a role', () => {
  it('is in force at the next request of an open session, and the same role again writes nothing', async () => {
    const member = await invitedStaff('operations');
    const changed = await bodyOf<StaffMember>(
      await put(admin.client, `/api/admin/staff/${member.member.id}/role`, { role: 'custodian' }),
      200,
    );
    expect(changed.role).toBe('custodian');
    expect((await member.client.get('/api/admin/vault-items')).status).toBe(200);
    expect((await member.client.get('/api/admin/shipments')).status).toBe(403);

    const before = await auditCount();
    const again = await put(admin.client, `/api/admin/staff/${member.member.id}/role`, {
      role: 'custodian',
    });
    expect(again.status).toBe(200);
    expect(await auditCount()).toBe(before);
  });

  it("refuses one's own role, a client's account and a role that does not exist", async () => {
    const before = await auditCount();
    const own = await errorOf(
      await put(admin.client, `/api/admin/staff/${admin.userId}/role`, { role: 'auditor' }),
      409,
    );
    expect(own.message).toBe('You cannot change your own role.');
    const amelia = await server.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoClient('amelia').email));
    const client = await errorOf(
      await put(admin.client, `/api/admin/staff/${amelia[0]!.id}/role`, { role: 'auditor' }),
      404,
    );
    expect(client.message).toBe('Staff member not found.');
    const unknown = await errorOf(
      await put(admin.client, `/api/admin/staff/${admin.userId}/role`, { role: 'owner' }),
      400,
    );
    expect(unknown.fields).toEqual({ role: 'Choose one of the staff roles.' });
    expect(await auditCount()).toBe(before);
  });

  it('leaves one Administrator when two demote each other at the same moment', async () => {
    const first = (await signInEachStaffRole(server, ['admin'])).get('admin')!;
    const second = (await signInEachStaffRole(server, ['admin'])).get('admin')!;
    const firstId = first.userId;
    const secondId = second.userId;
    const [a, b] = await Promise.all([
      put(first.client, `/api/admin/staff/${secondId}/role`, { role: 'auditor' }),
      put(second.client, `/api/admin/staff/${firstId}/role`, { role: 'auditor' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const roles = await server.deps.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, a.status === 200 ? firstId : secondId));
    expect(roles[0]!.role).toBe('admin');
  });
});

describe('deactivating staff', () => {
  it("ends the member's sessions at once, refuses their sign-in, and reactivation lets them back", async () => {
    const member = await invitedStaff('auditor');
    const deactivated = await bodyOf<StaffMember>(
      await admin.client.post(`/api/admin/staff/${member.member.id}/deactivate`),
      200,
    );
    expect(deactivated.status).toBe('deactivated');
    expect((await member.client.get('/api/admin/overview')).status).toBe(401);
    expect((await member.client.get('/api/account/me')).status).toBe(401);

    const refused = await server.client().post('/api/auth/sign-in/email', {
      email: member.email,
      password: 'Harbour-Staff-Key-9',
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatchObject({
      code: ACCOUNT_DEACTIVATED_CODE,
      message: ACCOUNT_DEACTIVATED_MESSAGE,
    });

    const reactivated = await bodyOf<StaffMember>(
      await admin.client.post(`/api/admin/staff/${member.member.id}/reactivate`),
      200,
    );
    expect(reactivated).toMatchObject({ status: 'active', role: 'auditor' });
    const back = await signIn(server, member.email, 'Harbour-Staff-Key-9');
    expect((await back.client.get('/api/admin/overview')).status).toBe(200);
  });

  it("refuses one's own account and writes nothing", async () => {
    const before = await auditCount();
    const own = await errorOf(
      await admin.client.post(`/api/admin/staff/${admin.userId}/deactivate`),
      409,
    );
    expect(own.message).toBe('You cannot deactivate your own account.');
    expect((await admin.client.get('/api/admin/overview')).status).toBe(200);
    expect(await auditCount()).toBe(before);
  });
});
