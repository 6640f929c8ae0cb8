import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AccessLogEntry,
  ClientProfile,
  ClientShipment,
  VaultItemDetails,
  VaultItemSummary,
} from '#shared/portal';
import type { Page } from '#shared/list-query';
import { auditActionLabel } from '#shared/audit-action';
import {
  auditEvents,
  clientMembers,
  clientRequests,
  clients,
  shipments,
  users,
  vaultItems,
} from '../../src/server/db/schema';
import type { HttpClient } from '../helpers/http-client';
import { parseCsv } from '../helpers/parse-csv';
import {
  demoClient,
  errorOf,
  put,
  signInAdmin,
  signInDemoClient,
  userIdOf,
} from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { TEST_ADMIN_EMAIL } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';

const server = useTestServer({ seed: true });
let amelia: SignedIn;
let marcus: SignedIn;
let admin: SignedIn;
/** An item of Amelia's, for the endpoints that name one. */
let ameliaItemId: string;

const USER_AGENT = 'portal-test/1.0';
const NOT_FOUND_ITEM = 'Vault item not found.';
const MISSING = {
  items: 'Could not find client profile.',
  shipments: 'Could not find client profile to fetch shipments.',
  profile: 'No client profile found. Please contact support.',
};
const VALID_PERSONAL = {
  first_name: 'Amelia',
  last_name: 'Hart-Novak',
  phone: '+1 (212) 555-0199',
  address: '43 Mercer Street',
  city: 'New York',
  state: 'NY',
  zipcode: '10013',
  country: 'United States',
};

beforeAll(async () => {
  amelia = await signInDemoClient(server, 'amelia');
  marcus = await signInDemoClient(server, 'marcus');
  admin = await signInAdmin(server);
  ameliaItemId = (await itemsInDb(amelia.userId))[0]!.id;
});

function itemsInDb(clientId: string) {
  return server.deps.db
    .select()
    .from(vaultItems)
    .where(eq(vaultItems.client_id, clientId))
    .orderBy(desc(vaultItems.created_at), desc(vaultItems.id));
}

function shipmentsInDb(clientId: string) {
  return server.deps.db
    .select()
    .from(shipments)
    .where(eq(shipments.client_id, clientId))
    .orderBy(desc(shipments.created_at));
}

async function clientRow(id: string) {
  const [row] = await server.deps.db.select().from(clients).where(eq(clients.id, id));
  if (!row) throw new Error(`no client ${id}`);
  return row;
}

async function auditIds(): Promise<Set<string>> {
  const rows = await server.deps.db.select({ id: auditEvents.id }).from(auditEvents);
  return new Set(rows.map((row) => row.id));
}

/** The audit rows written since `before` was taken. */
async function auditRowsSince(before: Set<string>) {
  const rows = await server.deps.db.select().from(auditEvents);
  return rows.filter((row) => !before.has(row.id));
}

async function items(client: HttpClient, query = ''): Promise<VaultItemSummary[]> {
  const response = await client.get(`/api/portal/items${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: VaultItemSummary[] }).items;
}

async function itemNames(client: HttpClient, query: string) {
  return (await items(client, query)).map((item) => item.name).sort();
}

async function accessLog(client: HttpClient, page?: string): Promise<Page<AccessLogEntry>> {
  const response = await client.get(`/api/portal/access-log${page ? `?page=${page}` : ''}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<AccessLogEntry>;
}

/** Every entry of a client's log, page after page. */
async function wholeAccessLog(client: HttpClient): Promise<AccessLogEntry[]> {
  const entries: AccessLogEntry[] = [];
  for (let page = 1; ; page += 1) {
    const { rows, total } = await accessLog(client, String(page));
    entries.push(...rows);
    if (rows.length === 0 || entries.length >= total) return entries;
  }
}

/** The ids of an organisation's items, shipments and requests: what its access log is about. */
async function ownEntityIds(clientId: string) {
  const [ownItems, ownShipments, ownRequests] = await Promise.all([
    itemsInDb(clientId),
    shipmentsInDb(clientId),
    server.deps.db
      .select({ id: clientRequests.id })
      .from(clientRequests)
      .where(eq(clientRequests.client_id, clientId)),
  ]);
  return new Set([...ownItems, ...ownShipments, ...ownRequests].map((row) => row.id));
}

/** The addresses of an organisation's people, who act in its log under their own names. */
async function peopleOf(clientId: string) {
  const rows = await server.deps.db
    .select({ email: users.email })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.user_id))
    .where(eq(clientMembers.client_id, clientId));
  return new Set(rows.map((row) => row.email));
}

