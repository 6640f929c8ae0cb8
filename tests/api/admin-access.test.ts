import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { auditEvents, clients, users } from '../../src/server/db/schema';
import { APPLICANT_HOLDS_CUSTODY } from '../../src/server/features/admin-access/decide-access-request';
import { del, insertVaultItem } from '../helpers/admin-callers';
import { DEMO_CLIENT_PASSWORD, DEMO_CLIENTS } from '../../src/server/seed/demo-data';
import type { HttpClient } from '../helpers/http-client';
import { signIn as signInAccount } from '../helpers/portal-callers';
import { linkIn } from '../helpers/smtp-sink';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';
import { enrolTwoFactor } from '../helpers/two-factor';

const server = useTestServer({ seed: true });
let admin: HttpClient;
let demoClient: HttpClient;

const PASSWORD = 'Correct-Horse-42';
const ADMIN_USER_AGENT = 'admin-access-test/1.0';
const NOT_PENDING = 'No pending access request for this account.';
const [amelia] = DEMO_CLIENTS;

beforeAll(async () => {
  admin = await signIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
  demoClient = await signIn(amelia!.email, DEMO_CLIENT_PASSWORD);
});

/** Signs in (with the second factor where the account has one) and returns the browser. */
async function signIn(email: string, password = PASSWORD) {
  return (await signInAccount(server, email, password)).client;
}

/** Signs up with the Admin account type and confirms the address, as a requester would. */
async function requestAdminAccess(email: string, firstName = 'Fiona') {
  const signedUp = await server.client().post('/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: `${firstName} Requester`,
    firstName,
    lastName: 'Requester',
    accountType: 'admin',
    callbackURL: '/login',
  });
  expect(signedUp.status).toBe(200);
  const mail = await server.smtp.waitForMail((m) => m.to === email && /Confirm/.test(m.subject));
  const confirmed = await server.client().get(linkIn(mail, `${server.url}/api/auth/verify-email`));
  expect(confirmed.status).toBe(302);
  return (await userByEmail(email)).id;
}

async function userByEmail(email: string) {
  const [user] = await server.deps.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

function decide(client: HttpClient, userId: string, decision: 'approve' | 'reject') {
  return client.post(
    `/api/admin/access-requests/${userId}/${decision}`,
    {},
    { headers: { 'user-agent': ADMIN_USER_AGENT } },
  );
}

async function pendingEmails(client: HttpClient = admin) {
  const response = await client.get('/api/admin/access-requests');
  expect(response.status).toBe(200);
  const { requests } = (await response.json()) as { requests: { email: string }[] };
  return requests.map((request) => request.email);
}

async function auditRows(userId: string) {
  return server.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity_type, 'account'), eq(auditEvents.entity_id, userId)));
}

describe('listing admin-access requests', () => {
  it('shows a confirmed requester with name, e-mail and request time', async () => {
    const email = 'listed@requester.example';
    const userId = await requestAdminAccess(email, 'Lena');
    const response = await admin.get('/api/admin/access-requests');
    expect(response.status).toBe(200);
    const { requests } = await response.json();
    const request = requests.find((r: { id: string }) => r.id === userId);
    expect(request).toMatchObject({ email, first_name: 'Lena', last_name: 'Requester' });
    expect(Number.isNaN(Date.parse(request.requested_at))).toBe(false);
  });
});

describe('approving a request', () => {
  it('makes the requester an administrator in their existing session, audits and mails it', async () => {
    const email = 'approved@requester.example';
    const userId = await requestAdminAccess(email, 'Fiona');
    const requester = await signIn(email);
    expect((await requester.get('/api/admin/access-requests')).status).toBe(403);

    const response = await decide(admin, userId, 'approve');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: userId, email, role: 'admin' });

    const user = await userByEmail(email);
    expect(user).toMatchObject({ role: 'admin', adminRequestedAt: null });
    const session = await (await requester.get('/api/auth/get-session')).json();
    expect(session.user.role).toBe('admin');
    // A new administrator enrols a second factor before the admin area answers (decision 030).
    const unenrolled = await requester.get('/api/admin/access-requests');
    expect(unenrolled.status).toBe(403);
    expect((await unenrolled.json()).error.code).toBe('TWO_FACTOR_REQUIRED');
    await enrolTwoFactor(requester, PASSWORD);
    expect((await requester.get('/api/admin/access-requests')).status).toBe(200);
    expect(await pendingEmails()).not.toContain(email);

    const mail = await server.smtp.waitForMail(
      (m) => m.to === email && m.subject === 'Your administrator access was approved',
    );
    expect(mail.text).toContain('Hello Fiona,');
    expect(mail.text).toContain(`Sign in: ${server.url}/login`);

    const adminUser = await userByEmail(TEST_ADMIN_EMAIL);
    expect(await auditRows(userId)).toEqual([
      expect.objectContaining({
        actor_user_id: adminUser.id,
        actor_label: TEST_ADMIN_EMAIL,
        action: 'admin_access_approved',
        entity_type: 'account',
        entity_id: userId,
        entity_label: email,
        ip_address: expect.stringContaining('127.0.0.1'),
        user_agent: ADMIN_USER_AGENT,
      }),
    ]);
  });
});

