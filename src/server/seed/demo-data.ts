import type { ClientRole } from '#shared/client-roles';
import type { StaffRole } from '#shared/roles';
import type { SecurityLevel } from '#shared/security-level';
import type { ShipmentStatus } from '#shared/shipment-status';
import type { SiteSettings } from '#shared/site-settings';
import type { VaultCategory } from '#shared/vault-category';

/** Shared by every demo client and demo staff member; the README lists it with their logins. */
export const DEMO_CLIENT_PASSWORD = 'Orion-Demo-2026';

/**
 * One staff member per role besides the Administrator (decision 061), each with the second factor
 * already on: its key is generated at the first start and printed once (seed-demo.ts).
 */
export const DEMO_STAFF = [
  {
    email: 'olivia.grant@orion-tc.example',
    first_name: 'Olivia',
    last_name: 'Grant',
    role: 'operations',
  },
  {
    email: 'victor.hale@orion-tc.example',
    first_name: 'Victor',
    last_name: 'Hale',
    role: 'custodian',
  },
  {
    email: 'diego.ramos@orion-tc.example',
    first_name: 'Diego',
    last_name: 'Ramos',
    role: 'courier',
  },
  { email: 'helen.park@orion-tc.example', first_name: 'Helen', last_name: 'Park', role: 'auditor' },
] as const satisfies readonly {
  email: string;
  first_name: string;
  last_name: string;
  role: Exclude<StaffRole, 'admin'>;
}[];

/**
 * The people of the documented clients' organisations besides their owners (decision 063): Amelia
 * Hart's gallery has one of every role, the others one more person each. Each signs in with
 * DEMO_CLIENT_PASSWORD.
 */
export const DEMO_MEMBERS = [
  {
    organisation: 'amelia',
    email: 'noah.brooks@hartgallery.example',
    first_name: 'Noah',
    last_name: 'Brooks',
    role: 'approver',
  },
  {
    organisation: 'amelia',
    email: 'grace.lin@hartgallery.example',
    first_name: 'Grace',
    last_name: 'Lin',
    role: 'member',
  },
  {
    organisation: 'amelia',
    email: 'ethan.cole@hartgallery.example',
    first_name: 'Ethan',
    last_name: 'Cole',
    role: 'viewer',
  },
  {
    organisation: 'marcus',
    email: 'priya.nair@chenjewelers.example',
    first_name: 'Priya',
    last_name: 'Nair',
    role: 'viewer',
  },
  {
    organisation: 'sofia',
    email: 'tomas.alvarez@alvarezholdings.example',
    first_name: 'Tomás',
    last_name: 'Álvarez',
    role: 'member',
  },
] as const satisfies readonly {
  organisation: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Exclude<ClientRole, 'owner'>;
}[];

/**
 * Read access the documented organisations gave people outside them (decision 065): an insurer's
 * assessor who still has it, and an estate lawyer whose access has ended. Both sign in with
 * DEMO_CLIENT_PASSWORD.
 */
export const DEMO_DELEGATIONS = [
  {
    organisation: 'amelia',
    email: 'claire.dubois@lloyds-assess.example',
    first_name: 'Claire',
    last_name: 'Dubois',
    items: ['Sapphire necklace', 'Portrait of a Lady, 1884'],
    shipments: ['OTC1763380800007'],
    show_values: true,
    ends_in_days: 30,
  },
  {
    organisation: 'sofia',
    email: 'paul.wright@estate-law.example',
    first_name: 'Paul',
    last_name: 'Wright',
    items: ['Family bible, 1820'],
    shipments: [],
    show_values: false,
    ends_in_days: -10,
  },
] as const satisfies readonly {
  organisation: string;
  email: string;
  first_name: string;
  last_name: string;
  items: readonly string[];
  shipments: readonly string[];
  show_values: boolean;
  ends_in_days: number;
}[];

/**
 * The whole demo company: the documented clients, shipments and items below, and generated ones
 * (demo-history.ts) up to these totals.
 */
export const DEMO_TOTALS = { clients: 40, shipments: 400, vaultItems: 150 };

/** The seed of the demo's generator: with the seeding day, it decides every generated row. */
export const DEMO_SEED = 20_251_117;

export const DEMO_SETTINGS: SiteSettings = {
  contact_email: 'operations@orion-tc.example',
  contact_phone: '+1 (212) 555-0147',
  company_address: '350 Fifth Avenue, Suite 4100\nNew York, NY 10118',
};

