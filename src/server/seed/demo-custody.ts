import {
  HANDOFF_DESCRIPTIONS,
  HANDOFF_STATUS,
  POSITION_RETENTION_DAYS,
  type HandoffKind,
} from '#shared/custody';
import { distanceKm, isFarFromRoute, pointsAlongRoute, type LatLon } from '#shared/geo';
import { placeOf, type Place } from '#shared/places';
import { handoffContentHash } from '../custody/handoff-content-hash';
import { loadSharp } from '../images/load-sharp';
import { DEMO_FIELD_CREWS, fieldCourierEmail } from './demo-data';
import { auditRow, credentialRow, shipmentEntity, userRow, type Actor } from './demo-rows';
import type { AuditRow, CredentialRow, ShipmentRow, ShipmentUpdateRow, UserRow } from './json-rows';
import { DAY_MS, type Random } from './random';
import { FIRST_NAMES, LAST_NAMES, USER_AGENTS } from './word-lists';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** The field couriers joined with the demo staff, a year before the demo begins. */
const COURIERS_SINCE_DAYS = 365;
/** An armoured vehicle's average over a leg, stops included. */
const ROAD_SPEED_KMH = 70;
/**
 * A position kept for every this much of travel: the crew app reports every 15 s (decision 072),
 * but a year of that would be millions of rows for a demo; the live map thins to 500 anyway.
 */
const POSITION_EVERY_MS = 20 * MINUTE_MS;
/** At most this many positions a leg: a long leg's are spread further apart. */
const POSITIONS_PER_LEG = 60;
/** A route at least this long has its shipment handed between two crews on the way. */
const TRANSFER_ROUTE_KM = 800;
/** Distinct drawn signatures: each rendered once, as few as a seed can afford. */
const SIGNATURE_STYLES = 12;

type CrewRow = { id: string; name: string };
type VehicleRow = { id: string; registration: string; description: string };
type CrewMemberRow = { crew_id: string; courier_id: string };

/** A handoff as the custody_handoffs table keeps it, the signature as bytea's hex text. */
type HandoffRow = {
  id: string;
  device_id: string;
  content_hash: string;
  shipment_id: string;
  kind: HandoffKind;
  courier_id: string;
  crew_id: string;
  vehicle_id: string;
  to_crew_id: string | null;
  to_vehicle_id: string | null;
  seal_numbers: string[];
  seals_broken: boolean;
  signer_name: string;
  signature_png: string;
  latitude: number;
  longitude: number;
  accuracy_m: number;
  far_from_route: boolean;
  device_time: string;
  received_at: string;
  update_id: string;
  issue_id: null;
};

type PositionRow = {
  shipment_id: string;
  courier_id: string;
  latitude: number;
  longitude: number;
  accuracy_m: number;
  far_from_route: boolean;
  device_time: string;
  received_at: string;
};

export type DemoCustodyRows = {
  users: UserRow[];
  accounts: CredentialRow[];
  vehicles: VehicleRow[];
  crews: CrewRow[];
  members: CrewMemberRow[];
  /** Pickups the history had no tracking update for: each handoff is one (decision 072). */
  updates: ShipmentUpdateRow[];
  handoffs: HandoffRow[];
  positions: PositionRow[];
  audit: AuditRow[];
};

type FieldCrew = CrewRow & { vehicleId: string; couriers: { user: UserRow; actor: Actor }[] };

/**
 * The year's custody in the field (decision 072): crews of couriers with their vehicles, and for
 * each of the history's shipments picked up, in transit or delivered, the handoffs its tracking
 * updates were: the pickup at its origin (added where the history had none), a transfer to another
 * crew where its route is long, the delivery at its destination; each with its seals, the signer's
 * name and drawn signature, and the crew's position. Positions along the route's great circle for
 * the legs of the last 90 days, one every 20 minutes of travel; a shipment still on the road is
 * part of the way along it now.
 *
 * The updates that became handoffs are rewritten in place as the crew app writes them (its words,
 * its audit event by the courier), so the ledger's backfill appends them as handoffs.
 */
