import { and, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#shared/account';
import { REAUTHENTICATION_REQUIRED_CODE } from '#shared/auth';
import { UNSTORABLE_TEXT_MESSAGE } from '#shared/storable-text';
import { auditEvents, clients, sessions, users } from '../../src/server/db/schema';
import { insertClientWithPassword } from '../helpers/admin-callers';
import { postFrom } from '../helpers/caller-address';
import type { HttpClient } from '../helpers/http-client';
import { errorOf, put, signIn, signInAdmin } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Re-authentication (decision 033): an export of client data asks for the password again once the
 * session's sign-in (or its last confirmation) is more than 10 minutes old; and the account name,
 * which the admin's Profile edits. Titles name the OWASP ASVS 5.0 requirement: V7.5.3 (further
 * authentication before a highly sensitive operation), V6.3.1 (brute force limited), V16.3.1
 * (authentication attempts logged).
 */

const server = useTestServer({ seed: true });
let sequence = 0;
const PASSWORD = 'Reauth-Test-Password-1';
const MINUTE_MS = 60_000;
const ADMIN_EXPORTS = ['shipments', 'clients', 'vault-items'] as const;
const REAUTHENTICATION_MESSAGE = 'Please confirm it is you: enter your password again.';

/** A fresh confirmed client with a password and a client record, signed in once. */
async function freshClient(): Promise<SignedIn> {
  sequence += 1;
  const email = `reauth-${sequence}@client.example`;
  await insertClientWithPassword(
    server,
    { email, first_name: 'Rita', last_name: `Reauth${sequence}` },
    PASSWORD,
  );
  return signIn(server, email, PASSWORD);
}

/** The session row of a sign-in, found by the token its cookie carries (`token.signature`). */
function sessionOf(signedIn: SignedIn) {
  const cookieValue = decodeURIComponent(signedIn.sessionCookie.split('=')[1]!);
  return eq(sessions.token, cookieValue.split('.')[0]!);
}

/** Moves the sign-in of a session `minutes` into the past, as if it had been open that long. */
async function signedInMinutesAgo(signedIn: SignedIn, minutes: number) {
  await server.deps.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - minutes * MINUTE_MS) })
    .where(sessionOf(signedIn));
}

async function reauthenticatedAtOf(signedIn: SignedIn): Promise<Date | null> {
  const [row] = await server.deps.db
    .select({ at: sessions.reauthenticatedAt })
    .from(sessions)
    .where(sessionOf(signedIn));
  if (!row) throw new Error('no session row');
  return row.at;
}

const reauthenticate = (client: HttpClient, password: unknown) =>
  client.post('/api/account/reauthenticate', { password });

const exportAccessLog = (client: HttpClient) => client.get('/api/portal/access-log.csv');

async function expectReauthenticationRequired(response: Response) {
  const error = await errorOf(response, 403);
  expect(error).toMatchObject({
    code: REAUTHENTICATION_REQUIRED_CODE,
    message: REAUTHENTICATION_MESSAGE,
  });
}

async function expectCsv(response: Response, filename: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
  await response.arrayBuffer();
}

function auditOf(userId: string, action: 'reauthenticated' | 'reauthentication_failed') {
  return server.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actor_user_id, userId), eq(auditEvents.action, action)))
    .orderBy(desc(auditEvents.created_at));
}

async function auditCount(): Promise<number> {
  const [row] = await server.deps.db.select({ value: count() }).from(auditEvents);
  return row?.value ?? 0;
}