describe('an administrator is not a client (decision 052)', () => {
  async function clientRecordOf(userId: string) {
    return server.deps.db.select({ id: clients.id }).from(clients).where(eq(clients.id, userId));
  }

  /** Every admin action on a client's account, which must never reach an administrator. */
  const clientAccountActions = (userId: string) => [
    admin.post(`/api/admin/clients/${userId}/two-factor/reset`),
    admin.get(`/api/admin/clients/${userId}/sessions`),
    del(admin, `/api/admin/clients/${userId}/sessions`),
    admin.get(`/api/admin/clients/${userId}`),
  ];

  it("approval removes the applicant's client record, so no client action reaches the new administrator", async () => {
    const email = 'second-admin@requester.example';
    const userId = await requestAdminAccess(email, 'Greta');
    expect(await clientRecordOf(userId)).toHaveLength(1);
    const requester = await signIn(email);
    const { secret } = await enrolTwoFactor(requester, PASSWORD);
    expect(secret).toBeTruthy();

    expect((await decide(admin, userId, 'approve')).status).toBe(200);
    expect(await clientRecordOf(userId)).toEqual([]);
    for (const response of await Promise.all(clientAccountActions(userId))) {
      expect((await response.json()).error?.code).toBe('NOT_FOUND');
    }
    // Their second factor, sessions and account are as they were.
    expect(await userByEmail(email)).toMatchObject({ role: 'admin', twoFactorEnabled: true });
    expect((await requester.get('/api/admin/access-requests')).status).toBe(200);
  });

  it('an applicant whose client record holds custody is refused with 409, changing nothing', async () => {
    const email = 'holder@requester.example';
    const userId = await requestAdminAccess(email, 'Hugo');
    await insertVaultItem(server, { client_id: userId });
    const response = await decide(admin, userId, 'approve');
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({
      code: 'CONFLICT',
      message: APPLICANT_HOLDS_CUSTODY,
    });
    expect(await userByEmail(email)).toMatchObject({ role: 'client' });
    expect(await pendingEmails()).toContain(email);
    expect(await auditRows(userId)).toEqual([]);
  });

  it('an administrator left with a client record (before this rule) is refused every client account action', async () => {
    const email = 'legacy@requester.example';
    const userId = await requestAdminAccess(email, 'Lars');
    await insertVaultItem(server, { client_id: userId });
    await server.deps.db
      .update(users)
      .set({ role: 'admin', adminRequestedAt: null, twoFactorEnabled: true })
      .where(eq(users.id, userId));
    for (const response of await Promise.all(clientAccountActions(userId).slice(0, 3))) {
      expect((await response.json()).error?.code).toBe('NOT_FOUND');
    }
    expect(await userByEmail(email)).toMatchObject({ twoFactorEnabled: true });
  });

  it('migration 0013 removes the empty client records such approvals left, never one that holds custody', async () => {
    const [empty, holding] = [
      await requestAdminAccess('empty-record@requester.example', 'Ema'),
      await requestAdminAccess('full-record@requester.example', 'Fil'),
    ];
    await insertVaultItem(server, { client_id: holding });
    await server.deps.db
      .update(users)
      .set({ role: 'admin', adminRequestedAt: null })
      .where(sql`${users.id} in (${empty}, ${holding})`);
    const migration = readFileSync('drizzle/0013_staff_are_not_clients.sql', 'utf8');
    await server.deps.db.execute(sql.raw(migration));
    expect(await clientRecordOf(empty)).toEqual([]);
    expect(await clientRecordOf(holding)).toHaveLength(1);
    expect(await clientRecordOf((await userByEmail(amelia!.email)).id)).toHaveLength(1);
  });
});

