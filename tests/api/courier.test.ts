import { and, count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminShipmentDetail, CourierName } from '../../src/shared/admin/shipments';
import { COURIER_MESSAGES } from '../../src/shared/admin/shipments';
import type { AssignedShipment, AssignedShipmentDetail } from '../../src/shared/courier';
import { auditEvents, shipments, users } from '../../src/server/db/schema';
import {
  DEMO_CLIENT_PASSWORD,
  DEMO_COURIER_SHIPMENTS,
  DEMO_STAFF,
} from '../../src/server/seed/demo-data';
import { bodyOf, UNKNOWN_ID } from '../helpers/admin-callers';
import {
  errorOf,
  put,
  signIn,
  signInAdmin,
  signInDemoClient,
  type SignedIn,
} from '../helpers/portal-callers';
import { signInEachStaffRole } from '../helpers/staff-accounts';
import { useTestServer } from '../helpers/use-test-server';

/**
 * The Courier (decision 066): Operations give a shipment to an active Courier, who then reads it,
 * with its history and without its value, and reads no other shipment nor any value anywhere.
 */

const server = useTestServer({ seed: true });
const demoCourier = DEMO_STAFF.find((person) => person.role === 'courier')!;
let courier: SignedIn;
let operations: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  courier = await signIn(server, demoCourier.email, DEMO_CLIENT_PASSWORD);
  operations = await signIn(
    server,
    DEMO_STAFF.find((person) => person.role === 'operations')!.email,
    DEMO_CLIENT_PASSWORD,
  );
  admin = await signInAdmin(server);
});

async function shipmentNumbered(trackingNumber: string) {
  const [row] = await server.deps.db
    .select()
    .from(shipments)
    .where(eq(shipments.tracking_number, trackingNumber));
  if (!row) throw new Error(`no shipment ${trackingNumber}`);
  return row;
}

async function auditCount() {
  const [row] = await server.deps.db.select({ value: count() }).from(auditEvents);
  return row?.value ?? 0;
}

const assigned = async (caller: SignedIn) =>
  (
    await bodyOf<{ shipments: AssignedShipment[] }>(
      await caller.client.get('/api/courier/shipments'),
    )
  ).shipments;

describe('what a Courier reads', () => {
  it('lists the demo shipments assigned to them, open ones first, with no value anywhere', async () => {
    const list = await assigned(courier);
    expect(list.map((row) => row.tracking_number).sort()).toEqual(
      [...DEMO_COURIER_SHIPMENTS.trackingNumbers].sort(),
    );
    for (const row of list) {
      expect(row).not.toHaveProperty('value');
      expect(row).not.toHaveProperty('client_id');
      expect(row.client_name).toBeTruthy();
    }
  });

  it('reads one of them with its history, and no value', async () => {
    const row = await shipmentNumbered(DEMO_COURIER_SHIPMENTS.trackingNumbers[0]);
    expect(row.value).not.toBeNull();
    const response = await courier.client.get(`/api/courier/shipments/${row.id}`);
    const text = await response.text();
    expect(response.status).toBe(200);
    const detail = JSON.parse(text) as AssignedShipmentDetail;
    expect(detail.tracking_number).toBe(row.tracking_number);
    expect(detail.updates.length).toBeGreaterThan(0);
    expect(detail).not.toHaveProperty('value');
    expect(text).not.toContain(`"value"`);
  });

  it('answers another shipment, or one that does not exist, with the same 404', async () => {
    const other = await shipmentNumbered('OTC1763380800004');
    expect(other.courier_id).toBeNull();
    for (const id of [other.id, UNKNOWN_ID]) {
      const error = await errorOf(await courier.client.get(`/api/courier/shipments/${id}`), 404);
      expect(error.message).toBe(COURIER_MESSAGES.notAssigned);
    }
    const malformed = await errorOf(await courier.client.get('/api/courier/shipments/nope'), 400);
    expect(malformed.fields).toEqual({ shipmentId: COURIER_MESSAGES.notAssigned });
  });

  it('is refused every value: the admin shipment detail, the vault and the exports are 403', async () => {
    const own = await shipmentNumbered(DEMO_COURIER_SHIPMENTS.trackingNumbers[0]);
    for (const path of [
      `/api/admin/shipments/${own.id}`,
      '/api/admin/shipments',
      '/api/admin/vault-items',
      '/api/admin/analytics/exports/shipments.csv',
    ]) {
      const error = await errorOf(await courier.client.get(path), 403);
      expect(error.message, path).toBe('Your staff role, Courier, does not allow this.');
    }
  });

  it('is for Couriers only: other staff and clients are refused, the signed-out too', async () => {
    const client = await signInDemoClient(server, 'marcus');
    expect((await client.client.get('/api/courier/shipments')).status).toBe(403);
    expect((await admin.client.get('/api/courier/shipments')).status).toBe(403);
    expect((await server.client().get('/api/courier/shipments')).status).toBe(401);
  });
});

