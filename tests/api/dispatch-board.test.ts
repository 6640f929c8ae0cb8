import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOARD_ATTENTION_LIMIT,
  BOARD_DUE_LIMIT,
  BOARD_MESSAGES,
  type BoardFlag,
  type BoardShipment,
  type DispatchBoard,
} from '../../src/shared/admin/dispatch-board';
import type { HandoffKind } from '../../src/shared/custody';
import { DISPATCH_CHANGED_EVENT } from '../../src/shared/live-events';
import type { ShipmentStatus } from '../../src/shared/shipment-status';
import { vaultDayOf, dayAfter } from '../../src/shared/visits';
import {
  crewMembers,
  crews,
  custodyHandoffs,
  mailOutbox,
  notifications,
  shipmentPositions,
  shipments,
  vehicles,
} from '../../src/server/db/schema';
import { bodyOf, insertClient, insertShipment } from '../helpers/admin-callers';
import { kind, readEventStream } from '../helpers/event-stream';
import {
  drawnSignature,
  handoffFields,
  handoffForm,
  NEW_YORK,
  postHandoff,
} from '../helpers/handoffs';
import { errorOf, put, type SignedIn } from '../helpers/portal-callers';
import { signInEachStaffRole } from '../helpers/staff-accounts';
import { useTestServer } from '../helpers/use-test-server';

/**
 * The Dispatch board (decision 076): a day's shipments by crew, the unassigned, and the late or
 * flagged, each rule proven by rows whose times say it; and the alert of a position far from the
 * route, once an hour, to Operations and Administrators only.
 */

const server = useTestServer();
let staff: Map<string, SignedIn>;
let operations: SignedIn;
let clientId: string;
let signature: Uint8Array;
let sequence = 0;
/** Each crew's courier, signed in, by id. */
const couriers = new Map<string, SignedIn>();
const signInCourierOf = async (courierId: string) => couriers.get(courierId)!;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);
/** Midday of today and tomorrow on the company's clock, whatever the time now. */
const midday = (offsetDays: number) =>
  new Date(`${dayAfter(vaultDayOf(new Date()), offsetDays)}T17:00:00Z`);

beforeAll(async () => {
  staff = await signInEachStaffRole(server, ['operations', 'admin', 'auditor', 'custodian']);
  operations = staff.get('operations')!;
  clientId = await insertClient(server, {
    email: 'board-client@example.com',
    first_name: 'Bea',
    last_name: 'Board',
  });
  signature = await drawnSignature();
});

async function newCrew(name: string): Promise<{ id: string; courierId: string }> {
  const courier = (await signInEachStaffRole(server, ['courier'])).get('courier')!;
  couriers.set(courier.userId, courier);
  const [crew] = await server.deps.db.insert(crews).values({ name }).returning({ id: crews.id });
  await server.deps.db
    .insert(crewMembers)
    .values({ crew_id: crew!.id, courier_id: courier.userId });
  return { id: crew!.id, courierId: courier.userId };
}

async function newVehicle(): Promise<string> {
  sequence += 1;
  const [vehicle] = await server.deps.db
    .insert(vehicles)
    .values({ registration: `BRD ${sequence}` })
    .returning({ id: vehicles.id });
  return vehicle!.id;
}

function newShipment(values: Partial<typeof shipments.$inferInsert> = {}) {
  return insertShipment(server, {
    client_id: clientId,
    origin: 'New York, NY',
    destination: 'Boston, MA',
    status: 'pending' as ShipmentStatus,
    ...values,
  });
}

/** A handoff written as a legacy row may be: straight to the database, at its time. */
async function handoff(
  shipmentId: string,
  kind: HandoffKind,
  at: Date,
  extra: Partial<typeof custodyHandoffs.$inferInsert> = {},
) {
  await server.deps.db.insert(custodyHandoffs).values({
    device_id: randomUUID(),
    content_hash: 'board',
    shipment_id: shipmentId,
    kind,
    seal_numbers: ['BRD-1'],
    signer_name: 'Board Signer',
    signature_png: signature,
    ...NEW_YORK,
    accuracy_m: 5,
    device_time: at,
    received_at: at,
    ...extra,
  });
}

