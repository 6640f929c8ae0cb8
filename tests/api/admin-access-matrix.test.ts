import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  avatars,
  crews,
  custodyHandoffs,
  sessions,
  shipmentPhotos,
  shipments,
  shipmentUpdates,
  users,
  vaultItems,
  vehicles,
} from '../../src/server/db/schema';
import type { AccessRole } from '../../src/server/http/openapi';
import { DEMO_SETTINGS } from '../../src/server/seed/demo-data';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../src/shared/roles';
import {
  del,
  insertBookingRequest,
  insertClient,
  insertIssue,
  insertShipment,
  insertVaultItem,
  insertVisitRequest,
  UNKNOWN_ID,
} from '../helpers/admin-callers';
import { apiRoutesOf, routesOutsideApiOf } from '../helpers/app-routes';
import { fromAddress } from '../helpers/caller-address';
import { kind, readEventStream } from '../helpers/event-stream';
import { drawnSignature } from '../helpers/handoffs';
import { cameraJpeg } from '../helpers/images';
import type { HttpClient } from '../helpers/http-client';
import { demoClient, errorOf, put, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { declaredRoles, OPERATOR_ROUTES } from '../helpers/route-access';
import { signInEachStaffRole } from '../helpers/staff-accounts';
import { signInAdminWithoutSecondFactor } from '../helpers/two-factor-accounts';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Every admin endpoint checks the session and the role before anything else.
 * Each row is one method and path with a valid request; the guard must answer 401 to a stranger,
 * 403 to a signed-in client and to an administrator without the second factor (decision 049),
 * writing nothing, and let the administrator through.
 */

const server = useTestServer({ seed: true });
let admin: SignedIn;
/** One staff member in force per role; the Administrator is the seeded one. */
let staff: Map<StaffRole, SignedIn>;
let declared: Map<string, Set<AccessRole>>;
/** An administrator signed in with the password alone: no staff anywhere (decision 049). */
let unenrolled: SignedIn;
let amelia: SignedIn;
let sofia: SignedIn;
let sofiaId: string;
let shipmentId: string;
let itemId: string;
let sequence = 0;

const FORBIDDEN_MESSAGE = 'You do not have the required administrative privileges.';

beforeAll(async () => {
  admin = await signInAdmin(server);
  staff = await signInEachStaffRole(
    server,
    STAFF_ROLES.filter((role) => role !== 'admin'),
  );
  staff.set('admin', admin);
  declared = await declaredRoles(server);
  unenrolled = await signInAdminWithoutSecondFactor(server, 'half-trusted');
  amelia = await signInDemoClient(server, 'amelia');
  sofia = await signInDemoClient(server, 'sofia');
  sofiaId = sofia.userId;
  const [shipment] = await server.deps.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.tracking_number, 'OTC1763380800005'));
  shipmentId = shipment!.id;
  const [item] = await server.deps.db
    .select({ id: vaultItems.id })
    .from(vaultItems)
    .where(eq(vaultItems.client_id, sofiaId));
  itemId = item!.id;
});

const unique = (prefix: string) => {
  sequence += 1;
  return `${prefix}-${sequence}`;
};

const shipmentBody = () => ({
  client_id: sofiaId,
  origin: 'Miami, FL',
  destination: 'Orlando, FL',
  status: 'pending',
  security_level: 'high',
  value: 1500,
});

const vaultItemBody = () => ({
  client_id: sofiaId,
  name: 'Matrix test box',
  category: 'other',
  security_level: 'standard',
  location_code: 'VAULT-B-090',
});

const sofiaProfile = () => {
  const { key: _key, email: _email, ...profile } = demoClient('sofia');
  return profile;
};

async function pendingRequester(): Promise<string> {
  const id = randomUUID();
  await server.deps.db.insert(users).values({
    id,
    email: `${unique('requester')}@matrix.example`,
    name: 'Matrix Requester',
    firstName: 'Matrix',
    lastName: 'Requester',
    emailVerified: true,
    role: 'client',
    adminRequestedAt: new Date(),
  });
  return id;
}

/** A staff account written straight to the database, for an Administrator to change. */
async function staffMember(): Promise<string> {
  const id = randomUUID();
  await server.deps.db.insert(users).values({
    id,
    email: `${unique('staff')}@matrix.example`,
    name: 'Matrix Staff',
    emailVerified: true,
    role: 'operations',
  });
  return id;
}

