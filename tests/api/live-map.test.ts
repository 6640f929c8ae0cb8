import { beforeAll, describe, expect, it } from 'vitest';
import type { Crew, Vehicle } from '../../src/shared/admin/dispatch';
import { POSITIONS_REPORTED_EVENT, SHIPMENT_CHANGED_EVENT } from '../../src/shared/live-events';
import { POSITIONS_SHOWN_MAX, type ShipmentPositions } from '../../src/shared/shipment-positions';
import { shipmentPositions } from '../../src/server/db/schema';
import { DEMO_CLIENT_PASSWORD, DEMO_STAFF } from '../../src/server/seed/demo-data';
import { bodyOf, insertShipment } from '../helpers/admin-callers';
import { kind, readEventStream, type StreamEvent } from '../helpers/event-stream';
import { drawnSignature, handoffFields, handoffForm, postHandoff } from '../helpers/handoffs';
import type { HttpClient } from '../helpers/http-client';
import {
  errorOf,
  put,
  signIn,
  signInDemoClient,
  signInDemoMember,
  type SignedIn,
} from '../helpers/portal-callers';
import { signInEachStaffRole } from '../helpers/staff-accounts';
import { useTestServer } from '../helpers/use-test-server';

/**
 * The live map's reading of a shipment (decision 075): staff who read shipments and the
 * organisation that owns it read its route and its crews' positions; nobody else, and the public
 * stream of /track never carries a coordinate.
 */

const server = useTestServer({ seed: true });
const demoEmail = (role: string) => DEMO_STAFF.find((person) => person.role === role)!.email;
let operations: SignedIn;
let amelia: SignedIn;
let courier: SignedIn;
let crew: Crew;
let vehicle: Vehicle;
let sequence = 0;

beforeAll(async () => {
  operations = await signIn(server, demoEmail('operations'), DEMO_CLIENT_PASSWORD);
  amelia = await signInDemoClient(server, 'amelia');
  courier = (await signInEachStaffRole(server, ['courier'])).get('courier')!;
  crew = await bodyOf<Crew>(
    await operations.client.post('/api/admin/crews', {
      name: 'Map Crew',
      courier_ids: [courier.userId],
    }),
    201,
  );
  const { vehicles } = await bodyOf<{ vehicles: Vehicle[] }>(
    await operations.client.get('/api/admin/vehicles'),
  );
  vehicle = vehicles.find((candidate) => candidate.in_service)!;
});

/** A shipment of Amelia's organisation, given to the crew and picked up in New York. */
async function shipmentOnTheRoad(route = { origin: 'New York, NY', destination: 'Boston, MA' }) {
  sequence += 1;
  const shipment = await insertShipment(server, {
    client_id: amelia.userId,
    ...route,
    tracking_number: `OTC${String(1_900_000_000_000 + sequence)}`,
    status: 'pending',
  });
  await bodyOf(
    await put(operations.client, `/api/admin/shipments/${shipment.id}/crew`, {
      crew_id: crew.id,
      vehicle_id: vehicle.id,
    }),
  );
  const pickup = handoffForm(handoffFields({ kind: 'pickup' }), await drawnSignature());
  expect((await postHandoff(courier.client, shipment.id, pickup)).status).toBe(201);
  return shipment;
}

function report(shipmentId: string, points: { lat: number; lon: number; accuracy_m: number }[]) {
  return courier.client.post('/api/courier/positions', {
    positions: points.map((point, index) => ({
      shipment_id: shipmentId,
      latitude: point.lat,
      longitude: point.lon,
      accuracy_m: point.accuracy_m,
      device_time: new Date(Date.now() - (points.length - index) * 1000).toISOString(),
    })),
  });
}

const NEW_HAVEN = { lat: 41.3083, lon: -72.9279, accuracy_m: 20 };
const PROVIDENCE = { lat: 41.824, lon: -71.4128, accuracy_m: 12 };

async function positionsOf(client: HttpClient, path: string) {
  return bodyOf<ShipmentPositions>(await client.get(path));
}