describe('Assign Courier', () => {
  it('offers the active Couriers and gives the shipment to one, who then reads it', async () => {
    const [other] = [...(await signInEachStaffRole(server, ['courier'])).values()];
    const options = await bodyOf<{ couriers: CourierName[] }>(
      await operations.client.get('/api/admin/shipments/couriers'),
    );
    expect(options.couriers.map((option) => option.email)).toEqual(
      expect.arrayContaining([demoCourier.email, other!.email]),
    );

    const shipment = await shipmentNumbered('OTC1763380800004');
    const before = await auditCount();
    const response = await put(operations.client, `/api/admin/shipments/${shipment.id}/courier`, {
      courier_id: other!.userId,
    });
    expect(await bodyOf(response)).toEqual({
      id: shipment.id,
      tracking_number: shipment.tracking_number,
    });
    expect(await auditCount()).toBe(before + 1);
    const detail = await bodyOf<AdminShipmentDetail>(
      await operations.client.get(`/api/admin/shipments/${shipment.id}`),
    );
    expect(detail.courier).toMatchObject({ id: other!.userId, email: other!.email });
    expect((await assigned(other!)).map((row) => row.id)).toEqual([shipment.id]);
    // The demo courier's list is unchanged: one shipment, one courier.
    expect((await assigned(courier)).map((row) => row.id)).not.toContain(shipment.id);

    // The same courier again writes nothing; no one takes it back from them.
    await bodyOf(
      await put(operations.client, `/api/admin/shipments/${shipment.id}/courier`, {
        courier_id: other!.userId,
      }),
    );
    expect(await auditCount()).toBe(before + 1);
    await bodyOf(
      await put(operations.client, `/api/admin/shipments/${shipment.id}/courier`, {
        courier_id: null,
      }),
    );
    expect(await assigned(other!)).toEqual([]);
    const audited = await server.deps.db
      .select({ action: auditEvents.action, client: auditEvents.client_id })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, shipment.id), like(auditEvents.action, 'courier_%')))
      .orderBy(auditEvents.created_at);
    expect(audited).toEqual([
      { action: 'courier_assigned', client: shipment.client_id },
      { action: 'courier_unassigned', client: shipment.client_id },
    ]);
  });

  it('refuses anyone but an active Courier, with the field named and nothing written', async () => {
    const shipment = await shipmentNumbered('OTC1763380800004');
    const [deactivated] = [...(await signInEachStaffRole(server, ['courier'])).values()];
    await server.deps.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, deactivated!.userId));
    const client = await signInDemoClient(server, 'sofia');
    const before = await auditCount();
    for (const courierId of [operations.userId, client.userId, deactivated!.userId, UNKNOWN_ID]) {
      const error = await errorOf(
        await put(operations.client, `/api/admin/shipments/${shipment.id}/courier`, {
          courier_id: courierId,
        }),
        400,
      );
      expect(error.fields).toEqual({ courier_id: COURIER_MESSAGES.notACourier });
    }
    for (const body of [{}, { courier_id: 'nope' }, { courier_id: 7 }]) {
      const error = await errorOf(
        await put(operations.client, `/api/admin/shipments/${shipment.id}/courier`, body),
        400,
      );
      expect(error.fields).toHaveProperty('courier_id');
    }
    const missing = await errorOf(
      await put(operations.client, `/api/admin/shipments/${UNKNOWN_ID}/courier`, {
        courier_id: null,
      }),
      404,
    );
    expect(missing.message).toBe('Shipment not found.');
    expect(await auditCount()).toBe(before);
    expect((await shipmentNumbered('OTC1763380800004')).courier_id).toBeNull();
  });

  it('is for the roles that change shipments: the Auditor and the Courier are refused', async () => {
    const shipment = await shipmentNumbered('OTC1763380800004');
    const auditor = await signIn(
      server,
      DEMO_STAFF.find((person) => person.role === 'auditor')!.email,
      DEMO_CLIENT_PASSWORD,
    );
    for (const caller of [auditor, courier]) {
      expect(
        (
          await put(caller.client, `/api/admin/shipments/${shipment.id}/courier`, {
            courier_id: courier.userId,
          })
        ).status,
      ).toBe(403);
      expect((await caller.client.get('/api/admin/shipments/couriers')).status).toBe(403);
    }
  });
});