describe('rejecting a request', () => {
  it('keeps a client account, clears the request, audits and mails it', async () => {
    const email = 'rejected@requester.example';
    const userId = await requestAdminAccess(email, 'Ravi');
    const requester = await signIn(email);

    const response = await decide(admin, userId, 'reject');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: userId, email, role: 'client' });

    expect(await userByEmail(email)).toMatchObject({ role: 'client', adminRequestedAt: null });
    expect((await (await requester.get('/api/auth/get-session')).json()).user.role).toBe('client');
    expect((await requester.get('/api/admin/access-requests')).status).toBe(403);
    expect(await pendingEmails()).not.toContain(email);

    const mail = await server.smtp.waitForMail(
      (m) => m.to === email && m.subject === 'Your administrator access request',
    );
    expect(mail.text).toContain('Hello Ravi,');
    expect(mail.text).toContain('An administrator did not approve your request');
    expect(mail.text).toContain('stays a client account');
    expect(mail.text).toContain(`${server.url}/vault`);

    expect(await auditRows(userId)).toEqual([
      expect.objectContaining({
        actor_label: TEST_ADMIN_EMAIL,
        action: 'admin_access_rejected',
        entity_id: userId,
        entity_label: email,
      }),
    ]);
  });
});

describe('requests that cannot be decided', () => {
  it.each([
    ['approve', 'approve'],
    ['approve', 'reject'],
    ['reject', 'approve'],
    ['reject', 'reject'],
  ] as const)('answers 404 to %s after %s, changing nothing', async (second, first) => {
    const email = `twice-${first}-${second}@requester.example`;
    const userId = await requestAdminAccess(email);
    expect((await decide(admin, userId, first)).status).toBe(200);
    const before = await userByEmail(email);

    const response = await decide(admin, userId, second);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatchObject({
      code: 'NOT_FOUND',
      message: NOT_PENDING,
    });
    expect((await userByEmail(email)).role).toBe(before.role);
    expect(await auditRows(userId)).toHaveLength(1);
  });

  it.each(['approve', 'reject'] as const)(
    'answers 404 to %s for an unknown account, a client without a request and an administrator',
    async (decision) => {
      const ids = [
        '0b7c1d7e-3f5a-4c2b-9d1e-6a8f2b4c5d6e',
        (await userByEmail(amelia!.email)).id,
        (await userByEmail(TEST_ADMIN_EMAIL)).id,
      ];
      for (const id of ids) {
        const response = await decide(admin, id, decision);
        expect(response.status).toBe(404);
        expect((await response.json()).error.message).toBe(NOT_PENDING);
      }
      expect((await userByEmail(amelia!.email)).role).toBe('client');
      expect((await userByEmail(TEST_ADMIN_EMAIL)).role).toBe('admin');
    },
  );

  it('answers 404 for an administrator whose request date was left behind', async () => {
    const email = 'stale@requester.example';
    const userId = await requestAdminAccess(email);
    expect((await decide(admin, userId, 'approve')).status).toBe(200);
    await server.deps.db
      .update(users)
      .set({ adminRequestedAt: new Date() })
      .where(eq(users.id, userId));

    const rejected = await decide(admin, userId, 'reject');
    expect(rejected.status).toBe(404);
    expect((await rejected.json()).error.message).toBe(NOT_PENDING);
    expect((await userByEmail(email)).role).toBe('admin');
  });

  it.each(['approve', 'reject'] as const)(
    'answers 400 naming the field to %s with an id that is not a uuid',
    async (decision) => {
      const response = await decide(admin, 'not-a-uuid', decision);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.fields).toEqual({ userId: 'Not a valid account id.' });
    },
  );
});

describe('access matrix', () => {
  const endpoints = [
    { name: 'GET list', call: (client: HttpClient) => client.get('/api/admin/access-requests') },
    {
      name: 'POST approve',
      call: async (client: HttpClient, userId: string) => decide(client, userId, 'approve'),
    },
    {
      name: 'POST reject',
      call: async (client: HttpClient, userId: string) => decide(client, userId, 'reject'),
    },
  ];

  it.each(endpoints)(
    '$name: anonymous 401, client 403 (nothing changes), admin 200',
    async ({ name, call }) => {
      const email = `matrix-${name.replace(/\W+/g, '-').toLowerCase()}@requester.example`;
      const userId = await requestAdminAccess(email);

      const anonymous = await call(server.client(), userId);
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).error.code).toBe('UNAUTHORIZED');

      const forbidden = await call(demoClient, userId);
      expect(forbidden.status).toBe(403);
      expect((await forbidden.json()).error.code).toBe('FORBIDDEN');
      expect((await userByEmail(email)).adminRequestedAt).toBeInstanceOf(Date);
      expect(await auditRows(userId)).toHaveLength(0);

      expect((await call(admin, userId)).status).toBe(200);
    },
  );

  it('checks the role before the id: a client sending a bad id still gets 403', async () => {
    expect((await decide(server.client(), 'not-a-uuid', 'approve')).status).toBe(401);
    expect((await decide(demoClient, 'not-a-uuid', 'reject')).status).toBe(403);
  });
});