/** A session of the client written straight to the database, for an admin to end. */
async function sessionOf(userId: string): Promise<string> {
  const id = randomUUID();
  await server.deps.db.insert(sessions).values({
    id,
    userId,
    token: randomUUID(),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return id;
}

/** A Courier in no crew, written straight to the database, for a crew to take. */
async function freeCourier(): Promise<string> {
  const id = randomUUID();
  await server.deps.db.insert(users).values({
    id,
    email: `${unique('courier')}@matrix.example`,
    name: 'Matrix Courier',
    emailVerified: true,
    role: 'courier',
  });
  return id;
}

async function emptyCrew(): Promise<string> {
  const [crew] = await server.deps.db
    .insert(crews)
    .values({ name: unique('Matrix Crew') })
    .returning({ id: crews.id });
  return crew!.id;
}

async function vehicle(): Promise<string> {
  const [added] = await server.deps.db
    .insert(vehicles)
    .values({ registration: unique('MTX') })
    .returning({ id: vehicles.id });
  return added!.id;
}

/** A handoff of the matrix's shipment, written straight to the database. */
async function storedHandoff(): Promise<string> {
  const [handoff] = await server.deps.db
    .insert(custodyHandoffs)
    .values({
      device_id: randomUUID(),
      content_hash: 'matrix',
      shipment_id: shipmentId,
      kind: 'pickup',
      seal_numbers: ['MATRIX-1'],
      signer_name: 'Matrix Signer',
      signature_png: await drawnSignature(),
      latitude: 40.7,
      longitude: -74,
      accuracy_m: 5,
      device_time: new Date(),
    })
    .returning({ id: custodyHandoffs.id });
  return handoff!.id;
}

async function trackingUpdate(): Promise<string> {
  const [update] = await server.deps.db
    .insert(shipmentUpdates)
    .values({ shipment_id: shipmentId, status: 'in_transit', location: 'Matrix Vault' })
    .returning({ id: shipmentUpdates.id });
  return update!.id;
}

async function storedPhoto(): Promise<string> {
  const bytes = new Uint8Array([1, 2, 3]);
  const [photo] = await server.deps.db
    .insert(shipmentPhotos)
    .values({
      shipment_id: shipmentId,
      update_id: await trackingUpdate(),
      content_type: 'image/webp',
      bytes,
      thumbnail: bytes,
      width: 1,
      height: 1,
    })
    .returning({ id: shipmentPhotos.id });
  return photo!.id;
}

async function photoForm(): Promise<FormData> {
  const form = new FormData();
  form.append(
    'files',
    new File([new Uint8Array(await cameraJpeg(40, 30))], 'seal.jpg', { type: 'image/jpeg' }),
  );
  return form;
}

async function sofiasIssue(): Promise<string> {
  return (await insertIssue(server, { client_id: sofiaId })).id;
}

async function sofiasRequest(): Promise<string> {
  return (await insertBookingRequest(server, { client_id: sofiaId })).id;
}

async function auditCount(): Promise<number> {
  const [row] = await server.deps.db.select({ value: count() }).from(auditEvents);
  return row?.value ?? 0;
}

type Endpoint = {
  /** The request as a title; also the app's route (method and path pattern) unless `route` says. */
  name: string;
  route?: string;
  /** The administrator's success status. */
  status: 200 | 201;
  /** A fresh target for this row (an id to delete, an address to register), made before the calls. */
  target?: () => Promise<string>;
  call: (client: HttpClient, target: string) => Promise<Response>;
};

const endpoints: Endpoint[] = [
  { name: 'GET /api/admin/overview', status: 200, call: (c) => c.get('/api/admin/overview') },
  {
    name: 'GET /api/admin/shipments',
    status: 200,
    call: (c) =>
      c.get('/api/admin/shipments?page=1&page_size=5&search=fl&status=in_transit&sort=origin'),
  },
  {
    name: 'POST /api/admin/shipments',
    status: 201,
    call: (c) => c.post('/api/admin/shipments', shipmentBody()),
  },
  {
    name: 'GET /api/admin/shipments/:shipmentId',
    status: 200,
    call: (c) => c.get(`/api/admin/shipments/${shipmentId}`),
  },
  {
    name: 'PUT /api/admin/shipments/:shipmentId',
    status: 200,
    call: (c) => put(c, `/api/admin/shipments/${shipmentId}`, shipmentBody()),
  },
  {
    name: 'DELETE /api/admin/shipments/:shipmentId',
    status: 200,
    target: async () => (await insertShipment(server, { client_id: sofiaId })).id,
    call: (c, id) => del(c, `/api/admin/shipments/${id}`),
  },
  {
    name: 'POST /api/admin/shipments/:shipmentId/updates',
    status: 201,
    call: (c) =>
      c.post(`/api/admin/shipments/${shipmentId}/updates`, {
        status: 'in_transit',
        location: 'Savannah, GA',
      }),
  },
  {
    name: 'GET /api/admin/shipments/couriers',
    status: 200,
    call: (c) => c.get('/api/admin/shipments/couriers'),
  },
  {
    name: 'PUT /api/admin/shipments/:shipmentId/crew',
    status: 200,
    target: emptyCrew,
    call: (c, crewId) =>
      put(c, `/api/admin/shipments/${shipmentId}/crew`, { crew_id: crewId, vehicle_id: null }),
  },
  {
    name: 'GET /api/admin/shipments/:shipmentId/handoffs',
    status: 200,
    call: (c) => c.get(`/api/admin/shipments/${shipmentId}/handoffs`),
  },
  {
    name: 'GET /api/admin/shipments/:shipmentId/positions',
    status: 200,
    call: (c) => c.get(`/api/admin/shipments/${shipmentId}/positions`),
  },
  {
    name: 'GET /api/admin/handoffs/:handoffId/signature',
    status: 200,
    target: storedHandoff,
    call: (c, handoffId) => c.get(`/api/admin/handoffs/${handoffId}/signature`),
  },
  {
    name: 'POST /api/admin/ledger/checkpoints',
    status: 201,
    // A new entry first, so the Administrator's call has a size no checkpoint signs yet.
    target: async () => {
      const added = await admin.client.post(`/api/admin/shipments/${shipmentId}/updates`, {
        status: 'in_transit',
        location: unique('Ledger matrix'),
      });
      expect(added.status).toBe(201);
      return '';
    },
    call: (c) => c.post('/api/admin/ledger/checkpoints'),
  },
  { name: 'GET /api/admin/vehicles', status: 200, call: (c) => c.get('/api/admin/vehicles') },
  {
    name: 'POST /api/admin/vehicles',
    status: 201,
    call: (c) => c.post('/api/admin/vehicles', { registration: unique('MTX') }),
  },
  {
    name: 'PATCH /api/admin/vehicles/:vehicleId',
    status: 200,
    target: vehicle,
    call: (c, vehicleId) =>
      c.request(`/api/admin/vehicles/${vehicleId}`, {
        method: 'PATCH',
        json: { in_service: false },
      }),
  },
  { name: 'GET /api/admin/crews', status: 200, call: (c) => c.get('/api/admin/crews') },
  {
    name: 'GET /api/admin/dispatch/board',
    status: 200,
    call: (c) => c.get('/api/admin/dispatch/board?day=tomorrow'),
  },
  {
    name: 'POST /api/admin/crews',
    status: 201,
    call: async (c) =>
      c.post('/api/admin/crews', {
        name: unique('Matrix Crew'),
        courier_ids: [await freeCourier()],
      }),
  },
  {
    name: 'PUT /api/admin/crews/:crewId',
    status: 200,
    target: emptyCrew,
    call: async (c, crewId) =>
      put(c, `/api/admin/crews/${crewId}`, {
        name: unique('Matrix Crew'),
        courier_ids: [await freeCourier()],
      }),
  },
  {
    name: 'DELETE /api/admin/crews/:crewId',
    status: 200,
    target: emptyCrew,
    call: (c, crewId) => del(c, `/api/admin/crews/${crewId}`),
  },
  {
    name: 'POST /api/admin/tracking-updates/:updateId/photos',
    status: 201,
    target: trackingUpdate,
    call: async (c, updateId) =>
      c.request(`/api/admin/tracking-updates/${updateId}/photos`, {
        method: 'POST',
        body: await photoForm(),
      }),
  },
  {
    name: 'DELETE /api/admin/photos/:photoId',
    status: 200,
    target: storedPhoto,
    call: (c, photoId) => del(c, `/api/admin/photos/${photoId}`),
  },
  {
    name: 'GET /api/admin/clients',
    status: 200,
    call: (c) => c.get('/api/admin/clients?search=alvarez&sort=last_name&dir=asc'),
  },
  {
    name: 'GET /api/admin/clients/options',
    status: 200,
    call: (c) => c.get('/api/admin/clients/options?search=sof'),
  },
  {
    name: 'POST /api/admin/clients',
    status: 201,
    target: async () => `${unique('invitee')}@matrix.example`,
    call: (c, email) =>
      c.post('/api/admin/clients', { first_name: 'Ingrid', last_name: 'Invitee', email }),
  },
  {
    name: 'GET /api/admin/clients/:clientId',
    status: 200,
    call: (c) => c.get(`/api/admin/clients/${sofiaId}`),
  },
  {
    name: 'PUT /api/admin/clients/:clientId',
    status: 200,
    call: (c) => put(c, `/api/admin/clients/${sofiaId}`, sofiaProfile()),
  },
  {
    name: 'DELETE /api/admin/clients/:clientId',
    status: 200,
    target: () =>
      insertClient(server, {
        email: `${unique('leaver')}@matrix.example`,
        first_name: 'Lee',
        last_name: 'Leaver',
      }),
    call: (c, id) => del(c, `/api/admin/clients/${id}`),
  },
  {
    name: 'POST /api/admin/clients/:clientId/two-factor/reset',
    status: 200,
    target: async () => {
      const id = await insertClient(server, {
        email: `${unique('lost-phone')}@matrix.example`,
        first_name: 'Lorna',
        last_name: 'Lostphone',
      });
      await server.deps.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, id));
      return id;
    },
    call: (c, id) => c.post(`/api/admin/clients/${id}/two-factor/reset`),
  },
  {
    name: 'GET /api/admin/clients/:clientId/sessions',
    status: 200,
    call: (c) => c.get(`/api/admin/clients/${sofiaId}/sessions`),
  },
  {
    name: 'DELETE /api/admin/clients/:clientId/sessions',
    status: 200,
    call: (c) => del(c, `/api/admin/clients/${sofiaId}/sessions`),
  },
  {
    name: 'DELETE /api/admin/clients/:clientId/sessions/:sessionId',
    status: 200,
    target: () => sessionOf(sofiaId),
    call: (c, id) => del(c, `/api/admin/clients/${sofiaId}/sessions/${id}`),
  },
  {
    name: 'GET /api/admin/vault-items',
    status: 200,
    call: (c) => c.get('/api/admin/vault-items?category=gold&search=gold&sort=name&dir=asc'),
  },
  {
    name: 'POST /api/admin/vault-items',
    status: 201,
    call: (c) => c.post('/api/admin/vault-items', vaultItemBody()),
  },
  {
    name: 'GET /api/admin/vault-items/:itemId',
    status: 200,
    call: (c) => c.get(`/api/admin/vault-items/${itemId}`),
  },
  {
    name: 'PUT /api/admin/vault-items/:itemId',
    status: 200,
    call: (c) => put(c, `/api/admin/vault-items/${itemId}`, vaultItemBody()),
  },
  {
    name: 'DELETE /api/admin/vault-items/:itemId',
    status: 200,
    target: async () => (await insertVaultItem(server, { client_id: sofiaId })).id,
    call: (c, id) => del(c, `/api/admin/vault-items/${id}`),
  },
  { name: 'GET /api/admin/settings', status: 200, call: (c) => c.get('/api/admin/settings') },
  {
    name: 'PUT /api/admin/settings',
    status: 200,
    call: (c) => put(c, '/api/admin/settings', DEMO_SETTINGS),
  },
  {
    name: 'GET /api/admin/settings/custody',
    status: 200,
    call: (c) => c.get('/api/admin/settings/custody'),
  },
  {
    name: 'PUT /api/admin/settings/custody',
    status: 200,
    call: (c) =>
      put(c, '/api/admin/settings/custody', { release_second_approval_threshold: 100_000 }),
  },
  {
    name: 'GET /api/admin/settings/visits',
    status: 200,
    call: (c) => c.get('/api/admin/settings/visits'),
  },
  {
    name: 'PUT /api/admin/settings/visits',
    status: 200,
    call: (c) =>
      put(c, '/api/admin/settings/visits', {
        viewing_rooms: 2,
        opens_at: 9,
        closes_at: 17,
        open_days: [1, 2, 3, 4, 5],
      }),
  },
  { name: 'GET /api/admin/analytics', status: 200, call: (c) => c.get('/api/admin/analytics') },
  ...(['shipments', 'clients', 'vault-items'] as const).map((file): Endpoint => ({
    name: `GET /api/admin/analytics/exports/${file}.csv`,
    route: 'GET /api/admin/analytics/exports/:file',
    status: 200,
    call: (c) => c.get(`/api/admin/analytics/exports/${file}.csv`),
  })),
  {
    name: 'GET /api/admin/access-requests',
    status: 200,
    call: (c) => c.get('/api/admin/access-requests'),
  },
  ...(['approve', 'reject'] as const).map((decision): Endpoint => ({
    name: `POST /api/admin/access-requests/:userId/${decision}`,
    status: 200,
    target: pendingRequester,
    call: (c, userId) => c.post(`/api/admin/access-requests/${userId}/${decision}`),
  })),
  {
    name: 'GET /api/admin/issues',
    status: 200,
    call: (c) => c.get('/api/admin/issues?status=open&category=damage&assigned=me&search=otc'),
  },
  {
    name: 'GET /api/admin/issues/:issueId',
    status: 200,
    target: sofiasIssue,
    call: (c, id) => c.get(`/api/admin/issues/${id}`),
  },
  {
    name: 'POST /api/admin/issues/:issueId/assign',
    status: 200,
    target: sofiasIssue,
    call: (c, id) => c.post(`/api/admin/issues/${id}/assign`),
  },
  {
    name: 'POST /api/admin/issues/:issueId/replies',
    status: 201,
    target: sofiasIssue,
    call: (c, id) => c.post(`/api/admin/issues/${id}/replies`, { body: 'We are looking into it.' }),
  },
  {
    name: 'POST /api/admin/issues/:issueId/resolve',
    status: 200,
    target: sofiasIssue,
    call: (c, id) => c.post(`/api/admin/issues/${id}/resolve`),
  },
  {
    name: 'POST /api/admin/issues/:issueId/reopen',
    status: 200,
    target: async () =>
      (
        await insertIssue(server, {
          client_id: sofiaId,
          status: 'resolved',
          resolved_at: new Date(),
        })
      ).id,
    call: (c, id) => c.post(`/api/admin/issues/${id}/reopen`),
  },
  {
    name: 'GET /api/admin/requests',
    status: 200,
    call: (c) => c.get('/api/admin/requests?page=1&kind=booking&state=awaiting_staff'),
  },
  {
    name: 'GET /api/admin/requests/:requestId',
    status: 200,
    target: sofiasRequest,
    call: (c, id) => c.get(`/api/admin/requests/${id}`),
  },
  {
    name: 'GET /api/admin/requests/:requestId/quote',
    status: 200,
    target: sofiasRequest,
    call: (c, id) => c.get(`/api/admin/requests/${id}/quote`),
  },
  {
    name: 'POST /api/admin/requests/:requestId/approve',
    status: 200,
    target: sofiasRequest,
    call: (c, id) => c.post(`/api/admin/requests/${id}/approve`),
  },
  {
    name: 'POST /api/admin/requests/:requestId/decline',
    status: 200,
    target: sofiasRequest,
    call: (c, id) => c.post(`/api/admin/requests/${id}/decline`, { reason: 'No vehicle free.' }),
  },
  {
    name: 'POST /api/admin/requests/visits/check-in',
    status: 200,
    target: async () => (await insertVisitRequest(server, { client_id: sofiaId })).code,
    call: (c, code) => c.post('/api/admin/requests/visits/check-in', { code }),
  },
  { name: 'GET /api/admin/staff', status: 200, call: (c) => c.get('/api/admin/staff') },
  {
    name: 'POST /api/admin/staff',
    status: 201,
    call: (c) =>
      c.post('/api/admin/staff', {
        first_name: 'Matrix',
        last_name: 'Invitee',
        email: `${unique('invitee')}@matrix.example`,
        role: 'operations',
      }),
  },
  {
    name: 'PUT /api/admin/staff/:userId/role',
    status: 200,
    target: staffMember,
    call: (c, id) => put(c, `/api/admin/staff/${id}/role`, { role: 'auditor' }),
  },
  {
    name: 'POST /api/admin/staff/:userId/deactivate',
    status: 200,
    target: staffMember,
    call: (c, id) => c.post(`/api/admin/staff/${id}/deactivate`),
  },
  {
    name: 'POST /api/admin/staff/:userId/reactivate',
    status: 200,
    target: staffMember,
    call: (c, id) => c.post(`/api/admin/staff/${id}/reactivate`),
  },
];