async function position(shipmentId: string, at: Date, far = false) {
  await server.deps.db.insert(shipmentPositions).values({
    shipment_id: shipmentId,
    ...NEW_YORK,
    accuracy_m: 5,
    far_from_route: far,
    device_time: at,
  });
}

async function board(day: 'today' | 'tomorrow' = 'today', caller = operations) {
  return bodyOf<DispatchBoard>(await caller.client.get(`/api/admin/dispatch/board?day=${day}`));
}

const listed = (list: BoardShipment[], id: string) => list.find((shipment) => shipment.id === id);
const flagsOf = async (id: string): Promise<BoardFlag[] | undefined> =>
  listed((await board()).attention, id)?.flags;

describe('The board', () => {
  it('lists the day’s shipments under their crew with couriers and vehicle, and those with no crew', async () => {
    const crew = await newCrew('Alpha Crew');
    const vehicleId = await newVehicle();
    const carried = await newShipment({
      crew_id: crew.id,
      vehicle_id: vehicleId,
      status: 'in_transit',
      estimated_delivery: midday(0),
    });
    const pickup = await newShipment({ crew_id: crew.id, date_of_shipment: midday(0) });
    const loose = await newShipment({ date_of_shipment: midday(0) });
    const otherDay = await newShipment({ crew_id: crew.id, date_of_shipment: midday(2) });
    const delivered = await newShipment({
      crew_id: crew.id,
      status: 'delivered',
      estimated_delivery: midday(0),
    });

    const today = await board('today');
    expect(today).toMatchObject({ day: 'today', time_zone: 'America/New_York' });
    expect(today.date).toBe(vaultDayOf(new Date()));
    const column = today.crews.find((group) => group.id === crew.id)!;
    expect(column.name).toBe('Alpha Crew');
    expect(column.members.map((member) => member.id)).toEqual([crew.courierId]);
    expect(column.shipments.map((shipment) => shipment.id).sort()).toEqual(
      [carried.id, pickup.id].sort(),
    );
    expect(listed(column.shipments, carried.id)).toMatchObject({
      tracking_number: carried.tracking_number,
      origin: 'New York, NY',
      destination: 'Boston, MA',
      status: 'in_transit',
      vehicle: { id: vehicleId, registration: expect.stringMatching(/^BRD /) },
      due: { kind: 'delivery', at: midday(0).toISOString() },
    });
    expect(listed(column.shipments, pickup.id)?.due).toEqual({
      kind: 'pickup',
      at: midday(0).toISOString(),
    });
    expect(listed(today.unassigned, loose.id)).toMatchObject({ crew_id: null, vehicle: null });
    const everywhere = [...today.crews.flatMap((group) => group.shipments), ...today.unassigned];
    expect(listed(everywhere, otherDay.id)).toBeUndefined();
    expect(listed(everywhere, delivered.id)).toBeUndefined();
  });

  it('switches to tomorrow: a shipment due tomorrow is there and not today', async () => {
    const tomorrowOnly = await newShipment({ date_of_shipment: midday(1) });
    expect(listed((await board('tomorrow')).unassigned, tomorrowOnly.id)?.due?.kind).toBe('pickup');
    expect(listed((await board('today')).unassigned, tomorrowOnly.id)).toBeUndefined();
  });

  it('refuses any other day with a 400 naming `day`, and reads today without one', async () => {
    for (const day of ['yesterday', '2026-12-08', '']) {
      const error = await errorOf(
        await operations.client.get(`/api/admin/dispatch/board?day=${day}`),
        400,
      );
      expect(error.fields).toEqual({ day: BOARD_MESSAGES.day });
    }
    const plain = await bodyOf<DispatchBoard>(
      await operations.client.get('/api/admin/dispatch/board'),
    );
    expect(plain.day).toBe('today');
  });

  it('is read by Operations, Administrators and Auditors, and no other staff', async () => {
    for (const role of ['admin', 'auditor']) await board('today', staff.get(role));
    await errorOf(
      await staff.get('custodian')!.client.get('/api/admin/dispatch/board?day=today'),
      403,
    );
  });
});