/** The audit rows of an organisation's requests (decision 067), all in its log. */
async function requestEventsOf(clientId: string) {
  const rows = await server.deps.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.client_id, clientId), eq(auditEvents.entity_type, 'request')));
  return rows.length;
}

const endpoints: {
  name: string;
  missing: string;
  call: (client: HttpClient) => Promise<Response>;
}[] = [
  {
    name: 'GET /items',
    missing: MISSING.items,
    call: (client) => client.get('/api/portal/items?search=deed&category=documents'),
  },
  {
    name: 'GET /items/:itemId',
    missing: MISSING.items,
    call: (client) => client.get(`/api/portal/items/${ameliaItemId}`),
  },
  {
    name: 'GET /shipments',
    missing: MISSING.shipments,
    call: (client) => client.get('/api/portal/shipments'),
  },
  {
    name: 'GET /access-log',
    missing: MISSING.items,
    call: (client) => client.get('/api/portal/access-log?page=1'),
  },
  {
    name: 'GET /access-log.csv',
    missing: MISSING.items,
    call: (client) => client.get('/api/portal/access-log.csv'),
  },
  {
    name: 'GET /profile',
    missing: MISSING.profile,
    call: (client) => client.get('/api/portal/profile'),
  },
  {
    name: 'PUT /profile',
    missing: MISSING.profile,
    call: (client) => put(client, '/api/portal/profile', VALID_PERSONAL),
  },
  {
    name: 'PUT /profile/next-of-kin',
    missing: MISSING.profile,
    call: (client) =>
      put(client, '/api/portal/profile/next-of-kin', { next_of_kin_name: 'Someone Else' }),
  },
];

describe('who may call the portal', () => {
  it.each(endpoints)('$name: anonymous 401, nothing written', async ({ call }) => {
    const before = await auditIds();
    const error = await errorOf(await call(server.client()), 401);
    expect(error.code).toBe('UNAUTHORIZED');
    expect(await auditRowsSince(before)).toEqual([]);
  });

  it('checks the session before the input: an anonymous bad request is still 401', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/portal/items?category=gems')).status).toBe(401);
    expect((await anonymous.get('/api/portal/items/not-a-uuid')).status).toBe(401);
    expect((await anonymous.get('/api/portal/access-log?page=0')).status).toBe(401);
    expect((await put(anonymous, '/api/portal/profile', {})).status).toBe(401);
  });

  it.each(endpoints)(
    '$name: an administrator without a client record gets 404 with the spec message',
    async ({ call, missing }) => {
      expect(
        await server.deps.db.select().from(clients).where(eq(clients.id, admin.userId)),
      ).toEqual([]);
      const before = await auditIds();
      const error = await errorOf(await call(admin.client), 404);
      expect(error).toMatchObject({ code: 'NOT_FOUND', message: missing });
      expect(await auditRowsSince(before)).toEqual([]);
      expect(
        await server.deps.db.select().from(clients).where(eq(clients.id, admin.userId)),
      ).toEqual([]);
    },
  );
});