export type DemoClient = {
  key: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  next_of_kin_name: string | null;
  next_of_kin_email: string | null;
  next_of_kin_phone: string | null;
  /** Long-standing clients: they joined before their oldest item was stored. */
  joinedDaysAgo: number;
};

export const DEMO_CLIENTS: DemoClient[] = [
  {
    key: 'amelia',
    email: 'amelia.hart@hartgallery.example',
    first_name: 'Amelia',
    last_name: 'Hart',
    phone: '+1 (212) 555-0190',
    company: 'Hart Fine Art Gallery',
    address: '41 Mercer Street',
    city: 'New York',
    state: 'NY',
    zipcode: '10013',
    country: 'United States',
    next_of_kin_name: 'Daniel Hart',
    next_of_kin_email: 'daniel.hart@mail.example',
    next_of_kin_phone: '+1 (212) 555-0191',
    joinedDaysAgo: 330,
  },
  {
    key: 'marcus',
    email: 'marcus.chen@chenjewelers.example',
    first_name: 'Marcus',
    last_name: 'Chen',
    phone: '+1 (310) 555-0122',
    company: 'Chen & Sons Jewelers',
    address: '9500 Wilshire Boulevard',
    city: 'Beverly Hills',
    state: 'CA',
    zipcode: '90212',
    country: 'United States',
    next_of_kin_name: null,
    next_of_kin_email: null,
    next_of_kin_phone: null,
    joinedDaysAgo: 430,
  },
  {
    key: 'sofia',
    email: 'sofia.alvarez@alvarezholdings.example',
    first_name: 'Sofia',
    last_name: 'Alvarez',
    phone: '+1 (305) 555-0176',
    company: 'Alvarez Family Holdings',
    address: '1450 Brickell Avenue',
    city: 'Miami',
    state: 'FL',
    zipcode: '33131',
    country: 'United States',
    next_of_kin_name: 'Lucia Alvarez',
    next_of_kin_email: 'lucia.alvarez@mail.example',
    next_of_kin_phone: '+1 (305) 555-0177',
    joinedDaysAgo: 540,
  },
];

type DemoUpdate = {
  status: ShipmentStatus;
  location: string;
  description: string;
  daysAgo: number;
};

export type DemoShipment = {
  client: string;
  tracking_number: string;
  origin: string;
  destination: string;
  status: ShipmentStatus;
  current_location: string;
  shippedDaysAgo: number;
  /** Negative: in the future. */
  estimatedDeliveryDaysAgo: number;
  security_level: SecurityLevel;
  value: number;
  weight_kg: number;
  dimensions_cm: string;
  item_description: string;
  updates: DemoUpdate[];
};

const picked = (location: string, daysAgo: number): DemoUpdate => ({
  status: 'picked_up',
  location,
  description: 'Collected by armoured vehicle; seals verified.',
  daysAgo,
});
const transit = (location: string, daysAgo: number): DemoUpdate => ({
  status: 'in_transit',
  location,
  description: 'Checkpoint passed; chain of custody signed.',
  daysAgo,
});

/**
 * The demo's vehicles (decision 072), kept in Settings; the last one is retired. Fixed ids, so a
 * seed on the same day gives the same rows.
 */
export const DEMO_VEHICLES = [
  {
    id: 'a1c0e5d2-7b3f-4c1a-9e10-000000000101',
    registration: 'OTC 101',
    description: 'Armoured van, Mercedes-Benz Sprinter',
    retired: false,
  },
  {
    id: 'a1c0e5d2-7b3f-4c1a-9e10-000000000102',
    registration: 'OTC 102',
    description: 'Armoured van, Ford Transit',
    retired: false,
  },
  {
    id: 'a1c0e5d2-7b3f-4c1a-9e10-000000000201',
    registration: 'OTC 201',
    description: 'Armoured truck, Volvo FL',
    retired: false,
  },
  {
    id: 'a1c0e5d2-7b3f-4c1a-9e10-000000000099',
    registration: 'OTC 099',
    description: 'Armoured van, sold in 2025',
    retired: true,
  },
] as const;

/**
 * What the demo Courier carries (decisions 066, 072): their crew of one, in the first van, has
 * three shipments on the road for three clients. Their others, such as Marcus Chen's out for
 * delivery, are for no one yet.
 */
export const DEMO_CREW = {
  id: 'c7e2b9a4-5d1f-4e8b-a3c6-000000000001',
  name: 'Crew Ramos',
  courier: 'diego.ramos@orion-tc.example',
  vehicle: 'OTC 101',
  trackingNumbers: ['OTC1763380800002', 'OTC1763380800003', 'OTC1763380800009'],
} as const;