describe("the client's access log export (GET /api/portal/access-log.csv)", () => {
  it('V7.5.3 a session signed in a moment ago exports at once', async () => {
    const client = await freshClient();
    await expectCsv(await exportAccessLog(client.client), 'otc-access-log.csv');
  });

  it('V7.5.3 a session signed in 9 minutes ago still exports; one signed in 11 minutes ago is asked to confirm it is you', async () => {
    const client = await freshClient();
    await signedInMinutesAgo(client, 9);
    await expectCsv(await exportAccessLog(client.client), 'otc-access-log.csv');

    await signedInMinutesAgo(client, 11);
    const refused = await exportAccessLog(client.client);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    await expectReauthenticationRequired(refused);
    // Still signed in: only the export waits for the password.
    expect((await client.client.get('/api/account/me')).status).toBe(200);
  });

  it('V7.5.3 the right password opens the export again for 10 minutes, audited as reauthenticated', async () => {
    const client = await freshClient();
    await signedInMinutesAgo(client, 30);
    await expectReauthenticationRequired(await exportAccessLog(client.client));

    const confirmed = await reauthenticate(client.client, PASSWORD);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'reauthenticated' });
    const at = await reauthenticatedAtOf(client);
    expect(Date.now() - at!.getTime()).toBeLessThan(MINUTE_MS);
    await expectCsv(await exportAccessLog(client.client), 'otc-access-log.csv');

    const [event] = await auditOf(client.userId, 'reauthenticated');
    expect(event).toMatchObject({
      actor_label: client.email,
      entity_type: 'account',
      entity_id: client.userId,
      ip_address: '127.0.0.1',
      details: { method: 'password' },
    });

    // The confirmation itself grows old like a sign-in.
    await server.deps.db
      .update(sessions)
      .set({ reauthenticatedAt: new Date(Date.now() - 11 * MINUTE_MS) })
      .where(sessionOf(client));
    await expectReauthenticationRequired(await exportAccessLog(client.client));
  });

  it("V7.5.3 confirming in one session does not open another session's exports", async () => {
    const laptop = await freshClient();
    const phone = await signIn(server, laptop.email, PASSWORD);
    await signedInMinutesAgo(laptop, 20);
    await signedInMinutesAgo(phone, 20);

    expect((await reauthenticate(laptop.client, PASSWORD)).status).toBe(200);
    await expectCsv(await exportAccessLog(laptop.client), 'otc-access-log.csv');
    await expectReauthenticationRequired(await exportAccessLog(phone.client));
    expect(await reauthenticatedAtOf(phone)).toBeNull();
  });

  it('V7.5.3 stays own data only: an administrator, who has no client record, gets 404 however fresh', async () => {
    const admin = await signInAdmin(server);
    expect((await errorOf(await exportAccessLog(admin.client), 404)).code).toBe('NOT_FOUND');
    expect((await exportAccessLog(server.client())).status).toBe(401);
  });
});

describe("the administrator's reports (GET /api/admin/analytics/exports/{file})", () => {
  // One sign-in for the three reports: each TOTP code works once, so every sign-in of the
  // administrator takes a time step of their authenticator.
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signInAdmin(server);
  });

  it.each(ADMIN_EXPORTS)(
    'V7.5.3 %s.csv: fresh exports, 11 minutes old is asked to confirm, the password opens it again',
    async (file) => {
      await signedInMinutesAgo(admin, 0);
      await server.deps.db
        .update(sessions)
        .set({ reauthenticatedAt: null })
        .where(sessionOf(admin));
      const path = `/api/admin/analytics/exports/${file}.csv`;
      await expectCsv(await admin.client.get(path), `otc-${file}.csv`);

      await signedInMinutesAgo(admin, 11);
      await expectReauthenticationRequired(await admin.client.get(path));

      expect((await reauthenticate(admin.client, TEST_ADMIN_PASSWORD)).status).toBe(200);
      await expectCsv(await admin.client.get(path), `otc-${file}.csv`);
    },
  );

  it('V7.5.3 stays administrators only: a client is refused as before, a stranger too', async () => {
    const client = await freshClient();
    for (const file of ADMIN_EXPORTS) {
      const path = `/api/admin/analytics/exports/${file}.csv`;
      expect((await errorOf(await client.client.get(path), 403)).code).toBe('FORBIDDEN');
      expect((await server.client().get(path)).status).toBe(401);
    }
    // An old client session is still refused for its role, not asked for its password.
    await signedInMinutesAgo(client, 11);
    const refused = await errorOf(
      await client.client.get('/api/admin/analytics/exports/clients.csv'),
      403,
    );
    expect(refused.code).toBe('FORBIDDEN');
  });
});