describe('every admin endpoint', () => {
  it('the table names every admin route the app serves, and nothing else', () => {
    const named = new Set(endpoints.map(({ name, route }) => route ?? name));
    const served = apiRoutesOf(server.app).filter((route) => route.includes(' /api/admin/'));
    expect([...named].sort()).toEqual(served);
    expect(new Set(endpoints.map((endpoint) => endpoint.name)).size).toBe(endpoints.length);
  });

  it.each(endpoints)(
    '$name: anonymous 401, client 403, staff without second factor 403, each staff role as declared',
    async ({ name, route, call, status, target }) => {
      const subject = target ? await target() : '';
      const before = await auditCount();

      const anonymous = await errorOf(await call(server.client(), subject), 401);
      expect(anonymous.code).toBe('UNAUTHORIZED');

      const forbidden = await errorOf(await call(amelia.client, subject), 403);
      expect(forbidden).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });

      const halfTrusted = await errorOf(await call(unenrolled.client, subject), 403);
      expect(halfTrusted.code).toBe('TWO_FACTOR_REQUIRED');

      // Every admin write records an audit event in its own transaction: none means none ran.
      expect(await auditCount()).toBe(before);

      // Each staff role in force, the Administrator last: a role the route does not declare is
      // refused with nothing written, one it declares gets the answer (a fresh target each).
      const admitted = declared.get(route ?? name)!;
      for (const role of [...STAFF_ROLES].reverse()) {
        const target_ = role === 'admin' || !target ? subject : await target();
        const before_ = await auditCount();
        const answer = await call(staff.get(role)!.client, target_);
        if (admitted.has(role)) {
          expect(answer.status, role).toBe(status);
          await answer.arrayBuffer();
        } else {
          const refused = await errorOf(answer, 403);
          expect(refused, role).toMatchObject({
            code: 'FORBIDDEN',
            message: `Your staff role, ${ROLE_LABELS[role]}, does not allow this.`,
          });
          expect(await auditCount(), role).toBe(before_);
        }
      }
    },
  );
});