/**
 * The crews of the demo's year (decision 072), loaded with the history only: each of Couriers who
 * sign in with DEMO_CLIENT_PASSWORD and the demo staff's second-factor key, and each with a vehicle
 * of its own. They carried the year's shipments (demo-custody.ts); Crew Ramos keeps only its own.
 */
export const DEMO_FIELD_CREWS = [
  {
    name: 'Crew Okafor',
    vehicle: { registration: 'OTC 103', description: 'Armoured van, Mercedes-Benz Sprinter' },
    couriers: [
      { first_name: 'Samuel', last_name: 'Okafor' },
      { first_name: 'Lena', last_name: 'Vogt' },
    ],
  },
  {
    name: 'Crew Moreau',
    vehicle: { registration: 'OTC 104', description: 'Armoured van, Renault Master' },
    couriers: [
      { first_name: 'Claire', last_name: 'Moreau' },
      { first_name: 'Tomas', last_name: 'Novak' },
    ],
  },
  {
    name: 'Crew Haddad',
    vehicle: { registration: 'OTC 105', description: 'Armoured van, Ford Transit' },
    couriers: [
      { first_name: 'Karim', last_name: 'Haddad' },
      { first_name: 'Ines', last_name: 'Duarte' },
    ],
  },
  {
    name: 'Crew Lindqvist',
    vehicle: { registration: 'OTC 202', description: 'Armoured truck, Volvo FL' },
    couriers: [
      { first_name: 'Erik', last_name: 'Lindqvist' },
      { first_name: 'Anika', last_name: 'Berg' },
    ],
  },
  {
    name: 'Crew Tanaka',
    vehicle: { registration: 'OTC 203', description: 'Armoured truck, Scania P' },
    couriers: [
      { first_name: 'Kenji', last_name: 'Tanaka' },
      { first_name: 'Maya', last_name: 'Brooks' },
    ],
  },
  {
    name: 'Crew Reyes',
    vehicle: { registration: 'OTC 106', description: 'Armoured van, Iveco Daily' },
    couriers: [
      { first_name: 'Lucia', last_name: 'Reyes' },
      { first_name: 'Owen', last_name: 'Fletcher' },
    ],
  },
  {
    name: 'Crew Adeyemi',
    vehicle: { registration: 'OTC 204', description: 'Armoured truck, MAN TGL' },
    couriers: [
      { first_name: 'Tunde', last_name: 'Adeyemi' },
      { first_name: 'Hanna', last_name: 'Kowalski' },
    ],
  },
] as const;

/** A field courier's sign-in: first.last at the company's domain, as the demo staff's. */
export const fieldCourierEmail = (courier: { first_name: string; last_name: string }) =>
  `${courier.first_name}.${courier.last_name}@orion-tc.example`.toLowerCase();