describe('POST /api/account/reauthenticate', () => {
  it('V6.3.1 V16.3.1 a wrong password is a 400 on password, confirms nothing and is audited as reauthentication_failed', async () => {
    const client = await freshClient();
    await signedInMinutesAgo(client, 11);

    const error = await errorOf(await reauthenticate(client.client, 'Not-The-Password-9'), 400);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Password is incorrect.',
      fields: { password: 'Password is incorrect.' },
    });
    expect(await reauthenticatedAtOf(client)).toBeNull();
    await expectReauthenticationRequired(await exportAccessLog(client.client));

    const [event] = await auditOf(client.userId, 'reauthentication_failed');
    expect(event).toMatchObject({
      actor_label: client.email,
      entity_id: client.userId,
      ip_address: '127.0.0.1',
      details: { method: 'password' },
    });
    expect(await auditOf(client.userId, 'reauthenticated')).toEqual([]);
  });

  it("V6.3.1 another account's password does not confirm this one", async () => {
    const client = await freshClient();
    await signedInMinutesAgo(client, 11);
    await errorOf(await reauthenticate(client.client, TEST_ADMIN_PASSWORD), 400);
    expect(await reauthenticatedAtOf(client)).toBeNull();
  });

  it('V6.3.1 allows 10 attempts per account in 15 minutes; then even the right password gets 429', async () => {
    const client = await freshClient();
    await signedInMinutesAgo(client, 11);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await errorOf(await reauthenticate(client.client, `Wrong-Password-${attempt}`), 400);
    }
    const limited = await reauthenticate(client.client, PASSWORD);
    const error = await errorOf(limited, 429);
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toMatch(/^Too many attempts, try again in \d+ minutes?$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await reauthenticatedAtOf(client)).toBeNull();
    expect(await auditOf(client.userId, 'reauthentication_failed')).toHaveLength(10);
  });

  it('V6.3.1 allows 60 attempts per address in 15 minutes, whichever accounts they are for', async () => {
    const [first, second] = [await freshClient(), await freshClient()];
    const from = (signedIn: SignedIn, address: string) =>
      postFrom(server, { signedIn, address }, '/api/account/reauthenticate', {
        password: 'Wrong-Password-1',
      });
    // The first account's own limit answers after 10; the address keeps counting to 60.
    for (let attempt = 1; attempt <= 60; attempt += 1) {
      expect((await from(first, '192.0.2.60')).status).toBe(attempt <= 10 ? 400 : 429);
    }
    expect((await from(second, '192.0.2.60')).status).toBe(429);
    expect((await from(second, '192.0.2.61')).status).toBe(400);
  });

  it('V7.5.3 refuses a stranger with 401 and writes nothing', async () => {
    const before = await auditCount();
    const error = await errorOf(await reauthenticate(server.client(), PASSWORD), 401);
    expect(error.code).toBe('UNAUTHORIZED');
    expect(await auditCount()).toBe(before);
  });

  it.each([
    { name: 'no password', body: {}, message: 'Please enter your password.' },
    { name: 'an empty password', body: { password: '' }, message: 'Please enter your password.' },
    { name: 'a number', body: { password: 12345678 }, message: 'Please enter your password.' },
    {
      name: 'a password longer than any password',
      body: { password: 'x'.repeat(129) },
      message: 'Password is incorrect.',
    },
  ])(
    'answers 400 on password to $name, checking and writing nothing',
    async ({ body, message }) => {
      const client = await freshClient();
      await signedInMinutesAgo(client, 11);
      const before = await auditCount();
      const error = await errorOf(
        await client.client.post('/api/account/reauthenticate', body),
        400,
      );
      expect(error).toMatchObject({ code: 'BAD_REQUEST', fields: { password: message } });
      expect(await auditCount()).toBe(before);
      expect(await reauthenticatedAtOf(client)).toBeNull();
    },
  );

  it('answers 415 to a body that is not JSON and 400 on password to a NUL in it', async () => {
    const client = await freshClient();
    const form = await client.client.request('/api/account/reauthenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `password=${PASSWORD}`,
    });
    expect(form.status).toBe(415);
    const nul = await errorOf(await reauthenticate(client.client, 'abc\u0000def'), 400);
    expect(nul.fields).toEqual({ password: UNSTORABLE_TEXT_MESSAGE });
  });
});