/** Sofia's custody photo, taken at a tracking update of her shipment. */
async function sofiasPhoto(): Promise<string> {
  return storedPhoto();
}

/** The photo sent with a report of Sofia's. */
async function sofiasIssuePhoto(): Promise<string> {
  const issue = await insertIssue(server, { client_id: sofiaId });
  const bytes = new Uint8Array([1, 2, 3]);
  await server.deps.db.insert(shipmentPhotos).values({
    shipment_id: issue.shipment_id!,
    issue_id: issue.id,
    content_type: 'image/webp',
    bytes,
    thumbnail: bytes,
    width: 1,
    height: 1,
  });
  return issue.id;
}

async function sofiasAvatar(): Promise<string> {
  const [avatar] = await server.deps.db
    .insert(avatars)
    .values({ owner_user_id: sofiaId, content_type: 'image/webp', bytes: new Uint8Array([1, 2]) })
    .returning({ id: avatars.id });
  return avatar!.id;
}

const SOFIA_SHIPMENT = 'OTC1763380800005';

type WiderRoute = {
  /** The app's route (method and path pattern), as the OpenAPI document marks it. */
  route: string;
  status: 200 | 201;
  target?: () => Promise<string>;
  call: (client: HttpClient, target: string) => Promise<Response>;
};

