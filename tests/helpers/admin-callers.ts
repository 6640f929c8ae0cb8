import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from '#shared/list-query';
import type { AccessLogEntry } from '#shared/portal';
import { hashPassword } from '../../src/server/auth/password';
import { quoteFactsOf } from '#shared/quote';
import type { RequestState } from '#shared/requests';
import { signDocument } from '../../src/server/signing/document-signature';
import {
  accounts,
  bookingRequests,
  quotes,
  clientMembers,
  clientRequests,
  clients,
  issues,
  shipments,
  users,
  vaultItems,
  visitItems,
  visitRequests,
} from '../../src/server/db/schema';
import { newVisitCode } from '../../src/server/features/requests/create-visit';
import { vaultDayOf } from '#shared/visits';
import type { HttpClient } from './http-client';
import type { TestServer } from './test-server';

/** A well-formed id that names nothing. */
export const UNKNOWN_ID = '0b7c1d7e-3f5a-4c2b-9d1e-6a8f2b4c5d6e';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

export function del(client: HttpClient, path: string): Promise<Response> {
  return client.request(path, { method: 'DELETE' });
}

/** The JSON body of an answer, after checking its status. */
export async function bodyOf<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

/** One page of an admin list. */
export async function listPage<Row>(client: HttpClient, path: string): Promise<Page<Row>> {
  return bodyOf<Page<Row>>(await client.get(path));
}

/** Every entry of a client's Access Audit Trail, page after page, newest first. */
export async function wholeAccessLog(client: HttpClient): Promise<AccessLogEntry[]> {
  const entries: AccessLogEntry[] = [];
  for (let page = 1; ; page += 1) {
    const { rows, total } = await listPage<AccessLogEntry>(
      client,
      `/api/portal/access-log?page=${page}`,
    );
    entries.push(...rows);
    if (rows.length === 0 || entries.length >= total) return entries;
  }
}

export type ClientSeed = {
  email: string;
  first_name: string;
  last_name: string;
  company?: string | null;
  country?: string | null;
  created_at?: Date;
};

/**
 * A confirmed client account and its record written straight to the database, the owner of its
 * organisation, without a password or an invitation: for tests that need a client the demo data
 * does not have.
 */
export async function insertClient(server: TestServer, seed: ClientSeed): Promise<string> {
  const id = randomUUID();
  const createdAt = seed.created_at ?? new Date();
  await server.deps.db.insert(users).values({
    id,
    email: seed.email,
    name: `${seed.first_name} ${seed.last_name}`,
    firstName: seed.first_name,
    lastName: seed.last_name,
    emailVerified: true,
    role: 'client',
    createdAt,
  });
  await server.deps.db.insert(clients).values({
    id,
    email: seed.email,
    first_name: seed.first_name,
    last_name: seed.last_name,
    company: seed.company ?? null,
    country: seed.country ?? null,
    created_at: createdAt,
  });
  await server.deps.db
    .insert(clientMembers)
    .values({ client_id: id, user_id: id, role: 'owner', created_at: createdAt });
  return id;
}

/** Gives an account written straight to the database a password to sign in with. */
export async function addPassword(server: TestServer, userId: string, password: string) {
  await server.deps.db.insert(accounts).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: await hashPassword(password),
  });
}

/** A client inserted as `insertClient` does, who can also sign in with `password`. */
export async function insertClientWithPassword(
  server: TestServer,
  seed: ClientSeed,
  password: string,
): Promise<string> {
  const id = await insertClient(server, seed);
  await addPassword(server, id, password);
  return id;
}

let trackingSequence = 0;

/** A shipment written straight to the database, with a tracking number no create would use. */
export async function insertShipment(
  server: TestServer,
  values: Partial<typeof shipments.$inferInsert> & { client_id: string | null },
): Promise<typeof shipments.$inferSelect> {
  trackingSequence += 1;
  const [row] = await server.deps.db
    .insert(shipments)
    .values({
      tracking_number: `TEST${String(trackingSequence).padStart(9, '0')}`,
      origin: 'Test Origin',
      destination: 'Test Destination',
      ...values,
    })
    .returning();
  if (!row) throw new Error('shipment insert returned no row');
  return row;
}