describe('reading a shipment for the live map', () => {
  it('staff read the route, every position oldest first and the latest with its accuracy', async () => {
    const shipment = await shipmentOnTheRoad();
    const path = `/api/admin/shipments/${shipment.id}/positions`;
    const before = await positionsOf(operations.client, path);
    expect(before).toMatchObject({ positions: [], current: null, total: 0, far_from_route: 0 });
    expect(before.route.origin).toEqual({
      text: 'New York, NY',
      place: { name: 'New York, NY', lat: 40.7128, lon: -74.006 },
    });
    expect(before.route.destination.place?.name).toBe('Boston, MA');

    // One far off the road (Los Angeles) is stored, flagged, and drawn like the others.
    const far = { lat: 34.05, lon: -118.24, accuracy_m: 30 };
    expect((await report(shipment.id, [NEW_HAVEN, far, PROVIDENCE])).status).toBe(201);
    const after = await positionsOf(operations.client, path);
    expect(after.positions.map(({ lat, lon }) => ({ lat, lon }))).toEqual([
      { lat: NEW_HAVEN.lat, lon: NEW_HAVEN.lon },
      { lat: far.lat, lon: far.lon },
      { lat: PROVIDENCE.lat, lon: PROVIDENCE.lon },
    ]);
    expect(after.positions.map((position) => position.far_from_route)).toEqual([
      false,
      true,
      false,
    ]);
    expect(after.current).toMatchObject({ lat: PROVIDENCE.lat, accuracy_m: 12 });
    expect(Date.parse(after.current!.at)).toBeLessThanOrEqual(Date.now());
    expect(after).toMatchObject({ tracking_number: shipment.tracking_number, total: 3 });
    expect(after.far_from_route).toBe(1);
  });

  it('the owner reads the same in the portal and by tracking number; each of its roles does', async () => {
    const shipment = await shipmentOnTheRoad();
    expect((await report(shipment.id, [NEW_HAVEN])).status).toBe(201);
    const staffView = await positionsOf(
      operations.client,
      `/api/admin/shipments/${shipment.id}/positions`,
    );
    expect(
      await positionsOf(amelia.client, `/api/portal/shipments/${shipment.id}/positions`),
    ).toEqual(staffView);
    // Any case and spaces, as /track takes a number.
    const typed = encodeURIComponent(` ${shipment.tracking_number.toLowerCase()} `);
    expect(await positionsOf(amelia.client, `/api/track/${typed}/positions`)).toEqual(staffView);
    const viewer = await signInDemoMember(server, 'amelia', 'viewer');
    expect(
      await positionsOf(viewer.client, `/api/track/${shipment.tracking_number}/positions`),
    ).toEqual(staffView);
  });

  it('a route whose places the gazetteer does not know has no planned line, and flags nothing', async () => {
    const shipment = await shipmentOnTheRoad({
      origin: 'Warehouse 9, Springfield',
      destination: 'Boston, MA',
    });
    expect((await report(shipment.id, [{ lat: 34.05, lon: -118.24, accuracy_m: 5 }])).status).toBe(
      201,
    );
    const read = await positionsOf(amelia.client, `/api/portal/shipments/${shipment.id}/positions`);
    expect(read.route.origin).toEqual({ text: 'Warehouse 9, Springfield', place: null });
    expect(read.current).toMatchObject({ lat: 34.05, far_from_route: false });
  });

  it(`a long history is thinned to ${POSITIONS_SHOWN_MAX} at most, first and latest kept`, async () => {
    const shipment = await shipmentOnTheRoad();
    const start = Date.now() - 3 * 3_600_000;
    const stored = 1_234;
    await server.deps.db.insert(shipmentPositions).values(
      Array.from({ length: stored }, (_, index) => ({
        shipment_id: shipment.id,
        courier_id: courier.userId,
        latitude: 40.7 + index * 0.001,
        longitude: -74 + index * 0.002,
        accuracy_m: 10 + (index % 7),
        device_time: new Date(start + index * 15_000),
      })),
    );
    const read = await positionsOf(
      operations.client,
      `/api/admin/shipments/${shipment.id}/positions`,
    );
    expect(read.total).toBe(stored);
    expect(read.positions.length).toBeLessThanOrEqual(POSITIONS_SHOWN_MAX);
    expect(read.positions.length).toBeGreaterThan(POSITIONS_SHOWN_MAX / 2);
    const times = read.positions.map((position) => Date.parse(position.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBe(start);
    const latest = start + (stored - 1) * 15_000;
    expect(times.at(-1)).toBe(latest);
    expect(Date.parse(read.current!.at)).toBe(latest);
    expect(read.current).toMatchObject({
      lat: 40.7 + (stored - 1) * 0.001,
      accuracy_m: 10 + ((stored - 1) % 7),
    });

    // At the bound nothing is left out.
    const exact = await shipmentOnTheRoad();
    await server.deps.db.insert(shipmentPositions).values(
      Array.from({ length: POSITIONS_SHOWN_MAX }, (_, index) => ({
        shipment_id: exact.id,
        latitude: 41,
        longitude: -73,
        accuracy_m: 5,
        device_time: new Date(start + index * 15_000),
      })),
    );
    const whole = await positionsOf(
      operations.client,
      `/api/admin/shipments/${exact.id}/positions`,
    );
    expect(whole.positions).toHaveLength(POSITIONS_SHOWN_MAX);
  });
});

describe('who may read it', () => {
  it("a stranger is asked to sign in; another organisation, staff on the client routes and unknown ids get 404 (null on the tracking page's read); bad ids 400", async () => {
    const shipment = await shipmentOnTheRoad();
    const portalPath = `/api/portal/shipments/${shipment.id}/positions`;
    const trackPath = `/api/track/${shipment.tracking_number}/positions`;
    const adminPath = `/api/admin/shipments/${shipment.id}/positions`;
    const stranger = server.client();
    for (const path of [portalPath, trackPath, adminPath]) {
      expect((await stranger.get(path)).status).toBe(401);
    }
    const marcus = await signInDemoClient(server, 'marcus');
    expect((await errorOf(await marcus.client.get(portalPath), 404)).message).toBe(
      'Shipment not found.',
    );
    // Staff follow it in the admin area; the client routes are the organisation's own.
    await errorOf(await operations.client.get(portalPath), 404);
    // The tracking page asks for every signed-in client: not theirs is null, not a failure.
    for (const caller of [marcus, operations]) {
      const answer = await caller.client.get(trackPath);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toBeNull();
    }
    expect((await marcus.client.get(adminPath)).status).toBe(403);
    await errorOf(
      await amelia.client.get(
        '/api/portal/shipments/00000000-0000-4000-8000-000000000000/positions',
      ),
      404,
    );
    const unknown = await amelia.client.get('/api/track/OTC9999999999999/positions');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toBeNull();
    await errorOf(
      await operations.client.get(
        '/api/admin/shipments/00000000-0000-4000-8000-000000000000/positions',
      ),
      404,
    );
    expect(
      (await errorOf(await amelia.client.get('/api/portal/shipments/not-a-uuid/positions'), 400))
        .fields,
    ).toEqual({ shipmentId: 'Shipment not found.' });
    expect(
      (await errorOf(await amelia.client.get('/api/track/not%20a%20number!/positions'), 400))
        .fields,
    ).toHaveProperty('number');
  });

  it('each staff role as the route declares: Administrator, Operations and Auditor read; Custodian and Courier do not', async () => {
    const shipment = await shipmentOnTheRoad();
    const path = `/api/admin/shipments/${shipment.id}/positions`;
    const staff = await signInEachStaffRole(server, [
      'admin',
      'operations',
      'auditor',
      'custodian',
      'courier',
    ]);
    const statuses = Object.fromEntries(
      await Promise.all(
        [...staff].map(async ([role, person]) => [role, (await person.client.get(path)).status]),
      ),
    );
    expect(statuses).toEqual({
      admin: 200,
      operations: 200,
      auditor: 200,
      custodian: 403,
      courier: 403,
    });
  });
});

describe('live', () => {
  const coordinates = /latitude|longitude|"lat"|"lon"|accuracy/;

  it("a report reaches the owner's and the staff's streams once per shipment, without coordinates; the public stream hears nothing of it", async () => {
    const shipment = await shipmentOnTheRoad();
    const open = async (client: HttpClient, path: string) => {
      const response = await client.get(path);
      expect(response.status).toBe(200);
      const stream = readEventStream(response);
      await stream.next(kind('ready'));
      return stream;
    };
    const publicStream = await open(
      server.client(),
      `/api/track/${shipment.tracking_number}/events`,
    );
    const ownerStream = await open(amelia.client, '/api/live');
    const staffStream = await open(operations.client, '/api/live');
    try {
      expect((await report(shipment.id, [NEW_HAVEN, PROVIDENCE])).status).toBe(201);
      const forShipment = (event: StreamEvent) =>
        event.event === POSITIONS_REPORTED_EVENT && event.data.includes(shipment.id);
      for (const stream of [ownerStream, staffStream]) {
        const event = await stream.next(forShipment);
        expect(JSON.parse(event.data)).toEqual({
          shipment_id: shipment.id,
          tracking_number: shipment.tracking_number,
        });
      }

      // Events arrive in the order they were recorded: a tracking update after the report is
      // the public stream's next event, with nothing of the report before it.
      const update = await operations.client.post(`/api/admin/shipments/${shipment.id}/updates`, {
        status: 'in_transit',
        location: 'Providence, RI',
      });
      expect(update.status).toBe(201);
      const heard: StreamEvent[] = [];
      await publicStream.next((event) => {
        heard.push(event);
        return event.event === SHIPMENT_CHANGED_EVENT;
      });
      expect(heard.map((event) => event.event)).toEqual([SHIPMENT_CHANGED_EVENT]);
      expect(heard.some((event) => coordinates.test(event.data))).toBe(false);
      // The owner's stream has no second event of the same report (one per report and shipment).
      const ownerHeard: string[] = [];
      await ownerStream.next((event) => {
        ownerHeard.push(event.event);
        return event.event === SHIPMENT_CHANGED_EVENT;
      });
      expect(ownerHeard).not.toContain(POSITIONS_REPORTED_EVENT);
    } finally {
      await Promise.all([publicStream.close(), ownerStream.close(), staffStream.close()]);
    }
  });
});