/** One call per route whose answer reaches every client's rows for staff: each on Sofia's rows. */
const widerRoutes: WiderRoute[] = [
  {
    route: 'GET /api/track/:number/photos',
    status: 200,
    call: (c) => c.get(`/api/track/${SOFIA_SHIPMENT}/photos`),
  },
  {
    route: 'GET /api/photos/:photoId',
    status: 200,
    target: sofiasPhoto,
    call: (c, id) => c.get(`/api/photos/${id}`),
  },
  {
    route: 'GET /api/photos/:photoId/thumbnail',
    status: 200,
    target: sofiasPhoto,
    call: (c, id) => c.get(`/api/photos/${id}/thumbnail`),
  },
  {
    route: 'GET /api/issues/:issueId/photo',
    status: 200,
    target: sofiasIssuePhoto,
    call: (c, id) => c.get(`/api/issues/${id}/photo`),
  },
  {
    route: 'GET /api/avatars/:avatarId',
    status: 200,
    target: sofiasAvatar,
    call: (c, id) => c.get(`/api/avatars/${id}`),
  },
  {
    route: 'POST /api/track/:number/receipt',
    status: 201,
    call: (c) => c.post(`/api/track/${SOFIA_SHIPMENT}/receipt`),
  },
  {
    route: 'GET /api/ledger/shipments/:number',
    status: 200,
    call: (c) => c.get(`/api/ledger/shipments/${SOFIA_SHIPMENT}`),
  },
  {
    route: 'GET /api/ledger/vault-items/:itemId',
    status: 200,
    target: async () => itemId,
    call: (c, id) => c.get(`/api/ledger/vault-items/${id}`),
  },
];