describe('vault items', () => {
  it("lists only the client's own items, newest first, without location or value", async () => {
    const listed = await items(amelia.client);
    const own = await itemsInDb(amelia.userId);
    expect(listed.map((item) => item.id)).toEqual(own.map((item) => item.id));
    expect(listed[0]).toEqual({
      id: own[0]!.id,
      name: own[0]!.name,
      description: own[0]!.description,
      category: own[0]!.category,
      security_level: own[0]!.security_level,
      date_stored: own[0]!.date_stored.toISOString(),
      last_accessed: own[0]!.last_accessed?.toISOString() ?? null,
      released_at: null,
    });

    const marcusIds = new Set((await itemsInDb(marcus.userId)).map((item) => item.id));
    expect(listed.some((item) => marcusIds.has(item.id))).toBe(false);
    expect((await items(marcus.client)).map((item) => item.id).sort()).toEqual(
      [...marcusIds].sort(),
    );
  });

  it('searches name or description, case-insensitively', async () => {
    expect(await itemNames(amelia.client, '?search=SAPPHIRE')).toEqual(['Sapphire necklace']);
    expect(await itemNames(amelia.client, '?search=notarial')).toEqual([
      'Deed of the Mercer Street property',
    ]);
    expect(await itemNames(amelia.client, '?search=oil%20ON%20canvas')).toEqual([
      'Portrait of a Lady, 1884',
    ]);
    expect(await itemNames(amelia.client, '?search=gallery')).toEqual(['Gallery archive drives']);
    expect(await itemNames(amelia.client, '?search=%20%20')).toHaveLength(4);
    // Another client's item is never found, whatever the search.
    expect(await itemNames(amelia.client, '?search=diamonds')).toEqual([]);
  });

  it('combines the search with the category filter', async () => {
    expect(await itemNames(amelia.client, '?category=documents')).toEqual([
      'Deed of the Mercer Street property',
    ]);
    expect(await itemNames(amelia.client, '?search=E&category=jewelry')).toEqual([
      'Sapphire necklace',
    ]);
    expect(await itemNames(amelia.client, '?search=deed&category=artwork')).toEqual([]);
    expect(await itemNames(amelia.client, '?category=gold')).toEqual([]);
    expect(await itemNames(marcus.client, '?category=gold')).toEqual(['Gold kilo bars']);
  });

  it('takes %, _ and \\ in a search literally', async () => {
    const added = await server.deps.db
      .insert(vaultItems)
      .values(
        ['100% cotton archive box', 'Ledger_2019', 'Ledger 2019 copy', 'Scan C:\\deeds'].map(
          (name) => ({ client_id: amelia.userId, name }),
        ),
      )
      .returning({ id: vaultItems.id });
    try {
      expect(await itemNames(amelia.client, `?search=${encodeURIComponent('%')}`)).toEqual([
        '100% cotton archive box',
      ]);
      expect(await itemNames(amelia.client, '?search=_')).toEqual(['Ledger_2019']);
      expect(await itemNames(amelia.client, '?search=ledger_')).toEqual(['Ledger_2019']);
      expect(await itemNames(amelia.client, `?search=${encodeURIComponent('\\')}`)).toEqual([
        'Scan C:\\deeds',
      ]);
    } finally {
      await server.deps.db.delete(vaultItems).where(
        inArray(
          vaultItems.id,
          added.map((row) => row.id),
        ),
      );
    }
  });

  it.each([
    ['an unknown category', '?category=gems', 'category', 'Unknown category.'],
    ['a category in another case', '?category=Documents', 'category', 'Unknown category.'],
    [
      'a search of more than 100 characters',
      `?search=${'a'.repeat(101)}`,
      'search',
      'Search must be at most 100 characters.',
    ],
  ])('answers 400 naming the field to %s', async (_case, query, field, message) => {
    const error = await errorOf(await amelia.client.get(`/api/portal/items${query}`), 400);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.fields).toEqual({ [field]: message });
  });
});