export const DEMO_SHIPMENTS: DemoShipment[] = [
  {
    client: 'amelia',
    tracking_number: 'OTC1763380800001',
    origin: 'New York, NY',
    destination: 'Boston, MA',
    status: 'pending',
    current_location: 'New York, NY',
    shippedDaysAgo: 0,
    estimatedDeliveryDaysAgo: -4,
    security_level: 'high',
    value: 185000,
    weight_kg: 14.5,
    dimensions_cm: '120x90x15',
    item_description: 'Oil on canvas, framed',
    updates: [],
  },
  {
    client: 'amelia',
    tracking_number: 'OTC1763380800002',
    origin: 'New York, NY',
    destination: 'Chicago, IL',
    status: 'picked_up',
    current_location: 'Newark, NJ',
    shippedDaysAgo: 1,
    estimatedDeliveryDaysAgo: -3,
    security_level: 'maximum',
    value: 420000,
    weight_kg: 22,
    dimensions_cm: '150x110x20',
    item_description: 'Bronze sculpture in climate crate',
    updates: [picked('Newark, NJ', 1)],
  },
  {
    client: 'marcus',
    tracking_number: 'OTC1763380800003',
    origin: 'Los Angeles, CA',
    destination: 'Las Vegas, NV',
    status: 'in_transit',
    current_location: 'Barstow, CA',
    shippedDaysAgo: 2,
    estimatedDeliveryDaysAgo: -1,
    security_level: 'maximum',
    value: 760000,
    weight_kg: 3.2,
    dimensions_cm: '40x30x20',
    item_description: 'Diamond consignment',
    updates: [picked('Los Angeles, CA', 2), transit('Barstow, CA', 1)],
  },
  {
    client: 'marcus',
    tracking_number: 'OTC1763380800004',
    origin: 'Los Angeles, CA',
    destination: 'San Francisco, CA',
    status: 'out_for_delivery',
    current_location: 'San Francisco, CA',
    shippedDaysAgo: 3,
    estimatedDeliveryDaysAgo: 0,
    security_level: 'high',
    value: 95000,
    weight_kg: 1.8,
    dimensions_cm: '30x20x10',
    item_description: 'Watch collection',
    updates: [
      picked('Los Angeles, CA', 3),
      transit('San Luis Obispo, CA', 2),
      {
        status: 'out_for_delivery',
        location: 'San Francisco, CA',
        description: 'With the delivery crew.',
        daysAgo: 0,
      },
    ],
  },
  {
    client: 'sofia',
    tracking_number: 'OTC1763380800005',
    origin: 'Miami, FL',
    destination: 'Atlanta, GA',
    status: 'on_hold',
    current_location: 'Jacksonville, FL',
    shippedDaysAgo: 4,
    estimatedDeliveryDaysAgo: -2,
    security_level: 'standard',
    value: 12000,
    weight_kg: 8,
    dimensions_cm: '60x40x30',
    item_description: 'Archive boxes of legal documents',
    updates: [
      picked('Miami, FL', 4),
      transit('Jacksonville, FL', 3),
      {
        status: 'on_hold',
        location: 'Jacksonville, FL',
        description: 'Held at the client\u2019s request.',
        daysAgo: 2,
      },
    ],
  },
  {
    client: 'sofia',
    tracking_number: 'OTC1763380800006',
    origin: 'Miami, FL',
    destination: 'New York, NY',
    status: 'delivered',
    current_location: 'New York, NY',
    shippedDaysAgo: 12,
    estimatedDeliveryDaysAgo: 8,
    security_level: 'maximum',
    value: 1250000,
    weight_kg: 25,
    dimensions_cm: '50x40x30',
    item_description: 'Gold bullion, 20 bars',
    updates: [
      picked('Miami, FL', 12),
      transit('Richmond, VA', 10),
      {
        status: 'delivered',
        location: 'New York, NY',
        description: 'Delivered and signed for.',
        daysAgo: 8,
      },
    ],
  },
  {
    client: 'amelia',
    tracking_number: 'OTC1763380800007',
    origin: 'Chicago, IL',
    destination: 'Denver, CO',
    status: 'delayed',
    current_location: 'Omaha, NE',
    shippedDaysAgo: 5,
    estimatedDeliveryDaysAgo: 1,
    security_level: 'high',
    value: 64000,
    weight_kg: 11,
    dimensions_cm: '80x60x10',
    item_description: 'Limited-edition prints',
    updates: [
      picked('Chicago, IL', 5),
      transit('Des Moines, IA', 4),
      {
        status: 'delayed',
        location: 'Omaha, NE',
        description: 'Weather closure on I-80; secured overnight.',
        daysAgo: 2,
      },
    ],
  },
  {
    client: 'marcus',
    tracking_number: 'OTC1763380800008',
    origin: 'Los Angeles, CA',
    destination: 'Phoenix, AZ',
    status: 'cancelled',
    current_location: 'Los Angeles, CA',
    shippedDaysAgo: 6,
    estimatedDeliveryDaysAgo: 3,
    security_level: 'standard',
    value: 8000,
    weight_kg: 2,
    dimensions_cm: '25x25x25',
    item_description: 'Sample cases',
    updates: [],
  },
  {
    client: 'sofia',
    tracking_number: 'OTC1763380800009',
    origin: 'Miami, FL',
    destination: 'Houston, TX',
    status: 'in_transit',
    current_location: 'Tallahassee, FL',
    shippedDaysAgo: 1,
    estimatedDeliveryDaysAgo: -2,
    security_level: 'high',
    value: 310000,
    weight_kg: 5.5,
    dimensions_cm: '45x35x20',
    item_description: 'Family jewelry',
    updates: [picked('Miami, FL', 1), transit('Tallahassee, FL', 0)],
  },
  {
    client: 'amelia',
    tracking_number: 'OTC1763380800010',
    origin: 'Boston, MA',
    destination: 'New York, NY',
    status: 'delivered',
    current_location: 'New York, NY',
    shippedDaysAgo: 20,
    estimatedDeliveryDaysAgo: 18,
    security_level: 'standard',
    value: 22000,
    weight_kg: 6,
    dimensions_cm: '70x50x8',
    item_description: 'Manuscript folios',
    updates: [
      picked('Boston, MA', 20),
      {
        status: 'delivered',
        location: 'New York, NY',
        description: 'Delivered and signed for.',
        daysAgo: 18,
      },
    ],
  },
];