/** The routes the OpenAPI document marks as wider for staff, as the app routes them. */
async function routesMarkedWiderForStaff(): Promise<string[]> {
  const document = (await (await server.client().get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { 'x-staff-see-every-client'?: boolean }>>;
  };
  return Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation['x-staff-see-every-client'])
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    )
    .sort();
}

describe('every route where staff see more than a client (decision 049)', () => {
  // Signed in again: the admin rows above end Sofia's sessions.
  let owner: SignedIn;
  beforeAll(async () => {
    owner = await signInDemoClient(server, 'sofia');
  });

  it('the table and the live stream name every route the document marks, and nothing else', async () => {
    const named = [...widerRoutes.map(({ route }) => route), 'GET /api/live'].sort();
    expect(await routesMarkedWiderForStaff()).toEqual(named);
  });

  it.each(widerRoutes)(
    "$route: another client and an administrator without second factor get Sofia's rows as missing (404); the administrator $status",
    async ({ call, status, target }) => {
      const subject = target ? await target() : '';
      const before = await auditCount();
      expect((await call(amelia.client, subject)).status).toBe(404);
      expect((await call(unenrolled.client, subject)).status).toBe(404);
      expect(await auditCount()).toBe(before);

      const own = await call(owner.client, subject);
      expect(own.status).toBe(status);
      await own.arrayBuffer();
      const allowed = await call(admin.client, subject);
      expect(allowed.status).toBe(status);
      await allowed.arrayBuffer();
    },
  );

  it("GET /api/live: an administrator without second factor hears of no client's shipment; the administrator does", async () => {
    const open = async (caller: SignedIn) => {
      const response = await caller.client.get('/api/live');
      expect(response.status).toBe(200);
      const stream = readEventStream(response);
      await stream.next(kind('ready'));
      return stream;
    };
    const halfTrusted = await open(unenrolled);
    const staff = await open(admin);
    const update = await admin.client.post(`/api/admin/shipments/${shipmentId}/updates`, {
      status: 'in_transit',
      location: 'Live matrix, FL',
    });
    expect(update.status).toBe(201);
    expect(JSON.parse((await staff.next(kind('shipment_changed'))).data)).toMatchObject({
      tracking_number: SOFIA_SHIPMENT,
    });
    await expect(halfTrusted.next(kind('shipment_changed'), 1_500)).rejects.toThrow();
    await Promise.all([halfTrusted.close(), staff.close()]);
  });
});