describe('Late', () => {
  it('a pickup whose time passed with no pickup handoff; not one still to come or picked up', async () => {
    const overdue = await newShipment({ date_of_shipment: ago(HOUR) });
    const coming = await newShipment({ date_of_shipment: ahead(HOUR) });
    const pickedUp = await newShipment({ status: 'picked_up', date_of_shipment: ago(HOUR) });
    await handoff(pickedUp.id, 'pickup', ago(2 * MINUTE));
    expect(await flagsOf(overdue.id)).toEqual(['pickup_overdue']);
    expect(await flagsOf(coming.id)).toBeUndefined();
    expect(await flagsOf(pickedUp.id)).toBeUndefined();
  });

  it('a delivery whose estimate passed; not one delivered or still ahead', async () => {
    const overdue = await newShipment({ status: 'in_transit', estimated_delivery: ago(MINUTE) });
    const ahead_ = await newShipment({ status: 'in_transit', estimated_delivery: ahead(HOUR) });
    const delivered = await newShipment({ status: 'delivered', estimated_delivery: ago(HOUR) });
    expect(await flagsOf(overdue.id)).toEqual(['delivery_overdue']);
    expect(await flagsOf(ahead_.id)).toBeUndefined();
    expect(await flagsOf(delivered.id)).toBeUndefined();
  });

  it('in a crew’s hands with no position for 10 minutes; not after a recent one or a recent handoff', async () => {
    const silent = await newShipment({ status: 'picked_up' });
    await handoff(silent.id, 'pickup', ago(30 * MINUTE));
    await position(silent.id, ago(11 * MINUTE));
    const neverHeard = await newShipment({ status: 'picked_up' });
    await handoff(neverHeard.id, 'pickup', ago(15 * MINUTE));
    const heard = await newShipment({ status: 'picked_up' });
    await handoff(heard.id, 'pickup', ago(30 * MINUTE));
    await position(heard.id, ago(2 * MINUTE));
    const justTaken = await newShipment({ status: 'in_transit' });
    await handoff(justTaken.id, 'pickup', ago(40 * MINUTE));
    await handoff(justTaken.id, 'transfer', ago(3 * MINUTE));
    const inVault = await newShipment({ status: 'in_transit' });
    await handoff(inVault.id, 'pickup', ago(3 * HOUR));
    await handoff(inVault.id, 'vault_intake', ago(2 * HOUR));

    expect(await flagsOf(silent.id)).toEqual(['no_recent_position']);
    expect(await flagsOf(neverHeard.id)).toEqual(['no_recent_position']);
    expect(await flagsOf(heard.id)).toBeUndefined();
    expect(await flagsOf(justTaken.id)).toBeUndefined();
    expect(await flagsOf(inVault.id)).toBeUndefined();
  });
});