describe('PUT /api/account/name', () => {
  const rename = (client: HttpClient, body: unknown) => put(client, '/api/account/name', body);

  async function userRow(id: string) {
    const [row] = await server.deps.db
      .select({ name: users.name, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  async function clientRow(id: string) {
    const [row] = await server.deps.db
      .select({ first_name: clients.first_name, last_name: clients.last_name })
      .from(clients)
      .where(eq(clients.id, id));
    return row;
  }

  it("changes an administrator's own name, trimmed, answered as the account and in the session; audited", async () => {
    const admin = await signInAdmin(server);
    const response = await rename(admin.client, { first_name: '  Ada ', last_name: 'Lovelace  ' });
    expect(response.status).toBe(200);
    const account = (await response.json()) as Account;
    expect(account).toMatchObject({
      id: admin.userId,
      role: 'admin',
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
    });
    expect(await userRow(admin.userId)).toEqual({
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const session = (await (await admin.client.get('/api/auth/get-session')).json()) as {
      user: { first_name: string; last_name: string };
    };
    expect(session.user).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    const [event] = await server.deps.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actor_user_id, admin.userId), eq(auditEvents.action, 'profile_updated')),
      )
      .orderBy(desc(auditEvents.created_at));
    expect(event).toMatchObject({
      entity_type: 'account',
      entity_id: admin.userId,
      client_id: null,
      details: { fields: ['first_name', 'last_name'] },
    });
  });

  it("keeps a client's record in step with the account, and touches no other account", async () => {
    const client = await freshClient();
    const other = await freshClient();
    const otherBefore = await userRow(other.userId);

    const response = await rename(client.client, { first_name: 'Renée', last_name: "O'Neil" });
    expect(response.status).toBe(200);
    expect(await userRow(client.userId)).toEqual({
      name: "Renée O'Neil",
      firstName: 'Renée',
      lastName: "O'Neil",
    });
    expect(await clientRow(client.userId)).toEqual({ first_name: 'Renée', last_name: "O'Neil" });
    expect(await userRow(other.userId)).toEqual(otherBefore);
    const profile = (await (await client.client.get('/api/portal/profile')).json()) as {
      first_name: string;
    };
    expect(profile.first_name).toBe('Renée');
  });

  it('refuses a stranger with 401 and writes nothing', async () => {
    const before = await auditCount();
    const error = await errorOf(
      await rename(server.client(), { first_name: 'Eve', last_name: 'Intruder' }),
      401,
    );
    expect(error.code).toBe('UNAUTHORIZED');
    expect(await auditCount()).toBe(before);
  });

  it.each([
    { name: 'no body fields', body: {}, fields: { first_name: 'First name is too short' } },
    {
      name: 'a one-letter first name',
      body: { first_name: 'A', last_name: 'Lovelace' },
      fields: { first_name: 'First name is too short' },
    },
    {
      name: 'a last name of spaces',
      body: { first_name: 'Ada', last_name: '    ' },
      fields: { last_name: 'Last name is too short' },
    },
    {
      name: 'a first name of 101 characters',
      body: { first_name: 'A'.repeat(101), last_name: 'Lovelace' },
      fields: { first_name: 'First name is too long' },
    },
    {
      name: 'a tab inside the first name',
      body: { first_name: 'Ada\tMarie', last_name: 'Lovelace' },
      fields: { first_name: 'First name cannot contain control characters' },
    },
    {
      name: 'a line break inside the last name',
      body: { first_name: 'Ada', last_name: 'Love\nlace' },
      fields: { last_name: 'Last name cannot contain control characters' },
    },
    {
      name: 'a number for a name',
      body: { first_name: 42, last_name: 'Lovelace' },
      fields: { first_name: 'First name is too short' },
    },
    {
      name: 'a NUL in the last name',
      body: { first_name: 'Ada', last_name: 'Love\u0000lace' },
      fields: { last_name: UNSTORABLE_TEXT_MESSAGE },
    },
  ])('answers 400 naming the field to $name, changing nothing', async ({ body, fields }) => {
    const client = await freshClient();
    const before = { user: await userRow(client.userId), audit: await auditCount() };
    const error = await errorOf(await rename(client.client, body), 400);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.fields).toMatchObject(fields);
    expect(await userRow(client.userId)).toEqual(before.user);
    expect(await auditCount()).toBe(before.audit);
  });

  it('refuses the same control characters in the Personal Info names of the portal', async () => {
    const client = await freshClient();
    const error = await errorOf(
      await put(client.client, '/api/portal/profile', {
        first_name: 'Rita',
        last_name: 'Re\u001bauth',
        phone: '+1 555 0100',
        address: '1 Vault Street',
        city: 'Miami',
        state: 'Florida',
        zipcode: '33101',
        country: 'United States',
      }),
      400,
    );
    expect(error.fields).toEqual({ last_name: 'Last name cannot contain control characters' });
  });
});