export async function insertVaultItem(
  server: TestServer,
  values: Partial<typeof vaultItems.$inferInsert> & { client_id: string },
): Promise<typeof vaultItems.$inferSelect> {
  const [row] = await server.deps.db
    .insert(vaultItems)
    .values({ name: 'Test item', ...values })
    .returning();
  if (!row) throw new Error('vault item insert returned no row');
  return row;
}

/** An issue report written straight to the database, on a shipment of the given client. */
export async function insertIssue(
  server: TestServer,
  values: Partial<typeof issues.$inferInsert> & { client_id: string },
): Promise<typeof issues.$inferSelect> {
  const shipment = await insertShipment(server, { client_id: values.client_id });
  const [row] = await server.deps.db
    .insert(issues)
    .values({
      shipment_id: shipment.id,
      tracking_number: shipment.tracking_number,
      reporter_user_id: values.client_id,
      category: 'damage',
      description: 'The crate arrived with a split side panel.',
      ...values,
    })
    .returning();
  if (!row) throw new Error('issue insert returned no row');
  return row;
}

let requestSequence = 0;

/**
 * A visit of the organisation straight into the database (decision 070), confirmed by default and
 * on today's date at the vault, as the desk meets it; answers the request and its code.
 */
export async function insertVisitRequest(
  server: TestServer,
  values: { client_id: string; state?: RequestState; visit_on?: string; item_id?: string },
): Promise<{ id: string; number: string; code: string }> {
  requestSequence += 1;
  const [row] = await server.deps.db
    .insert(clientRequests)
    .values({
      number: `REQ-TEST-${String(requestSequence).padStart(6, '0')}`,
      kind: 'visit',
      client_id: values.client_id,
      state: values.state ?? 'scheduled',
      idempotency_key: randomUUID(),
      expires_at: new Date(Date.now() + 7 * DAY_MS),
    })
    .returning();
  if (!row) throw new Error('request insert returned no row');
  const code = newVisitCode();
  await server.deps.db.insert(visitRequests).values({
    request_id: row.id,
    visit_on: values.visit_on ?? vaultDayOf(new Date()),
    hour: 10,
    visitors: [{ name: 'Desk Visitor', id_type: 'passport' }],
    code,
  });
  if (values.item_id) {
    await server.deps.db.insert(visitItems).values({ request_id: row.id, item_id: values.item_id });
  }
  return { id: row.id, number: row.number, code };
}

/**
 * A booking request written straight to the database, in the state asked (awaiting our staff by
 * default), with a number no request made through the API would draw.
 */
export async function insertBookingRequest(
  server: TestServer,
  values: {
    client_id: string;
    state?: RequestState;
    requested_by_user_id?: string | null;
    expires_at?: Date;
  },
): Promise<typeof clientRequests.$inferSelect> {
  requestSequence += 1;
  const now = Date.now();
  const [row] = await server.deps.db
    .insert(clientRequests)
    .values({
      number: `REQ-TEST-${String(requestSequence).padStart(6, '0')}`,
      kind: 'booking',
      state: 'awaiting_staff',
      idempotency_key: randomUUID(),
      expires_at: new Date(now + 7 * DAY_MS),
      ...values,
    })
    .returning();
  if (!row) throw new Error('request insert returned no row');
  await server.deps.db.insert(bookingRequests).values({
    request_id: row.id,
    pickup_address: '1 Test Street',
    pickup_city: 'Miami',
    delivery_address: '2 Test Avenue',
    delivery_city: 'Boston',
    contents: 'Test contents',
    weight_kg: 2,
    declared_value: 5000,
    security_level: 'high',
    pickup_from: new Date(now + DAY_MS),
    pickup_until: new Date(now + DAY_MS + 4 * 60 * 60 * 1000),
    quoted_price: 100,
  });
  // Signed as the server signs every booking's quote (decision 068).
  const quote = {
    id: randomUUID(),
    issued_at: new Date(now).toISOString(),
    facts: quoteFactsOf(
      row.number,
      {
        pickup_city: 'Miami',
        delivery_city: 'Boston',
        security_level: 'high',
        weight_kg: 2,
        dimensions_cm: null,
      },
      100,
      row.expires_at,
    ),
  };
  await server.deps.db.insert(quotes).values({
    ...quote,
    request_id: row.id,
    issued_at: new Date(now),
    signature: signDocument(server.deps.config.receiptSigningKey, quote),
  });
  return row;
}
