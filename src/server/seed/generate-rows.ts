import type { SecurityLevel } from '#shared/security-level';
import type { ShipmentStatus } from '#shared/shipment-status';
import type { VaultCategory } from '#shared/vault-category';
import type { ClientRow, ShipmentRow, ShipmentUpdateRow, UserRow, VaultItemRow } from './json-rows';
import { DAY_MS, type Random } from './random';
import {
  COMPANY_KINDS,
  FIRST_NAMES,
  ITEM_DESCRIPTIONS,
  LAST_NAMES,
  STREETS,
  UPDATE_TEXT,
  VAULT_DESCRIPTIONS,
  VAULT_NAMES,
  VAULT_VALUE_RANGE,
  worldCities,
} from './word-lists';

/**
 * Rows of clients, shipments and vault items made in memory from one seeded generator: the same
 * generator state and the same `now` give the same rows.
 */

export type ClientRows = {
  users: UserRow[];
  clients: ClientRow[];
  /** Ids and creation times in creation order, for picking a client who existed at a time. */
  ids: string[];
  createdAt: number[];
};

export type ClientNaming =
  /** A large book: names repeat, so addresses carry a number (olivia.hart.7@example.test). */
  | { kind: 'numbered' }
  /**
   * A small book: one client per last name, none of `exceptLastNames` (clients already there),
   * each at their company's domain (olivia.tanaka@tanakacapital.example).
   */
  | { kind: 'named'; exceptLastNames: readonly string[] };

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

const iso = (time: number) => new Date(Math.floor(time)).toISOString();

/** A value from min to max, spread evenly over the orders of magnitude, rounded to hundreds. */
const logValue = (r: Random, min: number, max: number) =>
  Math.max(min, Math.round((min * (max / min) ** r.next()) / 100) * 100);

/** Last names for a small book: drawn without repetition, leaving out those already taken. */
function lastNamePool(r: Random, naming: ClientNaming, count: number): (() => string) | null {
  if (naming.kind === 'numbered') return null;
  const pool = LAST_NAMES.filter((name) => !naming.exceptLastNames.includes(name));
  if (pool.length < count) throw new Error(`only ${pool.length} distinct last names for ${count}`);
  return () => pool.splice(r.int(0, pool.length - 1), 1)[0] as string;
}

/**
 * Clients created over the last `spanDays`, more of them lately, none of the months left out; each
 * with a confirmed account.
 */
export function generateClients(
  r: Random,
  options: { now: number; count: number; spanDays: number; naming: ClientNaming },
): ClientRows {
  const { now, count, naming } = options;
  const cities = worldCities(r);
  const span = options.spanDays * DAY_MS;
  // One client in each of `count` equal slices of the skewed scale: spread over every month.
  const times = Array.from(
    { length: count },
    (_, index) => now - span * ((index + r.next()) / count) ** 1.3,
  ).sort((a, b) => a - b);
  const nextLastName = lastNamePool(r, naming, count);
  const rows: ClientRows = { users: [], clients: [], ids: [], createdAt: [] };
  times.forEach((time, index) => {
    const id = r.uuid();
    const first = r.pick(FIRST_NAMES);
    const last = nextLastName ? nextLastName() : r.pick(LAST_NAMES);
    const city = r.pick(cities);
    const createdAt = iso(time);
    const kinFirst = r.next() < 0.4 ? r.pick(FIRST_NAMES) : null;
    const phone = () =>
      `${city.dial} ${r.int(200, 999)} 555 ${String(r.int(0, 9999)).padStart(4, '0')}`;
    const clientPhone = phone();
    const company = r.next() < 0.75 ? `${last} ${r.pick(COMPANY_KINDS)}` : null;
    const address = `${r.int(1, 2400)} ${r.pick(STREETS)}`;
    const zipcode = city.zip();
    const kinPhone = kinFirst ? phone() : null;
    const numbered = naming.kind === 'numbered';
    const email = numbered
      ? `${slug(first)}.${slug(last)}.${index + 1}@example.test`
      : `${slug(first)}.${slug(last)}@${company ? slug(company) : 'mail'}.example`;
    const kinEmail =
      kinFirst &&
      (numbered
        ? `${slug(`${kinFirst} ${last}`)}.${index + 1}@mail.example.test`
        : `${slug(kinFirst)}.${slug(last)}@mail.example`);
    rows.users.push({
      id,
      name: `${first} ${last}`,
      email,
      email_verified: true,
      role: 'client',
      first_name: first,
      last_name: last,
      created_at: createdAt,
      updated_at: createdAt,
    });
    rows.clients.push({
      id,
      email,
      first_name: first,
      last_name: last,
      phone: clientPhone,
      company,
      address,
      city: city.name.split(', ')[0] as string,
      state: city.state,
      zipcode,
      country: city.country,
      next_of_kin_name: kinFirst ? `${kinFirst} ${last}` : null,
      next_of_kin_email: kinEmail,
      next_of_kin_phone: kinPhone,
      created_at: createdAt,
      updated_at: createdAt,
    });
    rows.ids.push(id);
    rows.createdAt.push(time);
  });
  return rows;
}