describe('Chain flags', () => {
  it('a gap over 24 hours between handoffs while a crew holds it, or from the last to now', async () => {
    const gapped = await newShipment({ status: 'in_transit' });
    await handoff(gapped.id, 'pickup', ago(30 * HOUR));
    await handoff(gapped.id, 'transfer', ago(2 * HOUR));
    await position(gapped.id, ago(MINUTE));
    const openEnd = await newShipment({ status: 'picked_up' });
    await handoff(openEnd.id, 'pickup', ago(25 * HOUR));
    await position(openEnd.id, ago(MINUTE));
    const steady = await newShipment({ status: 'picked_up' });
    await handoff(steady.id, 'pickup', ago(20 * HOUR));
    await position(steady.id, ago(MINUTE));
    // Two days in the vault are no gap: the vault holds it, not a crew.
    const vaulted = await newShipment({ status: 'in_transit' });
    await handoff(vaulted.id, 'pickup', ago(50 * HOUR));
    await handoff(vaulted.id, 'vault_intake', ago(49 * HOUR));

    expect(await flagsOf(gapped.id)).toEqual(['custody_gap']);
    expect(await flagsOf(openEnd.id)).toEqual(['custody_gap']);
    expect(await flagsOf(steady.id)).toBeUndefined();
    expect(await flagsOf(vaulted.id)).toBeUndefined();
  });

  it('a transfer without a signature; a signed one is not flagged', async () => {
    const unsigned = await newShipment({ status: 'in_transit' });
    await handoff(unsigned.id, 'pickup', ago(HOUR));
    await handoff(unsigned.id, 'transfer', ago(MINUTE), { signature_png: new Uint8Array() });
    const signed = await newShipment({ status: 'in_transit' });
    await handoff(signed.id, 'pickup', ago(HOUR));
    await handoff(signed.id, 'transfer', ago(MINUTE));
    expect(await flagsOf(unsigned.id)).toEqual(['unsigned_transfer']);
    expect(await flagsOf(signed.id)).toBeUndefined();
  });

  it('a last position far from the route, shown on the day’s card too', async () => {
    const crew = await newCrew('Far Crew');
    const far = await newShipment({
      crew_id: crew.id,
      status: 'picked_up',
      estimated_delivery: ahead(HOUR) < midday(1) ? ahead(HOUR) : midday(0),
    });
    await handoff(far.id, 'pickup', ago(5 * MINUTE));
    await position(far.id, ago(MINUTE), true);
    expect(await flagsOf(far.id)).toEqual(['far_from_route']);
    await position(far.id, new Date(), false);
    expect(await flagsOf(far.id)).toBeUndefined();
  });
});

