import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COURIER_MESSAGES } from '../../src/shared/admin/shipments';
import type {
  AssignedShipment,
  AssignedShipmentDetail,
  HandoffTargets,
} from '../../src/shared/courier';
import { shipments } from '../../src/server/db/schema';
import {
  DEMO_CLIENT_PASSWORD,
  DEMO_CREW,
  DEMO_STAFF,
  DEMO_VEHICLES,
} from '../../src/server/seed/demo-data';
import { bodyOf, UNKNOWN_ID } from '../helpers/admin-callers';
import { drawnSignature, handoffFields, handoffForm, postHandoff } from '../helpers/handoffs';
import {
  errorOf,
  signIn,
  signInAdmin,
  signInDemoClient,
  type SignedIn,
} from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

/**
 * The Courier (decisions 066, 072): a courier reads the shipments given to their crew, with their
 * history and without their value, and reads no other shipment nor any value anywhere.
 */

const server = useTestServer({ seed: true });
const demoCourier = DEMO_STAFF.find((person) => person.role === 'courier')!;
let courier: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  courier = await signIn(server, demoCourier.email, DEMO_CLIENT_PASSWORD);
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
      [...DEMO_CREW.trackingNumbers].sort(),
    );
    for (const row of list) {
      expect(row).not.toHaveProperty('value');
      expect(row).not.toHaveProperty('client_id');
      expect(row.client_name).toBeTruthy();
    }
  });

  it('reads one of them with its history, and no value', async () => {
    const row = await shipmentNumbered(DEMO_CREW.trackingNumbers[0]);
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
    expect(other.crew_id).toBeNull();
    for (const id of [other.id, UNKNOWN_ID]) {
      const error = await errorOf(await courier.client.get(`/api/courier/shipments/${id}`), 404);
      expect(error.message).toBe(COURIER_MESSAGES.notAssigned);
    }
    const malformed = await errorOf(await courier.client.get('/api/courier/shipments/nope'), 400);
    expect(malformed.fields).toEqual({ shipmentId: COURIER_MESSAGES.notAssigned });
  });

  it('is refused every value: the admin shipment detail, the vault and the exports are 403', async () => {
    const own = await shipmentNumbered(DEMO_CREW.trackingNumbers[0]);
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

describe('what the crew app reads to walk a chain', () => {
  it("names each shipment's latest handoff and the seals of its pickup", async () => {
    const row = await shipmentNumbered(DEMO_CREW.trackingNumbers[1]);
    const before = (await assigned(courier)).find((shipment) => shipment.id === row.id)!;
    expect(before.crew_id).toBe(DEMO_CREW.id);
    const signature = await drawnSignature();
    const seals = ['OTC-SEAL-7001', 'OTC-SEAL-7002'];
    if (before.last_handoff === null) {
      const pickup = await postHandoff(
        courier.client,
        row.id,
        handoffForm(handoffFields({ seal_numbers: seals }), signature),
      );
      expect(pickup.status).toBe(201);
    }
    const after = (await assigned(courier)).find((shipment) => shipment.id === row.id)!;
    expect(after.last_handoff).toBe('pickup');
    expect(after.pickup_seals).toEqual(before.last_handoff === null ? seals : before.pickup_seals);
    const untouched = (await assigned(courier)).filter((shipment) => shipment.id !== row.id);
    for (const shipment of untouched.filter((one) => one.last_handoff === null)) {
      expect(shipment.pickup_seals).toEqual([]);
    }
  });

  it('lists every crew and the vehicles in service as transfer targets, for Couriers only', async () => {
    const targets = await bodyOf<HandoffTargets>(
      await courier.client.get('/api/courier/handoff-targets'),
    );
    expect(targets.crews.map((crew) => crew.name)).toContain(DEMO_CREW.name);
    const registrations = targets.vehicles.map((vehicle) => vehicle.registration);
    for (const vehicle of DEMO_VEHICLES) {
      expect(registrations.includes(vehicle.registration), vehicle.registration).toBe(
        !vehicle.retired,
      );
    }
    const client = await signInDemoClient(server, 'marcus');
    expect((await client.client.get('/api/courier/handoff-targets')).status).toBe(403);
    expect((await admin.client.get('/api/courier/handoff-targets')).status).toBe(403);
    expect((await server.client().get('/api/courier/handoff-targets')).status).toBe(401);
  });
});