export async function demoCustodyRows(input: {
  r: Random;
  today: number;
  shipments: ShipmentRow[];
  updates: ShipmentUpdateRow[];
  audit: AuditRow[];
  clientNames: ReadonlyMap<string, string>;
}): Promise<DemoCustodyRows> {
  const { r, today } = input;
  const since = new Date(today - COURIERS_SINCE_DAYS * DAY_MS).toISOString();
  const rows: DemoCustodyRows = {
    users: [],
    accounts: [],
    vehicles: [],
    crews: [],
    members: [],
    updates: [],
    handoffs: [],
    positions: [],
    audit: [],
  };
  const crews: FieldCrew[] = DEMO_FIELD_CREWS.map((crew) => {
    const vehicle = { id: r.uuid(), ...crew.vehicle };
    const row = { id: r.uuid(), name: crew.name };
    rows.vehicles.push(vehicle);
    rows.crews.push(row);
    const couriers = crew.couriers.map((courier) => {
      const user: UserRow = {
        ...userRow({
          id: r.uuid(),
          email: fieldCourierEmail(courier),
          ...courier,
          role: 'courier',
          at: since,
        }),
        two_factor_enabled: true,
      };
      rows.users.push(user);
      rows.accounts.push(credentialRow(r, user));
      rows.members.push({ crew_id: row.id, courier_id: user.id });
      const actor: Actor = {
        id: user.id,
        label: user.email,
        ip: `172.16.${r.int(1, 254)}.${r.int(2, 254)}`,
        userAgent: r.pick(USER_AGENTS.phone),
      };
      return { user, actor };
    });
    return { ...row, vehicleId: vehicle.id, couriers };
  });

  const signatures = await drawnSignatures(r);
  const updatesOf = new Map<string, ShipmentUpdateRow[]>();
  for (const update of input.updates) {
    updatesOf.set(update.shipment_id, [...(updatesOf.get(update.shipment_id) ?? []), update]);
  }
  const auditOf = new Map<string, AuditRow>();
  for (const event of input.audit) {
    if (event.action === 'tracking_update' && event.entity_id) {
      auditOf.set(`${event.entity_id} ${event.created_at}`, event);
    }
  }
  // A day inside the retention, so the seed's day (its dates count from its midnight) prunes none.
  const positionsFrom = today - (POSITION_RETENTION_DAYS - 1) * DAY_MS;

  for (const shipment of input.shipments) {
    if (!['picked_up', 'in_transit', 'delivered'].includes(shipment.status)) continue;
    const origin = placeOf(shipment.origin);
    const destination = placeOf(shipment.destination);
    if (!origin || !destination) continue;
    const path = [...(updatesOf.get(shipment.id) ?? [])].sort((a, b) =>
      a.timestamp.localeCompare(b.timestamp),
    );
    if (path[0]?.status !== 'picked_up') {
      // The shipment was collected before its first update said it was on the way.
      const first = Date.parse(path[0]?.timestamp ?? shipment.updated_at);
      const shipped = Date.parse(shipment.date_of_shipment ?? shipment.created_at);
      const pickup: ShipmentUpdateRow = {
        id: r.uuid(),
        shipment_id: shipment.id,
        status: 'picked_up',
        location: shipment.origin,
        description: HANDOFF_DESCRIPTIONS.pickup,
        timestamp: new Date(Math.min(shipped, first - HOUR_MS)).toISOString(),
      };
      rows.updates.push(pickup);
      path.unshift(pickup);
    }
    const longRoute = distanceKm(origin, destination) >= TRANSFER_ROUTE_KM;
    // Each step: the update it becomes, the place it happens and its kind.
    const steps: { update: ShipmentUpdateRow; kind: HandoffKind; place: Place }[] = [];
    for (const update of path) {
      if (update.status === 'picked_up' && steps.length === 0) {
        steps.push({ update, kind: 'pickup', place: origin });
      } else if (update.status === 'delivered') {
        steps.push({ update, kind: 'delivery', place: destination });
      } else if (update.status === 'in_transit' && longRoute && steps.length === 1) {
        const waypoint = placeOf(update.location);
        // Handed over where the update says it was, when that is on the way.
        if (
          waypoint &&
          waypoint.name !== origin.name &&
          waypoint.name !== destination.name &&
          staysOnRoute([origin, waypoint, destination], origin, destination)
        ) {
          steps.push({ update, kind: 'transfer', place: waypoint });
        }
      }
    }

    const seals = Array.from(
      { length: r.int(1, 3) },
      () => `OTC-S${String(r.int(100_000, 999_999))}`,
    );
    let holder = r.pick(crews);
    steps.forEach((step, index) => {
      const next = steps[index + 1];
      const takesOver =
        step.kind === 'transfer' ? r.pick(crews.filter((crew) => crew !== holder)) : null;
      const courier = r.pick(holder.couriers);
      const point = nearby(r, step.place, 0.3);
      const deviceTime = Date.parse(step.update.timestamp);
      const signer =
        step.kind === 'pickup'
          ? (input.clientNames.get(shipment.client_id ?? '') ?? personName(r))
          : takesOver
            ? r.pick(takesOver.couriers).user.name
            : personName(r);
      const signature = signatures[r.int(0, signatures.length - 1)]!;
      const handoff: HandoffRow = {
        id: r.uuid(),
        device_id: r.uuid(),
        content_hash: '',
        shipment_id: shipment.id,
        kind: step.kind,
        courier_id: courier.user.id,
        crew_id: holder.id,
        vehicle_id: holder.vehicleId,
        to_crew_id: takesOver?.id ?? null,
        to_vehicle_id: takesOver?.vehicleId ?? null,
        seal_numbers: seals,
        seals_broken: false,
        signer_name: signer,
        signature_png: `\\x${signature.toString('hex')}`,
        latitude: point.lat,
        longitude: point.lon,
        accuracy_m: r.int(4, 25),
        far_from_route: isFarFromRoute(point, origin, destination),
        device_time: step.update.timestamp,
        received_at: new Date(deviceTime + r.int(1, 40) * 1000).toISOString(),
        update_id: step.update.id,
        issue_id: null,
      };
      handoff.content_hash = handoffContentHash(handoff, signature, []);
      rows.handoffs.push(handoff);
      // The update is the one the crew app makes of the handoff, recorded as it records it.
      step.update.status = HANDOFF_STATUS[step.kind];
      step.update.description = HANDOFF_DESCRIPTIONS[step.kind];
      const details = { kind: step.kind, seals_broken: false, location: step.update.location };
      const event = auditOf.get(`${shipment.id} ${step.update.timestamp}`);
      if (event) {
        Object.assign(event, {
          action: 'handoff_recorded',
          actor_user_id: courier.actor.id,
          actor_label: courier.actor.label,
          ip_address: courier.actor.ip,
          user_agent: courier.actor.userAgent,
          details,
        });
      } else {
        rows.audit.push(
          auditRow(r, {
            actor: courier.actor,
            action: 'handoff_recorded',
            entity: shipmentEntity(shipment),
            clientId: shipment.client_id,
            at: step.update.timestamp,
            details,
          }),
        );
      }

      if (step.kind === 'delivery') return;
      holder = takesOver ?? holder;
      const legEnd = next?.place ?? destination;
      const legFrom = deviceTime + r.int(10, 40) * MINUTE_MS;
      const travel = (distanceKm(step.place, legEnd) / ROAD_SPEED_KMH) * HOUR_MS;
      let start = legFrom;
      let end: number;
      let share = 1;
      if (next) {
        end = Math.min(legFrom + travel, Date.parse(next.update.timestamp) - 15 * MINUTE_MS);
      } else {
        // Still on the road: part of the way along, the last report a few minutes before now.
        share = 0.3 + 0.6 * r.next();
        end = today - r.int(1, 12) * MINUTE_MS;
        start = Math.max(legFrom, end - share * travel);
      }
      if (end <= Math.max(start, positionsFrom)) return;
      rows.positions.push(
        ...legPositions(r, {
          from: step.place,
          to: legEnd,
          start,
          end,
          share,
          after: positionsFrom,
          courierId: r.pick(holder.couriers).user.id,
          shipmentId: shipment.id,
          route: [origin, destination],
        }),
      );
    });
    // The crew holding it now, or the one that delivered it, as a recorded handoff leaves it.
    shipment.crew_id = holder.id;
    shipment.vehicle_id = holder.vehicleId;
  }
  rows.audit.push(...courierSignIns(r, crews, rows.handoffs));
  return rows;
}

