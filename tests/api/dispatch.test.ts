import { and, count, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourierName, Crew, Vehicle } from '../../src/shared/admin/dispatch';
import { DISPATCH_MESSAGES } from '../../src/shared/admin/dispatch';
import type { AdminShipmentDetail } from '../../src/shared/admin/shipments';
import type { AssignedShipment } from '../../src/shared/courier';
import { auditEvents, crews, shipments, users, vehicles } from '../../src/server/db/schema';
import { DEMO_CLIENT_PASSWORD, DEMO_CREW, DEMO_STAFF } from '../../src/server/seed/demo-data';
import { bodyOf, del, UNKNOWN_ID } from '../helpers/admin-callers';
import { errorOf, put, signIn, signInDemoClient, type SignedIn } from '../helpers/portal-callers';
import { signInEachStaffRole } from '../helpers/staff-accounts';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Crews, vehicles and who carries a shipment (decision 072): Operations make crews of active
 * couriers and give a shipment to a crew and a vehicle; the Administrator keeps the vehicles.
 */

const server = useTestServer({ seed: true });
const demoStaff = (role: string) => DEMO_STAFF.find((person) => person.role === role)!.email;
let operations: SignedIn;
let auditor: SignedIn;
let demoCourier: SignedIn;

beforeAll(async () => {
  operations = await signIn(server, demoStaff('operations'), DEMO_CLIENT_PASSWORD);
  auditor = await signIn(server, demoStaff('auditor'), DEMO_CLIENT_PASSWORD);
  demoCourier = await signIn(server, demoStaff('courier'), DEMO_CLIENT_PASSWORD);
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

async function nameOf(userId: string) {
  const [row] = await server.deps.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row!.name;
}

async function crewCount() {
  const [row] = await server.deps.db.select({ value: count() }).from(crews);
  return row?.value ?? 0;
}

const assigned = async (caller: SignedIn) =>
  (
    await bodyOf<{ shipments: AssignedShipment[] }>(
      await caller.client.get('/api/courier/shipments'),
    )
  ).shipments;

/** Couriers of their own, one sign-in each. */
async function newCouriers(howMany: number): Promise<SignedIn[]> {
  const couriers: SignedIn[] = [];
  for (let made = 0; made < howMany; made += 1) {
    couriers.push((await signInEachStaffRole(server, ['courier'])).get('courier')!);
  }
  return couriers;
}

async function vehicleInService(): Promise<Vehicle> {
  const { vehicles: list } = await bodyOf<{ vehicles: Vehicle[] }>(
    await operations.client.get('/api/admin/vehicles'),
  );
  return list.find((vehicle) => vehicle.in_service)!;
}

describe('Crews', () => {
  it('are made of active couriers, listed with them, changed and deleted when they carry nothing', async () => {
    const [first, second] = await newCouriers(2);
    const options = await bodyOf<{ couriers: CourierName[] }>(
      await operations.client.get('/api/admin/shipments/couriers'),
    );
    expect(options.couriers.map((option) => option.email)).toEqual(
      expect.arrayContaining([first!.email, second!.email]),
    );

    const created = await bodyOf<Crew>(
      await operations.client.post('/api/admin/crews', {
        name: '  Night Crew  ',
        courier_ids: [first!.userId, second!.userId],
      }),
      201,
    );
    expect(created).toMatchObject({ name: 'Night Crew', open_shipments: 0 });
    expect(created.members.map((member) => member.id).sort()).toEqual(
      [first!.userId, second!.userId].sort(),
    );
    const listed = await bodyOf<{ crews: Crew[] }>(await auditor.client.get('/api/admin/crews'));
    expect(listed.crews.map((crew) => crew.name)).toEqual(
      expect.arrayContaining([DEMO_CREW.name, 'Night Crew']),
    );
    expect(listed.crews.find((crew) => crew.name === DEMO_CREW.name)?.open_shipments).toBe(
      DEMO_CREW.trackingNumbers.length,
    );

    const changed = await bodyOf<Crew>(
      await put(operations.client, `/api/admin/crews/${created.id}`, {
        name: 'Night Crew B',
        courier_ids: [second!.userId],
      }),
    );
    expect(changed.members.map((member) => member.id)).toEqual([second!.userId]);
    // The courier let go may join another crew at once.
    const other = await bodyOf<Crew>(
      await operations.client.post('/api/admin/crews', {
        name: 'Day Crew',
        courier_ids: [first!.userId],
      }),
      201,
    );

    const shipment = await shipmentNumbered('OTC1763380800007');
    await bodyOf(
      await put(operations.client, `/api/admin/shipments/${shipment.id}/crew`, {
        crew_id: other.id,
        vehicle_id: null,
      }),
    );
    const refused = await errorOf(
      await del(operations.client, `/api/admin/crews/${other.id}`),
      409,
    );
    expect(refused.message).toBe(DISPATCH_MESSAGES.crewHasShipments(1));
    await bodyOf(
      await put(operations.client, `/api/admin/shipments/${shipment.id}/crew`, {
        crew_id: null,
        vehicle_id: null,
      }),
    );
    expect(await bodyOf(await del(operations.client, `/api/admin/crews/${other.id}`))).toEqual({
      id: other.id,
    });
    await bodyOf(await del(operations.client, `/api/admin/crews/${created.id}`));
    const actions = await server.deps.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(inArray(auditEvents.entity_id, [created.id, other.id]))
      .orderBy(auditEvents.created_at);
    expect(actions.map((row) => row.action)).toEqual([
      'crew_created',
      'crew_changed',
      'crew_created',
      'crew_deleted',
      'crew_deleted',
    ]);
  });

  it('refuses a bad crew with the field named and nothing written', async () => {
    const [free, taken] = await newCouriers(2);
    await bodyOf(
      await operations.client.post('/api/admin/crews', {
        name: 'Harbour Crew',
        courier_ids: [taken!.userId],
      }),
      201,
    );
    const [deactivated] = await newCouriers(1);
    await server.deps.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, deactivated!.userId));
    const client = await signInDemoClient(server, 'sofia');
    const crewsBefore = await crewCount();
    const auditBefore = await auditCount();

    const badCouriers = [
      [],
      [operations.userId],
      [client.userId],
      [deactivated!.userId],
      [UNKNOWN_ID],
      ['nope'],
      [free!.userId, free!.userId],
      Array(7).fill(free!.userId),
      'everyone',
    ];
    for (const courier_ids of badCouriers) {
      const error = await errorOf(
        await operations.client.post('/api/admin/crews', { name: 'Bad Crew', courier_ids }),
        400,
      );
      expect(error.fields, JSON.stringify(courier_ids)).toEqual({
        courier_ids: DISPATCH_MESSAGES.couriers,
      });
    }
    for (const name of ['', ' x ', 'y'.repeat(61), 7, null]) {
      const error = await errorOf(
        await operations.client.post('/api/admin/crews', { name, courier_ids: [free!.userId] }),
        400,
      );
      expect(Object.keys(error.fields ?? {})).toEqual(['name']);
    }
    const busy = await errorOf(
      await operations.client.post('/api/admin/crews', {
        name: 'Second Harbour',
        courier_ids: [free!.userId, taken!.userId],
      }),
      409,
    );
    expect(busy.fields).toEqual({
      courier_ids: DISPATCH_MESSAGES.courierInAnotherCrew(
        await nameOf(taken!.userId),
        'Harbour Crew',
      ),
    });
    const sameName = await errorOf(
      await operations.client.post('/api/admin/crews', {
        name: 'HARBOUR crew',
        courier_ids: [free!.userId],
      }),
      409,
    );
    expect(sameName.fields).toEqual({ name: DISPATCH_MESSAGES.crewNameTaken });
    for (const [method, path] of [
      ['PUT', `/api/admin/crews/${UNKNOWN_ID}`],
      ['DELETE', `/api/admin/crews/${UNKNOWN_ID}`],
    ] as const) {
      const missing = await errorOf(
        await operations.client.request(path, {
          method,
          json: method === 'PUT' ? { name: 'Ghost', courier_ids: [free!.userId] } : undefined,
        }),
        404,
      );
      expect(missing.message).toBe(DISPATCH_MESSAGES.crewNotFound);
    }
    expect(await crewCount()).toBe(crewsBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('are kept by Operations and Administrators: the Auditor reads, the Courier and clients are refused', async () => {
    const body = { name: 'Refused Crew', courier_ids: [demoCourier.userId] };
    expect((await auditor.client.post('/api/admin/crews', body)).status).toBe(403);
    expect((await demoCourier.client.get('/api/admin/crews')).status).toBe(403);
    const client = await signInDemoClient(server, 'marcus');
    expect((await client.client.get('/api/admin/crews')).status).toBe(403);
    expect((await server.client().get('/api/admin/crews')).status).toBe(401);
  });
});

describe('Vehicles', () => {
  it('are added and retired by the Administrator, read by Operations', async () => {
    const admin = (await signInEachStaffRole(server, ['admin'])).get('admin')!;
    const added = await bodyOf<Vehicle>(
      await admin.client.post('/api/admin/vehicles', {
        registration: ' otc   305 ',
        description: 'Armoured van',
      }),
      201,
    );
    expect(added).toMatchObject({ registration: 'OTC 305', in_service: true });
    const taken = await errorOf(
      await admin.client.post('/api/admin/vehicles', { registration: 'Otc 305' }),
      409,
    );
    expect(taken.fields).toEqual({ registration: DISPATCH_MESSAGES.registrationTaken });
    for (const registration of ['', 'x', 'OTC_305', 'A'.repeat(21), 12, null]) {
      const error = await errorOf(
        await admin.client.post('/api/admin/vehicles', { registration }),
        400,
      );
      expect(error.fields, String(registration)).toEqual({
        registration: DISPATCH_MESSAGES.registration,
      });
    }
    const retired = await bodyOf<Vehicle>(
      await admin.client.request(`/api/admin/vehicles/${added.id}`, {
        method: 'PATCH',
        json: { in_service: false },
      }),
    );
    expect(retired.in_service).toBe(false);
    const listed = await bodyOf<{ vehicles: Vehicle[] }>(
      await operations.client.get('/api/admin/vehicles'),
    );
    expect(listed.vehicles.find((vehicle) => vehicle.id === added.id)?.in_service).toBe(false);
    // In service first.
    const firstRetired = listed.vehicles.findIndex((vehicle) => !vehicle.in_service);
    expect(listed.vehicles.slice(firstRetired).every((vehicle) => !vehicle.in_service)).toBe(true);

    expect(
      (await operations.client.post('/api/admin/vehicles', { registration: 'OTC 306' })).status,
    ).toBe(403);
    const bad = await errorOf(
      await admin.client.request(`/api/admin/vehicles/${added.id}`, {
        method: 'PATCH',
        json: { in_service: 'no' },
      }),
      400,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['in_service']);
    expect(
      (
        await admin.client.request(`/api/admin/vehicles/${UNKNOWN_ID}`, {
          method: 'PATCH',
          json: { in_service: true },
        })
      ).status,
    ).toBe(404);
    const audited = await server.deps.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, added.id));
    expect(audited.map((row) => row.action).sort()).toEqual(['vehicle_added', 'vehicle_retired']);
  });
});

describe('Assign Crew', () => {
  it('gives a shipment to a crew and a vehicle, whose couriers then read it, and to no one', async () => {
    const [rider] = await newCouriers(1);
    const crew = await bodyOf<Crew>(
      await operations.client.post('/api/admin/crews', {
        name: 'Assign Crew',
        courier_ids: [rider!.userId],
      }),
      201,
    );
    const vehicle = await vehicleInService();
    const shipment = await shipmentNumbered('OTC1763380800004');
    const before = await auditCount();
    const path = `/api/admin/shipments/${shipment.id}/crew`;
    expect(
      await bodyOf(
        await put(operations.client, path, { crew_id: crew.id, vehicle_id: vehicle.id }),
      ),
    ).toEqual({
      id: shipment.id,
      tracking_number: shipment.tracking_number,
    });
    expect(await auditCount()).toBe(before + 1);
    const detail = await bodyOf<AdminShipmentDetail>(
      await operations.client.get(`/api/admin/shipments/${shipment.id}`),
    );
    expect(detail.crew).toMatchObject({ id: crew.id, name: 'Assign Crew' });
    expect(detail.crew?.members.map((member) => member.email)).toEqual([rider!.email]);
    expect(detail.vehicle).toEqual({ id: vehicle.id, registration: vehicle.registration });
    expect((await assigned(rider!)).map((row) => row.id)).toEqual([shipment.id]);
    expect((await assigned(demoCourier)).map((row) => row.id)).not.toContain(shipment.id);

    // The same crew and vehicle again write nothing.
    await bodyOf(await put(operations.client, path, { crew_id: crew.id, vehicle_id: vehicle.id }));
    expect(await auditCount()).toBe(before + 1);
    await bodyOf(await put(operations.client, path, { crew_id: null, vehicle_id: null }));
    expect(await assigned(rider!)).toEqual([]);
    const audited = await server.deps.db
      .select({ action: auditEvents.action, client: auditEvents.client_id })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, shipment.id), like(auditEvents.action, 'crew_%')))
      .orderBy(auditEvents.created_at);
    expect(audited).toEqual([
      { action: 'crew_assigned', client: shipment.client_id },
      { action: 'crew_unassigned', client: shipment.client_id },
    ]);
  });

  it('refuses an unknown crew or a retired vehicle, with the field named and nothing written', async () => {
    const shipment = await shipmentNumbered('OTC1763380800004');
    const [retired] = await server.deps.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.registration, 'OTC 099'));
    const path = `/api/admin/shipments/${shipment.id}/crew`;
    const before = await auditCount();
    const cases: [unknown, string][] = [
      [{ crew_id: UNKNOWN_ID, vehicle_id: null }, 'crew_id'],
      [{ crew_id: 'nope', vehicle_id: null }, 'crew_id'],
      [{ vehicle_id: null }, 'crew_id'],
      [{ crew_id: null, vehicle_id: retired!.id }, 'vehicle_id'],
      [{ crew_id: null, vehicle_id: UNKNOWN_ID }, 'vehicle_id'],
      [{ crew_id: null, vehicle_id: 7 }, 'vehicle_id'],
    ];
    for (const [body, field] of cases) {
      const error = await errorOf(await put(operations.client, path, body), 400);
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    const missing = await errorOf(
      await put(operations.client, `/api/admin/shipments/${UNKNOWN_ID}/crew`, {
        crew_id: null,
        vehicle_id: null,
      }),
      404,
    );
    expect(missing.message).toBe('Shipment not found.');
    expect(await auditCount()).toBe(before);
    expect((await shipmentNumbered('OTC1763380800004')).crew_id).toBeNull();
  });

  it('is for Operations and Administrators: the Auditor and the Courier are refused', async () => {
    const shipment = await shipmentNumbered('OTC1763380800004');
    for (const caller of [auditor, demoCourier]) {
      const response = await put(caller.client, `/api/admin/shipments/${shipment.id}/crew`, {
        crew_id: null,
        vehicle_id: null,
      });
      expect(response.status).toBe(403);
      expect((await caller.client.get('/api/admin/shipments/couriers')).status).toBe(403);
    }
  });
});