describe('item details', () => {
  it('shows location and value and records exactly one view in the access log', async () => {
    const [item] = (await itemsInDb(amelia.userId)).filter(
      (row) => row.name === 'Portrait of a Lady, 1884',
    );
    const before = await auditIds();

    const response = await amelia.client.get(`/api/portal/items/${item!.id}`, {
      headers: { 'user-agent': USER_AGENT },
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as VaultItemDetails).toEqual({
      id: item!.id,
      name: 'Portrait of a Lady, 1884',
      description: 'Oil on canvas in climate-controlled case.',
      category: 'artwork',
      security_level: 'maximum',
      location_code: 'VAULT-C-204',
      value: 480000,
      date_stored: item!.date_stored.toISOString(),
      last_accessed: item!.last_accessed?.toISOString() ?? null,
      released_at: null,
    });

    const written = await auditRowsSince(before);
    expect(written).toEqual([
      expect.objectContaining({
        actor_user_id: amelia.userId,
        actor_label: amelia.email,
        action: 'viewed',
        entity_type: 'vault_item',
        entity_id: item!.id,
        entity_label: 'Portrait of a Lady, 1884',
        client_id: amelia.userId,
        ip_address: expect.stringContaining('127.0.0.1'),
        user_agent: USER_AGENT,
      }),
    ]);

    const { rows } = await accessLog(amelia.client);
    expect(rows[0]).toEqual({
      id: written[0]!.id,
      entity_type: 'vault_item',
      entity_id: item!.id,
      entity_label: 'Portrait of a Lady, 1884',
      action: 'viewed',
      actor: amelia.email,
      ip_address: expect.stringContaining('127.0.0.1'),
      location: 'Local machine',
      created_at: written[0]!.created_at.toISOString(),
    });
  });

  it("answers another client's item exactly like a missing one, writing nothing", async () => {
    const [marcusItem] = await itemsInDb(marcus.userId);
    const before = await auditIds();

    const error = await errorOf(
      await amelia.client.get(`/api/portal/items/${marcusItem!.id}`),
      404,
    );
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND_ITEM });
    const missing = await errorOf(
      await amelia.client.get('/api/portal/items/0b7c1d7e-3f5a-4c2b-9d1e-6a8f2b4c5d6e'),
      404,
    );
    expect(missing.message).toBe(NOT_FOUND_ITEM);

    expect(await auditRowsSince(before)).toEqual([]);
    const log = await wholeAccessLog(amelia.client);
    expect(log.some((entry) => entry.entity_id === marcusItem!.id)).toBe(false);
  });

  it('answers 400 naming the field to an id that is not a uuid', async () => {
    const error = await errorOf(await amelia.client.get('/api/portal/items/not-a-uuid'), 400);
    expect(error.fields).toEqual({ itemId: 'Not a valid item id.' });
  });
});