/**
 * Each courier signed in on the crew app on each day they recorded a handoff, before the first,
 * as features/auth/forward-to-better-auth.ts records a sign-in.
 */
function courierSignIns(r: Random, crews: FieldCrew[], handoffs: HandoffRow[]): AuditRow[] {
  const firstOfDay = new Map<string, number>();
  for (const handoff of handoffs) {
    const time = Date.parse(handoff.device_time);
    const key = `${handoff.courier_id} ${Math.floor(time / DAY_MS)}`;
    firstOfDay.set(key, Math.min(firstOfDay.get(key) ?? time, time));
  }
  const actors = new Map(
    crews.flatMap((crew) => crew.couriers).map(({ user, actor }) => [user.id, actor] as const),
  );
  return [...firstOfDay].map(([key, first]) => {
    const actor = actors.get(key.split(' ')[0]!)!;
    return auditRow(r, {
      actor,
      action: 'sign_in',
      entity: { type: 'account', label: actor.label },
      clientId: null,
      at: new Date(first - r.int(2, 40) * MINUTE_MS).toISOString(),
    });
  });
}

/**
 * One leg's positions, one every POSITION_EVERY_MS of the travel from `start` to `end` (at most
 * POSITIONS_PER_LEG), along the great circle from `from` to `to`, of which `share` is covered by
 * `end`; none before `after` (older ones were pruned).
 */