/** How many of the sorted times are at or before `time`. */
function countUpTo(sorted: number[], time: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A status that fits the shipment's age: recent ones move, old ones are mostly delivered. */
function statusForAge(r: Random, ageDays: number): ShipmentStatus {
  if (ageDays < 2) return r.weighted({ pending: 55, picked_up: 45 });
  if (ageDays < 14) {
    return r.weighted({
      picked_up: 8,
      in_transit: 45,
      out_for_delivery: 12,
      on_hold: 6,
      delayed: 9,
      delivered: 15,
      cancelled: 5,
    });
  }
  if (ageDays < 60) {
    return r.weighted({ in_transit: 4, on_hold: 2, delayed: 2, delivered: 86, cancelled: 6 });
  }
  return r.weighted({ delivered: 91, cancelled: 7, on_hold: 1, delayed: 1 });
}

/** The tracking updates a shipment in this status would have collected, oldest first. */
function updatePath(r: Random, status: ShipmentStatus): ShipmentStatus[] {
  switch (status) {
    case 'pending':
      return [];
    case 'picked_up':
      return ['picked_up'];
    case 'in_transit':
      return r.next() < 0.3
        ? ['picked_up', 'in_transit', 'in_transit']
        : ['picked_up', 'in_transit'];
    case 'out_for_delivery':
      return ['picked_up', 'in_transit', 'out_for_delivery'];
    case 'on_hold':
      return ['picked_up', 'in_transit', 'on_hold'];
    case 'delayed':
      return ['in_transit', 'delayed'];
    case 'delivered':
      return r.next() < 0.25
        ? ['picked_up', 'in_transit', 'delivered']
        : ['in_transit', 'delivered'];
    case 'cancelled':
      return r.next() < 0.5 ? [] : ['cancelled'];
  }
}

export type ShipmentRows = { shipments: ShipmentRow[]; updates: ShipmentUpdateRow[] };

/**
 * Shipments over the last `spanDays` (half evenly spread, half weighted to recent months, none
 * before the first client), each for a client who existed then, numbered like the server does:
 * OTC + creation milliseconds. Each has the tracking updates its status went through, and its
 * current location is where the last of them was.
 */
export function generateShipments(
  r: Random,
  options: {
    now: number;
    count: number;
    spanDays: number;
    clients: Pick<ClientRows, 'ids' | 'createdAt'>;
    takenTrackingNumbers: Set<string>;
  },
): ShipmentRows {
  const { now, count, clients, takenTrackingNumbers } = options;
  const cities = worldCities(r).map((city) => city.name);
  const rows: ShipmentRows = { shipments: [], updates: [] };
  const span = Math.min(options.spanDays * DAY_MS, now - (clients.createdAt[0] ?? now));
  for (let index = 0; index < count; index += 1) {
    // Stratified like the clients: each shipment in its own slice of the year.
    const roll = (index + r.next()) / count;
    const age = r.next() < 0.5 ? span * roll : span * (1 - Math.sqrt(1 - roll));
    let created = Math.floor(now - age);
    while (takenTrackingNumbers.has(`OTC${created}`)) created += 1;
    const trackingNumber = `OTC${created}`;
    takenTrackingNumbers.add(trackingNumber);

    const existing = Math.max(1, countUpTo(clients.createdAt, created));
    const clientId = clients.ids[Math.floor(r.next() * existing)] ?? null;
    const origin = r.pick(cities);
    let destination = r.pick(cities);
    while (destination === origin) destination = r.pick(cities);
    const waypoint = r.pick(cities);
    const status = statusForAge(r, age / DAY_MS);
    const security: SecurityLevel = r.weighted({ standard: 45, high: 35, maximum: 20 });
    const [min, max] =
      security === 'standard'
        ? [1_000, 50_000]
        : security === 'high'
          ? [20_000, 500_000]
          : [100_000, 5_000_000];

    const shipped =
      status === 'pending' ? created + r.int(1, 3) * DAY_MS : created + r.int(1, 20) * 3_600_000;
    const estimated = shipped + r.int(1, 10) * DAY_MS;
    const end = Math.min(
      now,
      status === 'delivered' ? estimated + r.int(-18, 30) * 3_600_000 : now,
    );
    const deliveredAt = status === 'delivered' ? Math.max(shipped + 3_600_000, end) : null;
    const currentLocation =
      status === 'pending' || status === 'picked_up' || status === 'cancelled'
        ? origin
        : status === 'delivered' || status === 'out_for_delivery'
          ? destination
          : waypoint;
    const id = r.uuid();
    const shipment: ShipmentRow = {
      id,
      client_id: clientId,
      tracking_number: trackingNumber,
      origin,
      destination,
      status,
      current_location: currentLocation,
      date_of_shipment: iso(shipped),
      estimated_delivery: iso(estimated),
      delivery_date: deliveredAt === null ? null : iso(deliveredAt),
      security_level: security,
      value: logValue(r, min, max),
      weight_kg: Math.round(0.5 * 1000 ** r.next() * 100) / 100,
      dimensions_cm: `${r.int(10, 200)}x${r.int(10, 150)}x${r.int(5, 100)}`,
      item_description: r.pick(ITEM_DESCRIPTIONS),
      crew_id: null,
      vehicle_id: null,
      created_at: iso(created),
      updated_at: iso(created),
    };
    rows.shipments.push(shipment);

    const path = updatePath(r, status);
    const from = Math.min(shipped, now - 60_000);
    const to = Math.max(from + 60_000, deliveredAt ?? Math.min(now, estimated));
    path.forEach((step, position) => {
      // A delivery is recorded when it happened; other steps fall somewhere in their share.
      const share = step === 'delivered' ? 1 : r.next();
      const at = iso(from + ((to - from) * (position + share)) / path.length);
      rows.updates.push({
        id: r.uuid(),
        shipment_id: id,
        status: step,
        location:
          step === 'picked_up' || step === 'cancelled'
            ? origin
            : step === 'delivered' || step === 'out_for_delivery'
              ? destination
              : waypoint,
        description: UPDATE_TEXT[step],
        timestamp: at,
      });
      // Each update moved the shipment on (add-tracking-update.ts).
      shipment.updated_at = at;
    });
  }
  return rows;
}

/** Items of every category and security level, stored after their owner became a client. */
export function generateVaultItems(
  r: Random,
  options: { now: number; count: number; clients: Pick<ClientRows, 'ids' | 'createdAt'> },
): VaultItemRow[] {
  const { now, clients } = options;
  const rows: VaultItemRow[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const owner = Math.floor(r.next() * clients.ids.length);
    const since = clients.createdAt[owner] as number;
    const stored = Math.floor(since + (now - since) * r.next());
    const category: VaultCategory = r.weighted({
      documents: 20,
      jewelry: 22,
      electronics: 10,
      artwork: 15,
      gold: 18,
      other: 15,
    });
    const precious = category === 'gold' || category === 'jewelry' || category === 'artwork';
    const security: SecurityLevel = precious
      ? r.weighted({ standard: 15, high: 40, maximum: 45 })
      : r.weighted({ standard: 55, high: 35, maximum: 10 });
    const [min, max] = VAULT_VALUE_RANGE[category];
    const accessed = r.next() < 0.6 ? Math.floor(stored + (now - stored) * r.next()) : null;
    rows.push({
      id: r.uuid(),
      client_id: clients.ids[owner] as string,
      name: r.pick(VAULT_NAMES[category]),
      description: r.pick(VAULT_DESCRIPTIONS[category]),
      category,
      security_level: security,
      location_code: `VAULT-${'ABCDEFGH'[r.int(0, 7)]}-${r.int(101, 460)}`,
      value: logValue(r, min, max),
      date_stored: iso(stored),
      last_accessed: accessed === null ? null : iso(accessed),
      released_at: null,
      transferred_from_item_id: null,
      created_at: iso(stored),
      updated_at: iso(accessed ?? stored),
    });
  }
  return rows;
}