describe('shipments', () => {
  it("lists only the client's own shipments, newest first", async () => {
    const response = await amelia.client.get('/api/portal/shipments');
    expect(response.status).toBe(200);
    const listed = ((await response.json()) as { shipments: ClientShipment[] }).shipments;
    expect(listed.map((shipment) => shipment.tracking_number)).toEqual([
      'OTC1763380800001',
      'OTC1763380800002',
      'OTC1763380800007',
      'OTC1763380800010',
    ]);
    const times = listed.map((shipment) => Date.parse(shipment.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const [newest] = await shipmentsInDb(amelia.userId);
    expect(listed[0]).toEqual({
      id: newest!.id,
      tracking_number: 'OTC1763380800001',
      origin: 'New York, NY',
      destination: 'Boston, MA',
      status: 'pending',
      estimated_delivery: newest!.estimated_delivery!.toISOString(),
      created_at: newest!.created_at.toISOString(),
      photo_count: 0,
    });

    const marcusIds = new Set((await shipmentsInDb(marcus.userId)).map((row) => row.id));
    expect(listed.some((shipment) => marcusIds.has(shipment.id))).toBe(false);
  });
});

describe('access log', () => {
  it("shows staff as 'OTC staff' without their address, never the admin's e-mail", async () => {
    const [item] = await itemsInDb(amelia.userId);
    await server.deps.db.insert(auditEvents).values({
      actor_user_id: admin.userId,
      actor_label: TEST_ADMIN_EMAIL,
      action: 'updated',
      entity_type: 'vault_item',
      entity_id: item!.id,
      entity_label: item!.name,
      client_id: amelia.userId,
      ip_address: '10.20.30.40',
      user_agent: 'staff-browser/1.0',
    });

    const response = await amelia.client.get('/api/portal/access-log');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(TEST_ADMIN_EMAIL);
    expect(text).not.toContain('10.20.30.40');

    const { rows } = JSON.parse(text) as Page<AccessLogEntry>;
    expect(rows[0]).toMatchObject({
      action: 'updated',
      entity_id: item!.id,
      actor: 'OTC staff',
      ip_address: null,
      location: null,
    });

    const created = (await wholeAccessLog(amelia.client)).filter(
      (entry) => entry.action === 'created',
    );
    const [ownItems, ownShipments] = [
      await itemsInDb(amelia.userId),
      await shipmentsInDb(amelia.userId),
    ];
    expect(created).toHaveLength(ownItems.length + ownShipments.length);
    for (const entry of created) {
      expect(entry).toMatchObject({ actor: 'OTC staff', ip_address: null, location: null });
    }
    expect(created.map((entry) => entry.entity_type).sort()).toEqual(
      [...ownItems.map(() => 'vault_item'), ...ownShipments.map(() => 'shipment')].sort(),
    );
  });

  it("holds only the client's own items and shipments: no sign-ins, profile changes or others", async () => {
    const signIns = await server.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sign_in'), eq(auditEvents.actor_user_id, amelia.userId)));
    expect(signIns.length).toBeGreaterThan(0);
    const current = await clientRow(amelia.userId);
    const unchangedKin = {
      next_of_kin_name: current.next_of_kin_name,
      next_of_kin_email: current.next_of_kin_email,
      next_of_kin_phone: current.next_of_kin_phone,
    };
    expect((await put(amelia.client, '/api/portal/profile/next-of-kin', unchangedKin)).status).toBe(
      200,
    );
    const [marcusItem] = await itemsInDb(marcus.userId);
    expect((await marcus.client.get(`/api/portal/items/${marcusItem!.id}`)).status).toBe(200);

    const log = await wholeAccessLog(amelia.client);
    const own = await ownEntityIds(amelia.userId);
    const people = await peopleOf(amelia.userId);
    expect(log.length).toBeGreaterThan(0);
    for (const entry of log) {
      expect(['vault_item', 'shipment', 'request']).toContain(entry.entity_type);
      expect(own.has(entry.entity_id!)).toBe(true);
      expect(people.has(entry.actor) || entry.actor === 'OTC staff').toBe(true);
    }
    expect(log.some((entry) => /sign_in|next_of_kin|profile/.test(entry.action))).toBe(false);

    const marcusLog = await wholeAccessLog(marcus.client);
    expect(marcusLog[0]).toMatchObject({ entity_id: marcusItem!.id, actor: marcus.email });
    expect(marcusLog.some((entry) => own.has(entry.entity_id!))).toBe(false);
  });

  it('pages by 20, newest first, with the total', async () => {
    const sofia = await signInDemoClient(server, 'sofia');
    const sofiaItems = await itemsInDb(sofia.userId);
    const staffEvents =
      sofiaItems.length +
      (await shipmentsInDb(sofia.userId)).length +
      (await requestEventsOf(sofia.userId));
    const VIEWS = 25;
    for (let view = 0; view < VIEWS; view += 1) {
      const item = sofiaItems[view % sofiaItems.length]!;
      expect((await sofia.client.get(`/api/portal/items/${item.id}`)).status).toBe(200);
    }
    const total = VIEWS + staffEvents;

    const first = await accessLog(sofia.client);
    expect(first).toMatchObject({ page: 1, page_size: 20, total });
    expect(first.rows).toHaveLength(20);
    expect(first.rows.every((entry) => entry.action === 'viewed')).toBe(true);
    expect((await accessLog(sofia.client, '1')).rows).toEqual(first.rows);

    const second = await accessLog(sofia.client, '2');
    expect(second).toMatchObject({ page: 2, page_size: 20, total });
    expect(second.rows).toHaveLength(Math.min(20, total - 20));
    expect(second.rows.filter((entry) => entry.action === 'viewed')).toHaveLength(VIEWS - 20);
    // Older than the views: staff creating her items and shipments, and her requests' steps.
    expect(second.rows.slice(VIEWS - 20).every((entry) => entry.action !== 'viewed')).toBe(true);

    const pages = [first, second];
    const lastPage = Math.ceil(total / 20);
    for (let page = 3; page <= lastPage; page += 1) {
      pages.push(await accessLog(sofia.client, String(page)));
    }
    const rows = pages.flatMap((page) => page.rows);
    expect(new Set(rows.map((entry) => entry.id)).size).toBe(total);
    const times = rows.map((entry) => Date.parse(entry.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const beyond = await accessLog(sofia.client, String(lastPage + 1));
    expect(beyond).toMatchObject({ page: lastPage + 1, rows: [], total });
  });

  it.each(['0', '-1', 'abc', '1.5', '100001'])(
    'answers 400 naming the field to page=%s',
    async (page) => {
      const error = await errorOf(
        await amelia.client.get(`/api/portal/access-log?page=${page}`),
        400,
      );
      expect(error.fields).toEqual({ page: 'Page must be a whole number from 1.' });
    },
  );

  it("exports the client's whole log, and only it, as a CSV download", async () => {
    const response = await amelia.client.get('/api/portal/access-log.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="otc-access-log.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8').decode(bytes.slice(3));
    expect(text).not.toContain(TEST_ADMIN_EMAIL);
    expect(text).not.toContain(marcus.email);

    const [header, ...lines] = parseCsv(text);
    expect(header).toEqual([
      'Time (UTC)',
      'Item ID',
      'Item',
      'Action',
      'By',
      'IP address',
      'Location',
    ]);
    const log = await wholeAccessLog(amelia.client);
    expect(lines).toEqual(
      log.map((entry) => [
        entry.created_at,
        entry.entity_id,
        entry.entity_label,
        auditActionLabel(entry.action),
        entry.actor,
        entry.ip_address ?? '',
        entry.location ?? '',
      ]),
    );
    const own = await ownEntityIds(amelia.userId);
    expect(lines.every((line) => own.has(line[1]!))).toBe(true);
  });
});

describe('profile', () => {
  it("answers the client's own record and never another's", async () => {
    const response = await amelia.client.get('/api/portal/profile');
    expect(response.status).toBe(200);
    const profile = (await response.json()) as ClientProfile;
    const row = await clientRow(amelia.userId);
    // The four-eyes rule is the organisation's, read and set on the Requests page (decision 067).
    const {
      updated_at: _updatedAt,
      dual_control: _rule,
      dual_control_booking_threshold: _threshold,
      created_at,
      ...fields
    } = row;
    expect(profile).toEqual({ ...fields, created_at: created_at.toISOString() });
    expect(profile).toMatchObject({ id: amelia.userId, email: amelia.email, first_name: 'Amelia' });

    const marcusProfile = (await (
      await marcus.client.get('/api/portal/profile')
    ).json()) as ClientProfile;
    expect(marcusProfile).toMatchObject({ id: marcus.userId, email: marcus.email });
  });

  it.each([
    ['first_name', 'A', 'First name is too short'],
    ['first_name', '   A   ', 'First name is too short'],
    ['last_name', 'H', 'Last name is too short'],
    ['phone', '1234', 'Phone number is too short'],
    ['address', '1 Rd', 'Address is too short'],
    ['city', 'N', 'City name is too short'],
    ['state', 'N', 'State name is too short'],
    ['zipcode', '10', 'Zip code is too short'],
    ['country', 'U', 'Country name is too short'],
    ['country', undefined, 'Country name is too short'],
  ])('refuses %s = %j with 400 "%s", changing nothing', async (field, value, message) => {
    const rowBefore = await clientRow(amelia.userId);
    const auditBefore = await auditIds();
    const response = await put(amelia.client, '/api/portal/profile', {
      ...VALID_PERSONAL,
      [field]: value,
    });
    const error = await errorOf(response, 400);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.fields).toEqual({ [field]: message });
    expect(await clientRow(amelia.userId)).toEqual(rowBefore);
    expect(await auditRowsSince(auditBefore)).toEqual([]);
  });

  it('saves Personal Info to the client record and the account names, and audits it', async () => {
    const marcusBefore = await clientRow(marcus.userId);
    const ameliaBefore = await clientRow(amelia.userId);
    const auditBefore = await auditIds();

    const response = await put(amelia.client, '/api/portal/profile', {
      ...VALID_PERSONAL,
      first_name: '  Amelia  ',
      // Not part of Personal Info: ignored, whatever they name.
      id: marcus.userId,
      email: 'hijack@attacker.example',
      profile_image_url: 'https://attacker.example/x.png',
      next_of_kin_name: 'Mallory',
    });
    expect(response.status).toBe(200);
    const profile = (await response.json()) as ClientProfile;
    expect(profile).toMatchObject({ ...VALID_PERSONAL, id: amelia.userId, email: amelia.email });

    const row = await clientRow(amelia.userId);
    expect(row).toMatchObject({
      ...VALID_PERSONAL,
      email: amelia.email,
      profile_image_url: ameliaBefore.profile_image_url,
      next_of_kin_name: ameliaBefore.next_of_kin_name,
      company: ameliaBefore.company,
    });
    const [user] = await server.deps.db.select().from(users).where(eq(users.id, amelia.userId));
    expect(user).toMatchObject({
      firstName: 'Amelia',
      lastName: 'Hart-Novak',
      name: 'Amelia Hart-Novak',
      email: amelia.email,
    });
    const session = await (await amelia.client.get('/api/auth/get-session')).json();
    expect(session.user).toMatchObject({ first_name: 'Amelia', last_name: 'Hart-Novak' });

    expect(await clientRow(marcus.userId)).toEqual(marcusBefore);
    const [marcusUser] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.id, marcus.userId));
    expect(marcusUser).toMatchObject({ firstName: 'Marcus', lastName: 'Chen' });

    expect(await auditRowsSince(auditBefore)).toEqual([
      expect.objectContaining({
        actor_user_id: amelia.userId,
        actor_label: amelia.email,
        action: 'profile_updated',
        entity_type: 'client',
        entity_id: amelia.userId,
        client_id: amelia.userId,
        ip_address: expect.stringContaining('127.0.0.1'),
      }),
    ]);
  });
});

describe('next of kin', () => {
  it('saves the three fields and leaves other clients alone', async () => {
    const marcusBefore = await clientRow(marcus.userId);
    const auditBefore = await auditIds();
    const kin = {
      next_of_kin_name: 'Daniel Hart',
      next_of_kin_email: 'daniel.hart@mail.example',
      next_of_kin_phone: '+1 (212) 555-0191',
    };
    const response = await put(amelia.client, '/api/portal/profile/next-of-kin', {
      ...kin,
      id: marcus.userId,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ...kin, id: amelia.userId });
    expect(await clientRow(amelia.userId)).toMatchObject(kin);
    expect(await clientRow(marcus.userId)).toEqual(marcusBefore);
    expect(await auditRowsSince(auditBefore)).toEqual([
      expect.objectContaining({
        actor_user_id: amelia.userId,
        action: 'next_of_kin_updated',
        entity_type: 'client',
        client_id: amelia.userId,
      }),
    ]);
  });

  it('accepts the limits: a 2-character name, 100-character name, 5 and 20-character phones', async () => {
    for (const [name, phone] of [
      ['Jo', '12345'],
      ['N'.repeat(100), '1'.repeat(20)],
    ] as const) {
      const response = await put(amelia.client, '/api/portal/profile/next-of-kin', {
        next_of_kin_name: name,
        next_of_kin_email: 'kin@mail.example',
        next_of_kin_phone: phone,
      });
      expect(response.status).toBe(200);
      expect(await clientRow(amelia.userId)).toMatchObject({
        next_of_kin_name: name,
        next_of_kin_phone: phone,
      });
    }
  });

  it('stores blank fields as null: every field is optional', async () => {
    const response = await put(amelia.client, '/api/portal/profile/next-of-kin', {
      next_of_kin_name: '',
      next_of_kin_email: '   ',
      next_of_kin_phone: null,
    });
    expect(response.status).toBe(200);
    const blank = { next_of_kin_name: null, next_of_kin_email: null, next_of_kin_phone: null };
    expect(await response.json()).toMatchObject(blank);
    expect(await clientRow(amelia.userId)).toMatchObject(blank);
  });

  it.each([
    ['next_of_kin_name', 'D', 'Name is too short'],
    ['next_of_kin_name', 'N'.repeat(101), 'Name is too long'],
    ['next_of_kin_email', 'not-an-email', 'Invalid email address'],
    ['next_of_kin_phone', '1234', 'Phone number is too short'],
    ['next_of_kin_phone', '1'.repeat(21), 'Phone number is too long'],
  ])('refuses %s = %j with 400 "%s", changing nothing', async (field, value, message) => {
    const before = await clientRow(amelia.userId);
    const response = await put(amelia.client, '/api/portal/profile/next-of-kin', {
      next_of_kin_name: 'Daniel Hart',
      next_of_kin_email: 'daniel.hart@mail.example',
      next_of_kin_phone: '+1 (212) 555-0191',
      [field]: value,
    });
    const error = await errorOf(response, 400);
    expect(error.fields).toEqual({ [field]: message });
    expect(await clientRow(amelia.userId)).toEqual(before);
  });

  it("a client's save never reaches another client's record", async () => {
    expect(await userIdOf(server, demoClient('marcus').email)).toBe(marcus.userId);
    const marcusBefore = await clientRow(marcus.userId);
    await put(amelia.client, '/api/portal/profile/next-of-kin', {
      next_of_kin_name: 'Somebody Else',
    });
    await put(amelia.client, '/api/portal/profile', VALID_PERSONAL);
    expect(await clientRow(marcus.userId)).toEqual(marcusBefore);
  });
});

describe('the OpenAPI document', () => {
  type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };

  it('describes each portal answer by its shared schema, and the export as CSV', async () => {
    const document = (await (await server.client().get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const answerOf = (method: string, path: string) =>
      document.paths[path]?.[method]?.responses['200']?.content;
    const ref = (name: string) => ({
      'application/json': { schema: { $ref: `#/components/schemas/${name}` } },
    });
    expect(answerOf('get', '/api/portal/items')).toEqual(ref('VaultItemList'));
    expect(answerOf('get', '/api/portal/items/{itemId}')).toEqual(ref('VaultItemDetails'));
    expect(answerOf('get', '/api/portal/shipments')).toEqual(ref('ClientShipmentList'));
    expect(answerOf('get', '/api/portal/access-log')).toEqual(ref('AccessLogPage'));
    expect(answerOf('get', '/api/portal/profile')).toEqual(ref('ClientProfile'));
    expect(answerOf('put', '/api/portal/profile')).toEqual(ref('ClientProfile'));
    expect(answerOf('put', '/api/portal/profile/next-of-kin')).toEqual(ref('ClientProfile'));
    expect(Object.keys(answerOf('get', '/api/portal/access-log.csv') ?? {})).toEqual(['text/csv']);
  });
});