describe('A position far from the route', () => {
  it('alerts Operations and Administrators once an hour by bell and e-mail, never the client', async () => {
    const crew = await newCrew('Route Crew');
    const courier = await signInCourierOf(crew.courierId);
    const shipment = await newShipment({ status: 'pending' });
    await bodyOf(
      await put(operations.client, `/api/admin/shipments/${shipment.id}/crew`, {
        crew_id: crew.id,
        vehicle_id: null,
      }),
    );
    expect(
      (await postHandoff(courier.client, shipment.id, handoffForm(handoffFields(), signature)))
        .status,
    ).toBe(201);

    const stream = readEventStream(await operations.client.get('/api/live'));
    await stream.next(kind('ready'));
    const chicago = { latitude: 41.88, longitude: -87.63 };
    const report = () =>
      courier.client.post('/api/courier/positions', {
        positions: [
          {
            shipment_id: shipment.id,
            ...chicago,
            accuracy_m: 9,
            device_time: new Date().toISOString(),
          },
        ],
      });
    expect(await bodyOf(await report(), 201)).toEqual({ recorded: 1, far_from_route: 1 });
    expect(JSON.parse((await stream.next(kind(DISPATCH_CHANGED_EVENT))).data)).toEqual({
      shipment_id: shipment.id,
    });
    await stream.close();
    await bodyOf(await report(), 201);

    const link = `/admin/shipments/${shipment.id}`;
    const alerts = () =>
      server.deps.db
        .select({ user_id: notifications.user_id, title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.kind, 'custody_alert'), eq(notifications.link, link)));
    const told = await alerts();
    expect(told.map((row) => row.user_id).sort()).toEqual(
      [operations.userId, staff.get('admin')!.userId].sort(),
    );
    expect(told[0]!.title).toBe(`${shipment.tracking_number} is far from its route`);
    const clientNotes = await server.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.user_id, clientId), eq(notifications.kind, 'custody_alert')));
    expect(clientNotes).toEqual([]);
    const mail = await server.deps.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.subject} like ${`%${shipment.tracking_number} is far from its route%`}`,
      );
    expect(mail).toHaveLength(2);

    // An hour on, the next far position alerts again.
    await server.deps.db
      .update(notifications)
      .set({ created_at: ago(61 * MINUTE) })
      .where(eq(notifications.link, link));
    await bodyOf(await report(), 201);
    expect(await alerts()).toHaveLength(4);
  });

  it('alerts for a handoff made far from the route too', async () => {
    const crew = await newCrew('Handoff Crew');
    const courier = await signInCourierOf(crew.courierId);
    const shipment = await newShipment({ status: 'pending', crew_id: crew.id });
    const farPickup = handoffFields({ latitude: 41.88, longitude: -87.63 });
    expect(
      (await postHandoff(courier.client, shipment.id, handoffForm(farPickup, signature))).status,
    ).toBe(201);
    const told = await server.deps.db
      .select({ user_id: notifications.user_id })
      .from(notifications)
      .where(eq(notifications.link, `/admin/shipments/${shipment.id}`));
    expect(told).toHaveLength(2);
  });

  it('a crew heard again after a silence is announced to staff, so the board drops its flag', async () => {
    const crew = await newCrew('Quiet Crew');
    const courier = await signInCourierOf(crew.courierId);
    const shipment = await newShipment({ status: 'picked_up', crew_id: crew.id });
    await handoff(shipment.id, 'pickup', ago(20 * MINUTE));
    expect(await flagsOf(shipment.id)).toEqual(['no_recent_position']);
    const stream = readEventStream(await operations.client.get('/api/live'));
    await stream.next(kind('ready'));
    await bodyOf(
      await courier.client.post('/api/courier/positions', {
        positions: [
          {
            shipment_id: shipment.id,
            ...NEW_YORK,
            accuracy_m: 5,
            device_time: new Date().toISOString(),
          },
        ],
      }),
      201,
    );
    expect(JSON.parse((await stream.next(kind(DISPATCH_CHANGED_EVENT))).data)).toEqual({
      shipment_id: shipment.id,
    });
    await stream.close();
    expect(await flagsOf(shipment.id)).toBeUndefined();
  });
});

// Last: its hundred late rows fill the Late list the tests above read.
describe('Bounded', () => {
  it(`lists at most ${BOARD_DUE_LIMIT} due and ${BOARD_ATTENTION_LIMIT} late, and says how many more`, async () => {
    const before = await board('tomorrow');
    const dueBefore =
      before.crews.flatMap((group) => group.shipments).length +
      before.unassigned.length +
      before.more_due;
    const attentionBefore = before.attention.length + before.more_attention;
    const extra = BOARD_DUE_LIMIT + 5;
    const late = BOARD_ATTENTION_LIMIT + 3;
    const rows = (count: number, prefix: string, estimated: Date) =>
      Array.from({ length: count }, (_, index) => ({
        tracking_number: `${prefix}${String(index).padStart(6, '0')}`,
        client_id: clientId,
        origin: 'New York, NY',
        destination: 'Boston, MA',
        status: 'in_transit' as const,
        estimated_delivery: estimated,
      }));
    await server.deps.db.insert(shipments).values(rows(extra, 'DUE', midday(1)));
    await server.deps.db.insert(shipments).values(rows(late, 'LATE', ago(MINUTE)));

    const after = await board('tomorrow');
    const shown = after.crews.flatMap((group) => group.shipments).length + after.unassigned.length;
    expect(shown).toBe(BOARD_DUE_LIMIT);
    expect(shown + after.more_due).toBe(dueBefore + extra);
    expect(after.attention).toHaveLength(BOARD_ATTENTION_LIMIT);
    expect(after.attention.length + after.more_attention).toBe(attentionBefore + late);
  });
});