function legPositions(
  r: Random,
  leg: {
    from: LatLon;
    to: LatLon;
    start: number;
    end: number;
    share: number;
    after: number;
    courierId: string;
    shipmentId: string;
    route: [LatLon, LatLon];
  },
): PositionRow[] {
  const count = Math.min(
    POSITIONS_PER_LEG,
    Math.max(2, Math.ceil((leg.end - leg.start) / POSITION_EVERY_MS)),
  );
  const steps = Math.max(2, Math.ceil(count / leg.share));
  const along = pointsAlongRoute(leg.from, leg.to, steps);
  const rows: PositionRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const time = leg.start + ((leg.end - leg.start) * index) / (count - 1);
    if (time < leg.after) continue;
    const point = nearby(r, along[Math.min(index, steps - 1)]!, 0.02);
    rows.push({
      shipment_id: leg.shipmentId,
      courier_id: leg.courierId,
      latitude: point.lat,
      longitude: point.lon,
      accuracy_m: r.int(5, 30),
      far_from_route: isFarFromRoute(point, ...leg.route),
      device_time: new Date(time).toISOString(),
      received_at: new Date(time + r.int(1, 20) * 1000).toISOString(),
    });
  }
  return rows;
}

/**
 * Whether the legs through these stops keep within the route's margin all the way: near the ends
 * of a route half the world long, a stop beside the line can still send a leg round the other way.
 */
function staysOnRoute(stops: readonly LatLon[], origin: LatLon, destination: LatLon): boolean {
  return stops
    .slice(1)
    .every((stop, index) =>
      pointsAlongRoute(stops[index]!, stop, 16).every(
        (point) => !isFarFromRoute(point, origin, destination),
      ),
    );
}

/** A point within about `degrees` of a place, at 5 decimals (a metre), as a phone gives it. */
function nearby(r: Random, place: LatLon, degrees: number): LatLon {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    lat: round(place.lat + (r.next() - 0.5) * degrees * 0.1),
    lon: round(place.lon + (r.next() - 0.5) * degrees * 0.1),
  };
}

const personName = (r: Random) => `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;

/**
 * A few signatures as a finger draws them on the crew app's pad: a stroke of loops across a
 * 240×80 PNG, re-encoded by sharp as the handoff form stores a drawn one.
 */
async function drawnSignatures(r: Random): Promise<Buffer[]> {
  const sharp = await loadSharp();
  const pngs: Buffer[] = [];
  for (let style = 0; style < SIGNATURE_STYLES; style += 1) {
    let x = 14 + r.int(0, 10);
    let d = `M ${x} ${44 + r.int(-8, 8)}`;
    while (x < 210) {
      const width = r.int(10, 26);
      const height = r.int(14, 30);
      d += ` q ${width / 2} ${-height} ${width} ${r.int(-4, 4)} t ${r.int(4, 12)} ${r.int(6, 16)}`;
      x += width + 8;
    }
    d += ` M ${r.int(20, 60)} ${r.int(58, 66)} l ${r.int(120, 170)} ${r.int(-6, 2)}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" fill="#fff"/><path d="${d}" fill="none" stroke="#1a2540" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
    pngs.push(await sharp(Buffer.from(svg)).png().toBuffer());
  }
  return pngs;
}