describe('ids that are not ids', () => {
  const badIds: {
    name: string;
    call: (client: HttpClient) => Promise<Response>;
    fields: Record<string, string>;
  }[] = [
    {
      name: 'GET /api/admin/shipments/:shipmentId',
      call: (c) => c.get('/api/admin/shipments/not-a-uuid'),
      fields: { shipmentId: 'Shipment not found.' },
    },
    {
      name: 'PUT /api/admin/shipments/:shipmentId',
      call: (c) => put(c, '/api/admin/shipments/12345', shipmentBody()),
      fields: { shipmentId: 'Shipment not found.' },
    },
    {
      name: 'DELETE /api/admin/shipments/:shipmentId',
      call: (c) => del(c, `/api/admin/shipments/${shipmentId}x`),
      fields: { shipmentId: 'Shipment not found.' },
    },
    {
      name: 'POST /api/admin/shipments/:shipmentId/updates',
      call: (c) => c.post('/api/admin/shipments/not-a-uuid/updates', { location: 'Savannah, GA' }),
      fields: { shipmentId: 'Shipment not found.' },
    },
    {
      name: 'POST /api/admin/tracking-updates/:updateId/photos',
      call: async (c) =>
        c.request('/api/admin/tracking-updates/not-a-uuid/photos', {
          method: 'POST',
          body: await photoForm(),
        }),
      fields: { updateId: 'Tracking update not found.' },
    },
    {
      name: 'DELETE /api/admin/photos/:photoId',
      call: (c) => del(c, '/api/admin/photos/not-a-uuid'),
      fields: { photoId: 'Photo not found.' },
    },
    {
      name: 'PUT /api/admin/shipments/:shipmentId/crew',
      call: (c) =>
        put(c, '/api/admin/shipments/not-a-uuid/crew', { crew_id: null, vehicle_id: null }),
      fields: { shipmentId: 'Shipment not found.' },
    },
    {
      name: 'GET /api/admin/shipments/:shipmentId/handoffs',
      call: (c) => c.get('/api/admin/shipments/not-a-uuid/handoffs'),
      fields: { shipmentId: 'Shipment not found.' },
    },
    {
      name: 'GET /api/admin/shipments/:shipmentId/positions',
      call: (c) => c.get('/api/admin/shipments/not-a-uuid/positions'),
      fields: { shipmentId: 'Shipment not found.' },
    },
    {
      name: 'GET /api/admin/handoffs/:handoffId/signature',
      call: (c) => c.get('/api/admin/handoffs/not-a-uuid/signature'),
      fields: { handoffId: 'Handoff not found.' },
    },
    {
      name: 'PATCH /api/admin/vehicles/:vehicleId',
      call: (c) =>
        c.request('/api/admin/vehicles/not-a-uuid', {
          method: 'PATCH',
          json: { in_service: true },
        }),
      fields: { vehicleId: 'Vehicle not found.' },
    },
    {
      name: 'PUT /api/admin/crews/:crewId',
      call: (c) =>
        put(c, '/api/admin/crews/not-a-uuid', { name: 'Ghost', courier_ids: [UNKNOWN_ID] }),
      fields: { crewId: 'Crew not found.' },
    },
    {
      name: 'DELETE /api/admin/crews/:crewId',
      call: (c) => del(c, '/api/admin/crews/not-a-uuid'),
      fields: { crewId: 'Crew not found.' },
    },
    {
      name: 'GET /api/admin/dispatch/board (unknown day)',
      call: (c) => c.get('/api/admin/dispatch/board?day=yesterday'),
      fields: { day: 'The day must be today or tomorrow.' },
    },
    {
      name: 'GET /api/admin/clients/:clientId',
      call: (c) => c.get('/api/admin/clients/not-a-uuid'),
      fields: { clientId: 'Client not found.' },
    },
    {
      name: 'PUT /api/admin/clients/:clientId',
      call: (c) => put(c, '/api/admin/clients/not-a-uuid', sofiaProfile()),
      fields: { clientId: 'Client not found.' },
    },
    {
      name: 'DELETE /api/admin/clients/:clientId',
      call: (c) => del(c, '/api/admin/clients/not-a-uuid'),
      fields: { clientId: 'Client not found.' },
    },
    {
      name: 'POST /api/admin/clients/:clientId/two-factor/reset',
      call: (c) => c.post('/api/admin/clients/not-a-uuid/two-factor/reset'),
      fields: { clientId: 'Client not found.' },
    },
    {
      name: 'GET /api/admin/clients/:clientId/sessions',
      call: (c) => c.get('/api/admin/clients/not-a-uuid/sessions'),
      fields: { clientId: 'Client not found.' },
    },
    {
      name: 'DELETE /api/admin/clients/:clientId/sessions',
      call: (c) => del(c, '/api/admin/clients/not-a-uuid/sessions'),
      fields: { clientId: 'Client not found.' },
    },
    {
      name: 'DELETE /api/admin/clients/:clientId/sessions/:sessionId',
      call: (c) => del(c, `/api/admin/clients/${sofiaId}/sessions/not-a-uuid`),
      fields: { sessionId: 'Session not found.' },
    },
    {
      name: 'GET /api/admin/vault-items/:itemId',
      call: (c) => c.get('/api/admin/vault-items/not-a-uuid'),
      fields: { itemId: 'Vault item not found.' },
    },
    {
      name: 'PUT /api/admin/vault-items/:itemId',
      call: (c) => put(c, '/api/admin/vault-items/not-a-uuid', vaultItemBody()),
      fields: { itemId: 'Vault item not found.' },
    },
    {
      name: 'DELETE /api/admin/vault-items/:itemId',
      call: (c) => del(c, '/api/admin/vault-items/not-a-uuid'),
      fields: { itemId: 'Vault item not found.' },
    },
    {
      name: 'POST /api/admin/access-requests/:userId/approve',
      call: (c) => c.post('/api/admin/access-requests/not-a-uuid/approve'),
      fields: { userId: 'Not a valid account id.' },
    },
    {
      name: 'POST /api/admin/issues/:issueId/replies',
      call: (c) => c.post('/api/admin/issues/not-a-uuid/replies', { body: 'Hello' }),
      fields: { issueId: 'Issue not found.' },
    },
    {
      name: 'POST /api/admin/requests/:requestId/decline',
      call: (c) => c.post('/api/admin/requests/not-a-uuid/decline', { reason: 'No vehicle free.' }),
      fields: { requestId: 'Request not found.' },
    },
    {
      name: 'POST /api/admin/requests/:requestId/decline (no reason)',
      call: (c) => c.post(`/api/admin/requests/${UNKNOWN_ID}/decline`, { reason: ' ' }),
      fields: { reason: 'Give a reason of 3 to 500 characters.' },
    },
    {
      name: 'GET /api/admin/requests/:requestId/quote',
      call: (c) => c.get(`/api/admin/requests/${UNKNOWN_ID}/quote?size=tabloid`),
      fields: { size: 'The paper size must be a4 or letter.' },
    },
    {
      name: 'PUT /api/admin/settings/custody',
      call: (c) =>
        put(c, '/api/admin/settings/custody', { release_second_approval_threshold: 'x' }),
      fields: { release_second_approval_threshold: 'Enter an amount in US dollars.' },
    },
    {
      name: 'PUT /api/admin/settings/visits',
      call: (c) =>
        put(c, '/api/admin/settings/visits', {
          viewing_rooms: 0,
          opens_at: 17,
          closes_at: 9,
          open_days: [],
        }),
      fields: {
        viewing_rooms: 'Enter the number of viewing rooms, 1 to 50.',
        closes_at: 'The vault must close after it opens.',
        open_days: 'Choose at least one opening day.',
      },
    },
    {
      name: 'POST /api/admin/requests/visits/check-in',
      call: (c) => c.post('/api/admin/requests/visits/check-in', { code: '' }),
      fields: { code: 'Enter the visit code.' },
    },
    {
      name: 'GET /api/admin/requests (unknown state)',
      call: (c) => c.get('/api/admin/requests?state=lost'),
      fields: { state: 'Unknown request state.' },
    },
    {
      name: 'GET /api/admin/analytics/exports/:file',
      call: (c) => c.get('/api/admin/analytics/exports/users.csv'),
      fields: { file: 'Unknown report.' },
    },
  ];

  it.each(badIds)(
    '$name: admin 400 naming the field; anonymous 401 and client 403 first',
    async ({ call, fields }) => {
      const before = await auditCount();
      expect((await errorOf(await call(server.client()), 401)).code).toBe('UNAUTHORIZED');
      expect((await errorOf(await call(amelia.client), 403)).code).toBe('FORBIDDEN');

      const error = await errorOf(await call(admin.client), 400);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.fields).toEqual(fields);
      expect(await auditCount()).toBe(before);
    },
  );
});

