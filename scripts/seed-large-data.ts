import type { SecurityLevel } from '#shared/security-level';
import type { ShipmentStatus } from '#shared/shipment-status';
import type { VaultCategory } from '#shared/vault-category';

/**
 * The rows of `npm run seed:large`, made in memory from one seeded PRNG: the same seed and the
 * same day give the same rows. Column names are the database's, since the rows go in as JSON.
 */

export const LARGE_COUNTS = { clients: 20_000, shipments: 100_000, vaultItems: 100_000 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: small, fast and good enough for test data; no dependency. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  /** One key of a weight table, chosen in proportion to its weight. */
  const weighted = <K extends string>(weights: Readonly<Record<K, number>>): K => {
    const entries = Object.entries(weights) as [K, number][];
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  };
  /** A version-4 UUID from the generator, so ids repeat with the seed too. */
  const uuid = () => {
    const hex = Array.from({ length: 4 }, () =>
      Math.floor(next() * 2 ** 32)
        .toString(16)
        .padStart(8, '0'),
    ).join('');
    const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  return { next, int, pick, weighted, uuid };
}

export type Random = ReturnType<typeof createRandom>;

type City = {
  name: string;
  country: string;
  state: string | null;
  dial: string;
  zip: () => string;
};

const usZip = (r: Random) => () => String(r.int(10001, 99950));

/** About sixty cities where valuables move: the label is how shipments name a place. */
function worldCities(r: Random): City[] {
  const us = (name: string, state: string): City => ({
    name: `${name}, ${state}`,
    country: 'United States',
    state,
    dial: '+1',
    zip: usZip(r),
  });
  const abroad = (name: string, country: string, dial: string, zipPattern: string): City => ({
    name: `${name}, ${country}`,
    country,
    state: null,
    dial,
    zip: () => zipPattern.replace(/9/g, () => String(r.int(0, 9))),
  });
  return [
    us('New York', 'NY'),
    us('Los Angeles', 'CA'),
    us('Chicago', 'IL'),
    us('Houston', 'TX'),
    us('Miami', 'FL'),
    us('San Francisco', 'CA'),
    us('Boston', 'MA'),
    us('Seattle', 'WA'),
    us('Atlanta', 'GA'),
    us('Dallas', 'TX'),
    us('Denver', 'CO'),
    us('Las Vegas', 'NV'),
    us('Washington', 'DC'),
    us('Philadelphia', 'PA'),
    abroad('Toronto', 'Canada', '+1', 'M9A 9A9'),
    abroad('Vancouver', 'Canada', '+1', 'V9B 9C9'),
    abroad('Mexico City', 'Mexico', '+52', '09999'),
    abroad('São Paulo', 'Brazil', '+55', '09999-999'),
    abroad('Buenos Aires', 'Argentina', '+54', 'C9999'),
    abroad('Santiago', 'Chile', '+56', '9999999'),
    abroad('Bogotá', 'Colombia', '+57', '999999'),
    abroad('Lima', 'Peru', '+51', '99999'),
    abroad('London', 'United Kingdom', '+44', 'EC9A 9AA'),
    abroad('Edinburgh', 'United Kingdom', '+44', 'EH9 9AA'),
    abroad('Dublin', 'Ireland', '+353', 'D09 A9A9'),
    abroad('Paris', 'France', '+33', '75009'),
    abroad('Lyon', 'France', '+33', '69009'),
    abroad('Geneva', 'Switzerland', '+41', '1299'),
    abroad('Zurich', 'Switzerland', '+41', '8099'),
    abroad('Frankfurt', 'Germany', '+49', '60999'),
    abroad('Berlin', 'Germany', '+49', '10999'),
    abroad('Munich', 'Germany', '+49', '80999'),
    abroad('Amsterdam', 'Netherlands', '+31', '1099 AB'),
    abroad('Brussels', 'Belgium', '+32', '1099'),
    abroad('Antwerp', 'Belgium', '+32', '2099'),
    abroad('Luxembourg', 'Luxembourg', '+352', 'L-1999'),
    abroad('Vienna', 'Austria', '+43', '1099'),
    abroad('Milan', 'Italy', '+39', '20199'),
    abroad('Rome', 'Italy', '+39', '00199'),
    abroad('Madrid', 'Spain', '+34', '28099'),
    abroad('Barcelona', 'Spain', '+34', '08099'),
    abroad('Lisbon', 'Portugal', '+351', '1099-999'),
    abroad('Stockholm', 'Sweden', '+46', '199 99'),
    abroad('Copenhagen', 'Denmark', '+45', '1999'),
    abroad('Oslo', 'Norway', '+47', '0199'),
    abroad('Warsaw', 'Poland', '+48', '00-999'),
    abroad('Istanbul', 'Turkey', '+90', '34999'),
    abroad('Dubai', 'United Arab Emirates', '+971', '99999'),
    abroad('Abu Dhabi', 'United Arab Emirates', '+971', '99999'),
    abroad('Doha', 'Qatar', '+974', '99999'),
    abroad('Tel Aviv', 'Israel', '+972', '6199999'),
    abroad('Johannesburg', 'South Africa', '+27', '2199'),
    abroad('Cape Town', 'South Africa', '+27', '8099'),
    abroad('Mumbai', 'India', '+91', '400099'),
    abroad('Singapore', 'Singapore', '+65', '099999'),
    abroad('Hong Kong', 'China', '+852', '999999'),
    abroad('Shanghai', 'China', '+86', '200099'),
    abroad('Tokyo', 'Japan', '+81', '100-0099'),
    abroad('Seoul', 'South Korea', '+82', '04999'),
    abroad('Sydney', 'Australia', '+61', '2099'),
    abroad('Melbourne', 'Australia', '+61', '3099'),
  ];
}

const FIRST_NAMES = [
  'Amelia',
  'Marcus',
  'Sofia',
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Lucas',
  'Mia',
  'Ethan',
  'Chloe',
  'James',
  'Isabella',
  'Henry',
  'Charlotte',
  'Leo',
  'Ava',
  'Daniel',
  'Grace',
  'Samuel',
  'Hannah',
  'David',
  'Elena',
  'Mateo',
  'Aisha',
  'Omar',
  'Yuki',
  'Kenji',
  'Priya',
  'Arjun',
  'Mei',
  'Wei',
  'Fatima',
  'Hugo',
  'Clara',
  'Felix',
  'Ingrid',
  'Lars',
  'Anika',
  'Pierre',
  'Camille',
  'Giulia',
  'Marco',
  'Lucia',
  'Diego',
  'Valentina',
  'Nikolai',
  'Irina',
  'Tomás',
  'Beatriz',
  'Kwame',
  'Zara',
  'Rafael',
  'Nora',
  'Victor',
  'Helena',
  'Julian',
  'Alice',
  'Benjamin',
  'Sara',
];

const LAST_NAMES = [
  'Hart',
  'Chen',
  'Alvarez',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Martinez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Campbell',
  'Mitchell',
  'Roberts',
  'Carter',
  'Phillips',
  'Evans',
  'Turner',
  'Müller',
  'Schmidt',
  'Dubois',
  'Laurent',
  'Rossi',
  'Bianchi',
  'Fernández',
  'Silva',
  'Santos',
  'Novak',
  'Kowalski',
  'Nakamura',
  'Tanaka',
  'Kim',
  'Park',
  'Patel',
  'Sharma',
  'Khan',
  'Haddad',
  'Okafor',
  'Mensah',
  'Andersson',
  'Nilsen',
  'Jensen',
  'De Vries',
  'Van Dijk',
  "O'Brien",
  'Murphy',
  'Kelly',
  'Ivanov',
  'Petrova',
  'Cohen',
  'Levi',
  'Rahman',
  'Wong',
  'Nguyen',
  'Costa',
];

const COMPANY_KINDS = [
  'Fine Art Gallery',
  'Jewelers',
  'Family Holdings',
  'Capital',
  'Private Bank',
  'Auctions',
  'Antiques',
  'Bullion Traders',
  'Family Office',
  'Collections',
  'Watchmakers',
  'Trust',
  'Estates',
  'Rare Books',
  'Numismatics',
  'Diamonds',
  'Art Advisory',
  'Asset Management',
];

const STREETS = [
  'Mercer Street',
  'Park Avenue',
  'Wilshire Boulevard',
  'Brickell Avenue',
  'High Street',
  'King Street',
  'Bahnhofstrasse',
  'Rue du Rhône',
  'Via Montenapoleone',
  'Orchard Road',
  'Queen Street',
  'Harbour Road',
  'Market Street',
  'Church Lane',
  'Station Road',
  'Bond Street',
  'Canal Street',
  'Main Street',
  'Elm Street',
  'Lakeview Drive',
];

const ITEM_DESCRIPTIONS = [
  'Oil on canvas, framed',
  'Bronze sculpture in climate crate',
  'Diamond consignment',
  'Watch collection',
  'Gold bullion, sealed case',
  'Rare manuscripts',
  'Antique silverware',
  'Estate jewellery',
  'Coin collection in archival trays',
  'Server drives with archives',
  'Sealed legal documents',
  'Porcelain vases, padded crates',
  'Emerald parure',
  'Vintage wine, temperature controlled',
  'Platinum ingots',
  'Contemporary photographs',
  'Stamp collection',
  'Tapestry, rolled and sealed',
  'Pearl necklaces',
  'Ceramic figurines',
];

const UPDATE_TEXT: Record<ShipmentStatus, string> = {
  pending: 'Booked; awaiting collection.',
  picked_up: 'Collected by armoured vehicle; seals verified.',
  in_transit: 'Checkpoint passed; chain of custody signed.',
  out_for_delivery: 'With the delivery crew.',
  on_hold: 'Held at the secure depot pending customs clearance.',
  delivered: 'Delivered and signed for.',
  delayed: 'Delayed by weather; escort rescheduled.',
  cancelled: 'Cancelled at the client’s request.',
};

const VAULT_NAMES: Record<VaultCategory, readonly string[]> = {
  documents: [
    'Property deed',
    'Last will and testament',
    'Share certificates',
    'Company charter',
    'Bearer bonds',
    'Family archive box',
    'Insurance policies',
    'Passport and birth records',
    'Trust instrument',
    'Patent originals',
  ],
  jewelry: [
    'Sapphire necklace',
    'Diamond tiara',
    'Emerald ring',
    'Pearl strand',
    'Ruby earrings',
    'Loose diamonds',
    'Cartier bracelet',
    'Art deco brooch',
    'Platinum cufflinks',
    'Opal pendant',
  ],
  electronics: [
    'Encrypted archive drives',
    'Hardware wallet',
    'Backup tapes',
    'Laptop with key material',
    'Server disk set',
    'Camera original negatives',
    'Master recordings',
  ],
  artwork: [
    'Portrait in oils',
    'Abstract triptych',
    'Landscape watercolour',
    'Bronze figure',
    'Marble bust',
    'Limited-edition print',
    'Tapestry',
    'Ink drawing',
    'Ceramic vase',
    'Photograph series',
  ],
  gold: [
    'Gold kilo bars',
    'Krugerrand coins',
    'Gold sovereigns',
    'Gold 400 oz bar',
    'Gold coins, Spanish colonial',
    'Gold nuggets',
    'Britannia coins',
    'Gold ingots 100 g',
  ],
  other: [
    'Vintage watch movements',
    'Silver tea service',
    'Rare wine case',
    'Stamp album',
    'First-edition books',
    'Cigar humidor',
    'Violin in case',
    'Sports memorabilia',
    'Family bible',
    'Antique globe',
  ],
};

const VAULT_DESCRIPTIONS: Record<VaultCategory, readonly (string | null)[]> = {
  documents: ['Originals with notarial seal.', 'Sealed envelope, inventory on file.', null],
  jewelry: ['Certified, sealed pouch.', 'Appraisal certificate attached.', null],
  electronics: ['Encrypted; keys held by the client.', 'Antistatic case.', null],
  artwork: ['Climate-controlled case.', 'Condition report on file.', null],
  gold: ['Serial numbers on file.', 'Assay certificates attached.', null],
  other: ['Inventory list on file.', 'Padded crate.', null],
};

const VAULT_VALUE_RANGE: Record<VaultCategory, [number, number]> = {
  documents: [500, 50_000],
  jewelry: [5_000, 2_000_000],
  electronics: [1_000, 250_000],
  artwork: [10_000, 5_000_000],
  gold: [20_000, 3_000_000],
  other: [1_000, 400_000],
};

export type ClientRows = {
  users: Record<string, unknown>[];
  clients: Record<string, unknown>[];
  /** Ids and creation times in creation order, for picking a client who existed at a time. */
  ids: string[];
  createdAt: number[];
};

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/** A value from min to max, spread evenly over the orders of magnitude, rounded to hundreds. */
const logValue = (r: Random, min: number, max: number) =>
  Math.max(min, Math.round((min * (max / min) ** r.next()) / 100) * 100);

/** Clients created over the last 30 months, more of them lately; each with a confirmed account. */
export function generateClients(r: Random, now: number, count: number): ClientRows {
  const cities = worldCities(r);
  const span = 913 * DAY_MS;
  const times = Array.from({ length: count }, () => now - span * r.next() ** 1.3).sort(
    (a, b) => a - b,
  );
  const rows: ClientRows = { users: [], clients: [], ids: [], createdAt: [] };
  times.forEach((time, index) => {
    const id = r.uuid();
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    const city = r.pick(cities);
    const createdAt = new Date(Math.floor(time)).toISOString();
    const email = `${slug(first)}.${slug(last)}.${index + 1}@example.test`;
    const kin = r.next() < 0.4 ? `${r.pick(FIRST_NAMES)} ${last}` : null;
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
      phone: `${city.dial} ${r.int(200, 999)} 555 ${String(r.int(0, 9999)).padStart(4, '0')}`,
      company: r.next() < 0.75 ? `${last} ${r.pick(COMPANY_KINDS)}` : null,
      address: `${r.int(1, 2400)} ${r.pick(STREETS)}`,
      city: city.name.split(', ')[0],
      state: city.state,
      zipcode: city.zip(),
      country: city.country,
      next_of_kin_name: kin,
      next_of_kin_email: kin ? `${slug(kin)}.${index + 1}@mail.example.test` : null,
      next_of_kin_phone: kin
        ? `${city.dial} ${r.int(200, 999)} 555 ${String(r.int(0, 9999)).padStart(4, '0')}`
        : null,
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

export type ShipmentRows = {
  shipments: Record<string, unknown>[];
  updates: Record<string, unknown>[];
};

/**
 * Shipments over the last two years (half evenly spread, half weighted to recent months), each
 * for a client who existed then, numbered like the server does: OTC + creation milliseconds.
 */
export function generateShipments(
  r: Random,
  now: number,
  count: number,
  clients: Pick<ClientRows, 'ids' | 'createdAt'>,
  takenTrackingNumbers: Set<string>,
): ShipmentRows {
  const cities = worldCities(r).map((city) => city.name);
  const rows: ShipmentRows = { shipments: [], updates: [] };
  const span = 730 * DAY_MS;
  for (let index = 0; index < count; index += 1) {
    const roll = r.next();
    const age = r.next() < 0.5 ? span * roll : span * (1 - Math.sqrt(1 - roll));
    let created = Math.floor(now - age);
    while (takenTrackingNumbers.has(`OTC${created}`)) created += 1;
    const trackingNumber = `OTC${created}`;
    takenTrackingNumbers.add(trackingNumber);

    const existing = Math.max(1, countUpTo(clients.createdAt, created));
    const clientId = clients.ids[Math.floor(r.next() * existing)];
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
    rows.shipments.push({
      id,
      client_id: clientId,
      tracking_number: trackingNumber,
      origin,
      destination,
      status,
      current_location: currentLocation,
      date_of_shipment: new Date(shipped).toISOString(),
      estimated_delivery: new Date(estimated).toISOString(),
      delivery_date: deliveredAt === null ? null : new Date(deliveredAt).toISOString(),
      security_level: security,
      value: logValue(r, min, max),
      weight_kg: Math.round(0.5 * 1000 ** r.next() * 100) / 100,
      dimensions_cm: `${r.int(10, 200)}x${r.int(10, 150)}x${r.int(5, 100)}`,
      item_description: r.pick(ITEM_DESCRIPTIONS),
      created_at: new Date(created).toISOString(),
      updated_at: new Date(deliveredAt ?? created).toISOString(),
    });

    const path = updatePath(r, status);
    const from = Math.min(shipped, now - 60_000);
    const to = Math.max(from + 60_000, deliveredAt ?? Math.min(now, estimated));
    path.forEach((step, position) => {
      // A delivery is recorded when it happened; other steps fall somewhere in their share.
      const share = step === 'delivered' ? 1 : r.next();
      const at = from + ((to - from) * (position + share)) / path.length;
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
        timestamp: new Date(Math.floor(at)).toISOString(),
      });
    });
  }
  return rows;
}

/** Items of every category and security level, stored after their owner became a client. */
export function generateVaultItems(
  r: Random,
  now: number,
  count: number,
  clients: Pick<ClientRows, 'ids' | 'createdAt'>,
): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (let index = 0; index < count; index += 1) {
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
    const storedAt = new Date(stored).toISOString();
    rows.push({
      id: r.uuid(),
      client_id: clients.ids[owner],
      name: r.pick(VAULT_NAMES[category]),
      description: r.pick(VAULT_DESCRIPTIONS[category]),
      category,
      security_level: security,
      location_code: `VAULT-${'ABCDEFGH'[r.int(0, 7)]}-${r.int(101, 460)}`,
      value: logValue(r, min, max),
      date_stored: storedAt,
      last_accessed: accessed === null ? null : new Date(accessed).toISOString(),
      created_at: storedAt,
      updated_at: new Date(accessed ?? stored).toISOString(),
    });
  }
  return rows;
}