export type DemoVaultItem = {
  client: string;
  name: string;
  description: string | null;
  category: VaultCategory;
  security_level: SecurityLevel;
  location_code: string;
  value: number;
  storedDaysAgo: number;
  accessedDaysAgo: number | null;
};

export const DEMO_VAULT_ITEMS: DemoVaultItem[] = [
  {
    client: 'amelia',
    name: 'Deed of the Mercer Street property',
    description: 'Original deed with notarial seal.',
    category: 'documents',
    security_level: 'high',
    location_code: 'VAULT-A-101',
    value: 0,
    storedDaysAgo: 300,
    accessedDaysAgo: 40,
  },
  {
    client: 'amelia',
    name: 'Portrait of a Lady, 1884',
    description: 'Oil on canvas in climate-controlled case.',
    category: 'artwork',
    security_level: 'maximum',
    location_code: 'VAULT-C-204',
    value: 480000,
    storedDaysAgo: 210,
    accessedDaysAgo: 12,
  },
  {
    client: 'amelia',
    name: 'Sapphire necklace',
    description: null,
    category: 'jewelry',
    security_level: 'high',
    location_code: 'VAULT-B-017',
    value: 92000,
    storedDaysAgo: 150,
    accessedDaysAgo: null,
  },
  {
    client: 'amelia',
    name: 'Gallery archive drives',
    description: 'Encrypted drives with the gallery catalogue and provenance records.',
    category: 'electronics',
    security_level: 'standard',
    location_code: 'VAULT-A-112',
    value: 3000,
    storedDaysAgo: 90,
    accessedDaysAgo: 5,
  },
  {
    client: 'marcus',
    name: 'Loose diamonds, lot 7',
    description: '34 stones, certified, sealed pouch.',
    category: 'jewelry',
    security_level: 'maximum',
    location_code: 'VAULT-D-301',
    value: 640000,
    storedDaysAgo: 120,
    accessedDaysAgo: 3,
  },
  {
    client: 'marcus',
    name: 'Gold kilo bars',
    description: 'Five 1 kg bars, serial numbers on file.',
    category: 'gold',
    security_level: 'maximum',
    location_code: 'VAULT-D-302',
    value: 410000,
    storedDaysAgo: 60,
    accessedDaysAgo: null,
  },
  {
    client: 'marcus',
    name: 'Company seal and charter',
    description: 'Incorporation documents.',
    category: 'documents',
    security_level: 'standard',
    location_code: 'VAULT-A-140',
    value: 0,
    storedDaysAgo: 400,
    accessedDaysAgo: 200,
  },
  {
    client: 'marcus',
    name: 'Vintage watch movements',
    description: 'Twelve Swiss movements awaiting restoration.',
    category: 'other',
    security_level: 'high',
    location_code: 'VAULT-B-055',
    value: 58000,
    storedDaysAgo: 30,
    accessedDaysAgo: 2,
  },
  {
    client: 'sofia',
    name: 'Family bible, 1820',
    description: 'Leather bound, fragile.',
    category: 'documents',
    security_level: 'high',
    location_code: 'VAULT-A-160',
    value: 15000,
    storedDaysAgo: 500,
    accessedDaysAgo: 100,
  },
  {
    client: 'sofia',
    name: 'Silver tea service',
    description: 'Seven pieces, monogrammed.',
    category: 'other',
    security_level: 'standard',
    location_code: 'VAULT-B-090',
    value: 26000,
    storedDaysAgo: 250,
    accessedDaysAgo: null,
  },
  {
    client: 'sofia',
    name: 'Gold coins, Spanish colonial',
    description: 'Forty escudos in archival sleeves.',
    category: 'gold',
    security_level: 'maximum',
    location_code: 'VAULT-D-310',
    value: 380000,
    storedDaysAgo: 180,
    accessedDaysAgo: 20,
  },
  {
    client: 'sofia',
    name: 'Abstract triptych',
    description: 'Three panels, acrylic on board.',
    category: 'artwork',
    security_level: 'high',
    location_code: 'VAULT-C-220',
    value: 150000,
    storedDaysAgo: 75,
    accessedDaysAgo: 9,
  },
];