describe('every operator route (outside /api)', () => {
  it('the list names every route the app serves outside /api, and nothing else', () => {
    expect(routesOutsideApiOf(server.app)).toEqual([...OPERATOR_ROUTES].sort());
  });

  /** A request of the route as if from another machine, with the caller's session if any. */
  const fromElsewhere = (route: string, caller: SignedIn | null) => {
    const [method, path] = route.split(' ') as [string, string];
    return server.app.fetch(
      new Request(`${server.url}${path}`, {
        method,
        headers: { origin: server.url, ...(caller ? { cookie: caller.sessionCookie } : {}) },
      }),
      fromAddress('198.51.100.23'),
    );
  };

  it.each([...OPERATOR_ROUTES])(
    '%s: from another machine, anonymous, either client and the admin all 403; from this one 200',
    async (route) => {
      const callers: [string, SignedIn | null][] = [
        ['anonymous', null],
        ['client Amelia', amelia],
        ['client Sofia', sofia],
        ['the admin', admin],
      ];
      for (const [name, caller] of callers) {
        const response = await fromElsewhere(route, caller);
        expect(response.status, name).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code, name).toBe(
          'FORBIDDEN',
        );
      }
      const [method, path] = route.split(' ') as [string, string];
      const local = await server.client().request(path, { method });
      expect(local.status).toBe(200);
      await local.arrayBuffer();
    },
  );
});
