import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsData } from '#shared/admin/analytics';
import type { OverviewStats } from '#shared/admin/overview';
import type { AdminVaultItem } from '#shared/admin/vault-items';
import { describeChange } from '#shared/admin/overview';
import { VAULT_ITEM_SORTS } from '#shared/admin/vault-items';
import { auditActionLabel } from '#shared/audit-action';
import type { VaultItemSummary } from '#shared/portal';
import { SHIPMENT_STATUSES } from '#shared/shipment-status';
import type { SiteSettings } from '#shared/site-settings';
import {
  appSettings,
  auditEvents,
  clients,
  notifications,
  shipments,
  shipmentUpdates,
  users,
  vaultItems,
} from '../../src/server/db/schema';
import { DEMO_SETTINGS } from '../../src/server/seed/demo-data';
import {
  bodyOf,
  DAY_MS,
  daysAgo,
  del,
  insertClient,
  insertShipment,
  insertVaultItem,
  listPage,
  UNKNOWN_ID,
  wholeAccessLog,
} from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import { parseCsv } from '../helpers/parse-csv';
import { errorOf, put, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { TEST_ADMIN_EMAIL } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';

const server = useTestServer({ seed: true });
let admin: SignedIn;
let amelia: SignedIn;
let sofia: SignedIn;
let sequence = 0;

const ITEM_NOT_FOUND = 'Vault item not found.';

beforeAll(async () => {
  admin = await signInAdmin(server);
  amelia = await signInDemoClient(server, 'amelia');
  sofia = await signInDemoClient(server, 'sofia');
});

async function tableCount(table: typeof shipments | typeof clients | typeof vaultItems) {
  const [row] = await server.deps.db.select({ value: count() }).from(table);
  return row!.value;
}

function expectRecent(iso: string | null | undefined) {
  expect(iso).toEqual(expect.any(String));
  expect(Math.abs(Date.parse(iso!) - Date.now())).toBeLessThan(60_000);
}

const uniqueEmail = (name: string) => {
  sequence += 1;
  return `${name}.${sequence}@vault-test.example`;
};

// Declared first: the overview is checked against the demo company as seeded.
describe('overview', () => {
  const overview = async () => bodyOf<OverviewStats>(await admin.client.get('/api/admin/overview'));

  it('counts the tables; Active Shipments are those In Transit', async () => {
    const stats = await overview();
    const [inTransit] = await server.deps.db
      .select({ value: count() })
      .from(shipments)
      .where(eq(shipments.status, 'in_transit'));
    expect(stats.total_shipments.total).toBe(await tableCount(shipments));
    expect(stats.active_shipments.total).toBe(inTransit!.value);
    expect(stats.total_clients.total).toBe(await tableCount(clients));
    expect(stats.items_in_vault.total).toBe(await tableCount(vaultItems));

    // The documented demo company: every shipment is recent, every client joined and every item
    // was stored more than 30 days ago; six shipments went In Transit in the last 30 days (per
    // their tracking history).
    expect(stats).toEqual({
      total_shipments: { total: 10, current: 10, previous: 0 },
      active_shipments: { total: 2, current: 6, previous: 0 },
      total_clients: { total: 3, current: 3, previous: 3 },
      items_in_vault: { total: 12, current: 12, previous: 12 },
      open_issues: 0,
    });
    expect(describeChange(stats.total_shipments).text).toBe('New this month');
    for (const stat of [stats.total_clients, stats.items_in_vault]) {
      expect(describeChange(stat)).toEqual({ text: 'No change from last month', trend: 'flat' });
    }
  });

  it("compares with 30 days ago: '+50% from last month' for rows added since", async () => {
    const owner = amelia.userId;
    const backdatedShipments = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        insertShipment(server, {
          client_id: owner,
          status: index === 0 ? 'in_transit' : 'delivered',
          created_at: daysAgo(40),
        }),
      ),
    );
    // The demo's three clients joined long ago: three more then, and three new ones.
    const addedClients = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        insertClient(server, {
          email: uniqueEmail(`earlier${index}`),
          first_name: 'Earl',
          last_name: `Earlier${index}`,
          created_at: index < 3 ? daysAgo(40) : new Date(),
        }),
      ),
    );
    const newItems = await Promise.all(
      Array.from({ length: 6 }, () => insertVaultItem(server, { client_id: sofia.userId })),
    );
    // Four shipments went In Transit 31-60 days ago; one 70 days ago counts in neither window.
    await server.deps.db.insert(shipmentUpdates).values([
      ...backdatedShipments.slice(0, 4).map((shipment) => ({
        shipment_id: shipment.id,
        status: 'in_transit' as const,
        location: 'Earlier, IL',
        timestamp: daysAgo(45),
      })),
      {
        shipment_id: backdatedShipments[4]!.id,
        status: 'in_transit',
        location: 'Long Ago, IL',
        timestamp: daysAgo(70),
      },
    ]);
    try {
      const stats = await overview();
      expect(stats).toEqual({
        total_shipments: { total: 30, current: 30, previous: 20 },
        active_shipments: { total: 3, current: 6, previous: 4 },
        total_clients: { total: 9, current: 9, previous: 6 },
        items_in_vault: { total: 18, current: 18, previous: 12 },
        open_issues: 0,
      });
      const cutoff = daysAgo(30);
      const [[oldShipments], [oldClients], [oldItems]] = await Promise.all([
        server.deps.db
          .select({ value: count() })
          .from(shipments)
          .where(gte(shipments.created_at, cutoff)),
        server.deps.db
          .select({ value: count() })
          .from(clients)
          .where(gte(clients.created_at, cutoff)),
        server.deps.db
          .select({ value: count() })
          .from(vaultItems)
          .where(gte(vaultItems.created_at, cutoff)),
      ]);
      expect(stats.total_shipments.total - stats.total_shipments.previous).toBe(
        oldShipments!.value,
      );
      expect(stats.total_clients.total - stats.total_clients.previous).toBe(oldClients!.value);
      expect(stats.items_in_vault.total - stats.items_in_vault.previous).toBe(oldItems!.value);

      const { open_issues: _openIssues, ...cards } = stats;
      for (const stat of Object.values(cards)) {
        expect(describeChange(stat)).toEqual({ text: '+50% from last month', trend: 'up' });
      }
    } finally {
      await server.deps.db.delete(shipments).where(
        inArray(
          shipments.id,
          backdatedShipments.map((shipment) => shipment.id),
        ),
      );
      await server.deps.db.delete(users).where(inArray(users.id, addedClients));
      await server.deps.db.delete(vaultItems).where(
        inArray(
          vaultItems.id,
          newItems.map((item) => item.id),
        ),
      );
    }
    expect((await overview()).total_shipments.total).toBe(10);
  });
});

describe('listing vault items', () => {
  const list = (query = '') =>
    listPage<AdminVaultItem>(admin.client, `/api/admin/vault-items${query}`);
  const namesFound = async (query: string) =>
    (await list(query)).rows.map((row) => row.name).sort();

  it('pages newest first with page, size and total', async () => {
    const all = await server.deps.db
      .select({ name: vaultItems.name })
      .from(vaultItems)
      .orderBy(desc(vaultItems.created_at), desc(vaultItems.id));
    expect(all).toHaveLength(12);
    const first = await list();
    expect(first).toMatchObject({ page: 1, page_size: 20, total: 12 });
    expect(first.rows.map((row) => row.name)).toEqual(all.map((row) => row.name));
    expect(first.rows[0]!.name).toBe('Vintage watch movements');

    const paged: string[] = [];
    for (const page of [1, 2, 3]) {
      const result = await list(`?page=${page}&page_size=5`);
      expect(result).toMatchObject({ page, page_size: 5, total: 12 });
      expect(result.rows).toHaveLength(page < 3 ? 5 : 2);
      paged.push(...result.rows.map((row) => row.name));
    }
    expect(paged).toEqual(all.map((row) => row.name));
  });

  it('shows each item with its location, value and client', async () => {
    const { rows } = await list('?search=sapphire');
    const [item] = await server.deps.db
      .select()
      .from(vaultItems)
      .where(eq(vaultItems.name, 'Sapphire necklace'));
    expect(rows).toEqual([
      {
        id: item!.id,
        client_id: amelia.userId,
        name: 'Sapphire necklace',
        description: null,
        category: 'jewelry',
        security_level: 'high',
        location_code: 'VAULT-B-017',
        value: 92000,
        date_stored: item!.date_stored.toISOString(),
        last_accessed: null,
        released_at: null,
        created_at: item!.created_at.toISOString(),
        client: { id: amelia.userId, first_name: 'Amelia', last_name: 'Hart', email: amelia.email },
      },
    ]);
  });

  it('searches item name, location code and client, case-insensitively', async () => {
    expect(await namesFound('?search=SAPPHIRE')).toEqual(['Sapphire necklace']);
    expect(await namesFound('?search=vault-d-3')).toEqual([
      'Gold coins, Spanish colonial',
      'Gold kilo bars',
      'Loose diamonds, lot 7',
    ]);
    expect(await namesFound('?search=sofia%20ALVAREZ')).toEqual([
      'Abstract triptych',
      'Family bible, 1820',
      'Gold coins, Spanish colonial',
      'Silver tea service',
    ]);
    expect(await namesFound('?search=amelia%20hart')).toEqual([
      'Deed of the Mercer Street property',
      'Gallery archive drives',
      'Portrait of a Lady, 1884',
      'Sapphire necklace',
    ]);
    expect(await namesFound(`?search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await namesFound('?search=_')).toEqual([]);
  });

  it('filters by category, alone and with a search', async () => {
    expect(await namesFound('?category=gold')).toEqual([
      'Gold coins, Spanish colonial',
      'Gold kilo bars',
    ]);
    expect(await namesFound('?category=gold&search=marcus')).toEqual(['Gold kilo bars']);
    expect(await namesFound('?category=artwork&search=vault-c')).toEqual([
      'Abstract triptych',
      'Portrait of a Lady, 1884',
    ]);
    expect((await list('?category=electronics')).total).toBe(1);
  });

  const SORT_COLUMNS = {
    created_at: vaultItems.created_at,
    name: vaultItems.name,
    category: vaultItems.category,
    security_level: vaultItems.security_level,
    date_stored: vaultItems.date_stored,
  } as const;

  it.each(VAULT_ITEM_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((dir) => [sort, dir])))(
    'sorts by %s %s',
    async (sort, dir) => {
      const order = dir === 'asc' ? asc : desc;
      const expected = await server.deps.db
        .select({ name: vaultItems.name })
        .from(vaultItems)
        .orderBy(order(SORT_COLUMNS[sort as keyof typeof SORT_COLUMNS]), order(vaultItems.id));
      const { rows } = await list(`?sort=${sort}&dir=${dir}`);
      expect(rows.map((row) => row.name)).toEqual(expected.map((row) => row.name));
    },
  );

  it('sorts by name and date stored as a person would read them', async () => {
    expect((await list('?sort=name&dir=asc')).rows[0]!.name).toBe('Abstract triptych');
    expect((await list('?sort=date_stored&dir=asc')).rows[0]!.name).toBe('Family bible, 1820');
  });

  it.each([
    ['category=gems', 'category', 'Unknown category.'],
    ['category=Gold', 'category', 'Unknown category.'],
    ['sort=value', 'sort', 'Unknown sort column.'],
    ['dir=ASC', 'dir', 'Sort direction is asc or desc.'],
    ['page=0', 'page', 'Page must be a whole number from 1.'],
    ['page_size=101', 'page_size', 'Page size must be 1 to 100.'],
  ])('answers 400 naming the field to %s', async (query, field, message) => {
    const error = await errorOf(await admin.client.get(`/api/admin/vault-items?${query}`), 400);
    expect(error.fields).toEqual({ [field]: message });
  });
});

describe('vault item changes', () => {
  const itemForm = (clientId: string, fields: Record<string, unknown> = {}) => ({
    client_id: clientId,
    name: 'Pearl earrings',
    ...fields,
  });

  async function createItem(clientId: string, fields: Record<string, unknown> = {}) {
    const response = await admin.client.post('/api/admin/vault-items', itemForm(clientId, fields));
    return bodyOf<AdminVaultItem>(response, 201);
  }

  async function portalItems(client: HttpClient) {
    return (await bodyOf<{ items: VaultItemSummary[] }>(await client.get('/api/portal/items')))
      .items;
  }

  const logOf = async (client: HttpClient, itemId: string) =>
    (await wholeAccessLog(client)).filter((entry) => entry.entity_id === itemId);

  it.each([
    ['client_id', undefined, 'Client is required.'],
    ['client_id', 'amelia', 'Client is required.'],
    ['name', undefined, 'Item name is required'],
    ['name', ' X ', 'Item name is required'],
    ['location_code', 'A-101', 'Location codes look like VAULT-A-101.'],
    ['location_code', 'vault-a-101', 'Location codes look like VAULT-A-101.'],
    ['location_code', 'VAULT-A-1011', 'Location codes look like VAULT-A-101.'],
    ['value', -5, 'Value must be a positive number.'],
    ['value', 'priceless', 'Value must be a positive number.'],
    ['category', 'gems', 'Choose one of the listed categories.'],
    ['security_level', 'top', 'Choose Standard, High or Maximum.'],
  ])('refuses %s = %j with 400 "%s", writing nothing', async (field, value, message) => {
    const before = await tableCount(vaultItems);
    const response = await admin.client.post(
      '/api/admin/vault-items',
      itemForm(amelia.userId, { [field]: value }),
    );
    const error = await errorOf(response, 400);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message });
    expect(error.fields).toEqual({ [field]: message });
    expect(await tableCount(vaultItems)).toBe(before);
  });

  it('refuses a client that does not exist, on the client field', async () => {
    const before = await tableCount(vaultItems);
    const error = await errorOf(
      await admin.client.post('/api/admin/vault-items', itemForm(UNKNOWN_ID)),
      400,
    );
    expect(error.fields).toEqual({ client_id: 'Client is required.' });
    expect(await tableCount(vaultItems)).toBe(before);
  });

  it("stores it now; the client sees it in their vault and a 'created' row in their log", async () => {
    const created = await createItem(amelia.userId, {
      description: '  Pair, cased. ',
      category: 'jewelry',
      security_level: 'high',
      location_code: 'VAULT-B-018',
      value: '7200.5',
      // Not part of the form: the item is stored when it is added.
      date_stored: '2001-01-01',
    });
    expect(created).toEqual({
      id: expect.any(String),
      client_id: amelia.userId,
      name: 'Pearl earrings',
      description: 'Pair, cased.',
      category: 'jewelry',
      security_level: 'high',
      location_code: 'VAULT-B-018',
      value: 7200.5,
      date_stored: expect.any(String),
      last_accessed: null,
      released_at: null,
      created_at: expect.any(String),
      client: { id: amelia.userId, first_name: 'Amelia', last_name: 'Hart', email: amelia.email },
    });
    expectRecent(created.date_stored);

    const [first] = await portalItems(amelia.client);
    expect(first).toEqual({
      id: created.id,
      name: 'Pearl earrings',
      description: 'Pair, cased.',
      category: 'jewelry',
      security_level: 'high',
      date_stored: created.date_stored,
      last_accessed: null,
      released_at: null,
    });
    expect((await portalItems(sofia.client)).some((item) => item.id === created.id)).toBe(false);

    expect(await logOf(amelia.client, created.id)).toEqual([
      expect.objectContaining({
        action: 'created',
        entity_type: 'vault_item',
        entity_label: 'Pearl earrings',
        actor: 'OTC staff',
        ip_address: null,
      }),
    ]);
    const [audit] = await server.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, created.id));
    expect(audit).toMatchObject({
      actor_user_id: admin.userId,
      actor_label: TEST_ADMIN_EMAIL,
      client_id: amelia.userId,
    });
  });

  it('defaults to Other and Standard, with no location or value', async () => {
    const created = await createItem(sofia.userId, { location_code: '', value: '' });
    expect(created).toMatchObject({
      category: 'other',
      security_level: 'standard',
      location_code: null,
      value: null,
    });
  });

  it("records an edit as 'updated' and a new location code as 'moved'", async () => {
    const created = await createItem(amelia.userId, { location_code: 'VAULT-A-150' });
    const path = `/api/admin/vault-items/${created.id}`;

    const edited = await put(
      admin.client,
      path,
      itemForm(amelia.userId, {
        name: 'Pearl earrings, pair',
        category: 'jewelry',
        location_code: 'VAULT-A-150',
        value: 8000,
      }),
    );
    expect(await bodyOf(edited)).toMatchObject({
      id: created.id,
      name: 'Pearl earrings, pair',
      category: 'jewelry',
      location_code: 'VAULT-A-150',
      value: 8000,
      date_stored: created.date_stored,
    });

    const moved = await put(
      admin.client,
      path,
      itemForm(amelia.userId, { name: 'Pearl earrings, pair', location_code: 'VAULT-C-301' }),
    );
    expect(await bodyOf(moved)).toMatchObject({ location_code: 'VAULT-C-301' });

    const entries = await logOf(amelia.client, created.id);
    expect(entries.map((entry) => [entry.action, entry.entity_label])).toEqual([
      ['moved', 'Pearl earrings, pair'],
      ['updated', 'Pearl earrings, pair'],
      ['created', 'Pearl earrings'],
    ]);
    expect(entries.every((entry) => entry.actor === 'OTC staff')).toBe(true);
    expect(auditActionLabel('moved')).toBe('Moved');
    const [audit] = await server.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, created.id))
      .orderBy(desc(auditEvents.created_at))
      .limit(1);
    expect(audit).toMatchObject({ action: 'moved', details: { location_code: 'VAULT-C-301' } });
  });

  it('records and tells nothing for an edit sent again, as a proxy retrying it would', async () => {
    const created = await createItem(amelia.userId, { location_code: 'VAULT-A-151' });
    const path = `/api/admin/vault-items/${created.id}`;
    const form = itemForm(amelia.userId, { name: 'Pearl brooch', location_code: 'VAULT-A-151' });
    const notified = async () => {
      const [row] = await server.deps.db
        .select({ total: count() })
        .from(notifications)
        .where(eq(notifications.user_id, amelia.userId));
      return row!.total;
    };

    const first = await bodyOf(await put(admin.client, path, form));
    const notifiedOnce = await notified();
    const again = await bodyOf(await put(admin.client, path, form));
    expect(again).toEqual(first);
    expect(await notified()).toBe(notifiedOnce);
    expect((await logOf(amelia.client, created.id)).map((entry) => entry.action)).toEqual([
      'updated',
      'created',
    ]);
  });

  it("an item handed to another client shows in both clients' logs", async () => {
    const created = await createItem(amelia.userId);
    const response = await put(
      admin.client,
      `/api/admin/vault-items/${created.id}`,
      itemForm(sofia.userId),
    );
    expect(await bodyOf(response)).toMatchObject({
      client_id: sofia.userId,
      client: { id: sofia.userId, first_name: 'Sofia' },
    });
    expect((await portalItems(amelia.client)).some((item) => item.id === created.id)).toBe(false);
    expect((await portalItems(sofia.client)).some((item) => item.id === created.id)).toBe(true);
    expect((await logOf(amelia.client, created.id)).map((entry) => entry.action)).toEqual([
      'updated',
      'created',
    ]);
    expect((await logOf(sofia.client, created.id)).map((entry) => entry.action)).toEqual([
      'updated',
    ]);
  });

  it('refuses an invalid edit and answers 404 to an unknown item', async () => {
    const created = await createItem(amelia.userId);
    const invalid = await errorOf(
      await put(
        admin.client,
        `/api/admin/vault-items/${created.id}`,
        itemForm(amelia.userId, { location_code: 'SHELF-9' }),
      ),
      400,
    );
    expect(invalid.fields).toEqual({ location_code: 'Location codes look like VAULT-A-101.' });
    const missing = await errorOf(
      await put(admin.client, `/api/admin/vault-items/${UNKNOWN_ID}`, itemForm(amelia.userId)),
      404,
    );
    expect(missing).toMatchObject({ code: 'NOT_FOUND', message: ITEM_NOT_FOUND });
    const shown = await errorOf(
      await admin.client.get(`/api/admin/vault-items/${UNKNOWN_ID}`),
      404,
    );
    expect(shown.message).toBe(ITEM_NOT_FOUND);
  });

  it("deletes it: gone from the client's vault, 'Deleted by staff' in their log", async () => {
    const created = await createItem(amelia.userId, { name: 'Retired ledger' });
    const response = await del(admin.client, `/api/admin/vault-items/${created.id}`);
    expect(await bodyOf(response)).toEqual({ id: created.id, name: 'Retired ledger' });

    expect(
      await server.deps.db.select().from(vaultItems).where(eq(vaultItems.id, created.id)),
    ).toEqual([]);
    expect((await portalItems(amelia.client)).some((item) => item.id === created.id)).toBe(false);
    expect((await amelia.client.get(`/api/portal/items/${created.id}`)).status).toBe(404);

    const entries = await logOf(amelia.client, created.id);
    expect(entries.map((entry) => entry.action)).toEqual(['deleted', 'created']);
    expect(entries[0]).toMatchObject({
      entity_type: 'vault_item',
      entity_label: 'Retired ledger',
      actor: 'OTC staff',
    });
    expect(auditActionLabel(entries[0]!.action)).toBe('Deleted by staff');

    const again = await errorOf(
      await del(admin.client, `/api/admin/vault-items/${created.id}`),
      404,
    );
    expect(again).toMatchObject({ code: 'NOT_FOUND', message: ITEM_NOT_FOUND });
  });
});

describe('settings', () => {
  const settings = async () => bodyOf<SiteSettings>(await admin.client.get('/api/admin/settings'));
  const publicSettings = async () => {
    const response = await server.client().get('/api/settings/public');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    return bodyOf<SiteSettings>(response);
  };

  it('answers the three public contact details', async () => {
    expect(await settings()).toEqual(DEMO_SETTINGS);
  });

  it.each([
    ['contact_email', 'not-an-email', 'Invalid email address.'],
    ['contact_email', '', 'Invalid email address.'],
    ['contact_email', undefined, 'Invalid email address.'],
    ['contact_phone', '   ', 'Phone number is required.'],
    ['contact_phone', undefined, 'Phone number is required.'],
    ['company_address', '', 'Address is required.'],
    ['company_address', undefined, 'Address is required.'],
  ])('refuses %s = %j with 400 "%s", changing nothing', async (field, value, message) => {
    const error = await errorOf(
      await put(admin.client, '/api/admin/settings', { ...DEMO_SETTINGS, [field]: value }),
      400,
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message });
    expect(error.fields).toEqual({ [field]: message });
    expect(await settings()).toEqual(DEMO_SETTINGS);
    expect(await publicSettings()).toEqual({ ...DEMO_SETTINGS, map_tiles_url: null });
  });

  it('saves all three together; the public pages show them at once', async () => {
    const saved = {
      contact_email: 'desk@orion-tc.example',
      contact_phone: '+1 (646) 555-0100',
      company_address: '1 Liberty Plaza\nNew York, NY 10006',
    };
    const response = await put(admin.client, '/api/admin/settings', {
      ...saved,
      contact_phone: `  ${saved.contact_phone} `,
      unknown_key: 'ignored',
    });
    expect(await bodyOf(response)).toEqual(saved);
    expect(await settings()).toEqual(saved);
    expect(await publicSettings()).toEqual({ ...saved, map_tiles_url: null });

    const rows = await server.deps.db
      .select({ setting_key: appSettings.setting_key, setting_value: appSettings.setting_value })
      .from(appSettings)
      .orderBy(asc(appSettings.setting_key));
    expect(rows).toEqual([
      { setting_key: 'company_address', setting_value: saved.company_address },
      { setting_key: 'contact_email', setting_value: saved.contact_email },
      { setting_key: 'contact_phone', setting_value: saved.contact_phone },
    ]);
    const [audit] = await server.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_type, 'settings'));
    expect(audit).toMatchObject({
      action: 'updated',
      actor_label: TEST_ADMIN_EMAIL,
      client_id: null,
      details: saved,
    });
  });
});

describe('analytics', () => {
  const analytics = async () =>
    bodyOf<AnalyticsData>(await admin.client.get('/api/admin/analytics'));

  /** The Monday (UTC) of a date's week, as the chart names weeks. */
  const mondayOf = (date: Date) => {
    const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
    day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
    return day;
  };
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  const isoMonth = (date: Date) => date.toISOString().slice(0, 7);
  /** A week's counts as 'status count' pairs, for comparing two answers. */
  const countsOf = (answer: AnalyticsData) =>
    new Map(
      answer.shipments_per_week.map(({ week, by_status }) => [
        week,
        new Map(by_status.map(({ status, count }) => [status, count])),
      ]),
    );

  it('answers each of the last 12 weeks, empty weeks included, with its shipments by status', async () => {
    const before = await analytics();
    const thisMonday = mondayOf(new Date());
    expect(before.shipments_per_week.map((row) => row.week)).toEqual(
      Array.from({ length: 12 }, (_, index) =>
        isoDay(new Date(thisMonday.getTime() - (11 - index) * 7 * DAY_MS)),
      ),
    );
    for (const row of before.shipments_per_week) {
      expect(Object.keys(row).sort()).toEqual(['by_status', 'total', 'week']);
      expect(row.total).toBe(row.by_status.reduce((sum, entry) => sum + entry.count, 0));
      const order = row.by_status.map((entry) => SHIPMENT_STATUSES.indexOf(entry.status));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const entry of row.by_status) {
        expect(Number.isInteger(entry.count) && entry.count > 0).toBe(true);
      }
      // Each week holds exactly the shipments created in it: none is a week with nothing to show.
      const start = new Date(`${row.week}T00:00:00Z`);
      const [inWeek] = await server.deps.db
        .select({ value: count() })
        .from(shipments)
        .where(
          and(
            gte(shipments.created_at, start),
            lt(shipments.created_at, new Date(start.getTime() + 7 * DAY_MS)),
          ),
        );
      expect(row.total).toBe(inWeek!.value);
    }

    // Wednesday noon (UTC) two weeks ago lies in the same week in any time zone; the week after
    // gets nothing new, and a shipment from 20 weeks ago is outside the chart.
    const wednesday = new Date(thisMonday.getTime() - 12 * DAY_MS + 12 * 60 * 60 * 1000);
    const week = isoDay(mondayOf(wednesday));
    const added = await Promise.all([
      ...(['in_transit', 'in_transit', 'in_transit', 'delayed'] as const).map((status) =>
        insertShipment(server, { client_id: null, status, created_at: wednesday }),
      ),
      insertShipment(server, { client_id: null, created_at: daysAgo(20 * 7) }),
    ]);
    try {
      const after = await analytics();
      const expected = countsOf(before);
      const counts = expected.get(week)!;
      for (const [status, more] of [
        ['in_transit', 3],
        ['delayed', 1],
      ] as const) {
        counts.set(status, (counts.get(status) ?? 0) + more);
      }
      expect(countsOf(after)).toEqual(expected);
      expect(after.shipments_per_week.find((row) => row.week === week)?.total).toBe(
        before.shipments_per_week.find((row) => row.week === week)!.total + 4,
      );
    } finally {
      await server.deps.db.delete(shipments).where(
        inArray(
          shipments.id,
          added.map((row) => row.id),
        ),
      );
    }
  });

  it('answers a week without shipments as an empty week, not a missing one', async () => {
    const { shipments_per_week } = await analytics();
    const first = shipments_per_week[0]!;
    const start = new Date(`${first.week}T00:00:00Z`);
    const inFirstWeek = and(
      gte(shipments.created_at, start),
      lt(shipments.created_at, new Date(start.getTime() + 7 * DAY_MS)),
    );
    // Whatever the demo data put in that week moves out of the chart for the moment.
    const moved = await server.deps.db
      .select({ id: shipments.id, created_at: shipments.created_at })
      .from(shipments)
      .where(inFirstWeek);
    await server.deps.db
      .update(shipments)
      .set({ created_at: daysAgo(30 * 7) })
      .where(inFirstWeek);
    try {
      const after = await analytics();
      expect(after.shipments_per_week).toHaveLength(12);
      expect(after.shipments_per_week[0]).toEqual({ week: first.week, total: 0, by_status: [] });
    } finally {
      for (const row of moved) {
        await server.deps.db
          .update(shipments)
          .set({ created_at: row.created_at })
          .where(eq(shipments.id, row.id));
      }
    }
  });

  it('sums vault value and items per category, largest value first', async () => {
    const extra = await insertVaultItem(server, {
      client_id: sofia.userId,
      category: 'electronics',
      value: 999999.99,
    });
    try {
      const { vault_value_by_category } = await analytics();
      const rows = await server.deps.db
        .select({ category: vaultItems.category, value: vaultItems.value })
        .from(vaultItems);
      const totals = new Map<string, { cents: number; items: number }>();
      for (const row of rows) {
        const total = totals.get(row.category) ?? { cents: 0, items: 0 };
        total.cents += Math.round((row.value ?? 0) * 100);
        total.items += 1;
        totals.set(row.category, total);
      }
      expect(
        vault_value_by_category.map((row) => ({
          category: row.category,
          cents: Math.round(row.value * 100),
          items: row.items,
        })),
      ).toEqual(
        [...totals]
          .map(([category, total]) => ({ category, ...total }))
          .sort((a, b) => b.cents - a.cents),
      );
      expect(vault_value_by_category.find((row) => row.category === 'electronics')).toEqual({
        category: 'electronics',
        value: 1002999.99,
        items: 2,
      });
    } finally {
      await server.deps.db.delete(vaultItems).where(eq(vaultItems.id, extra.id));
    }
  });

  it('counts clients at the end of each of the last 12 months', async () => {
    const before = (await analytics()).clients_over_time;
    expect(before).toHaveLength(12);
    expect(before.at(-1)).toEqual({
      month: isoMonth(new Date()),
      total: await tableCount(clients),
    });
    for (const [index, row] of before.entries()) {
      expect(Object.keys(row).sort()).toEqual(['month', 'total']);
      const now = new Date();
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (11 - index), 1));
      expect(row.month).toBe(isoMonth(month));
      if (index > 0) expect(row.total).toBeGreaterThanOrEqual(before[index - 1]!.total);
    }

    // One client who joined mid-month three months ago, one long before the chart begins.
    const now = new Date();
    const joined = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 15, 12));
    const added = await Promise.all([
      insertClient(server, {
        email: uniqueEmail('spring'),
        first_name: 'Sam',
        last_name: 'Spring',
        created_at: joined,
      }),
      insertClient(server, {
        email: uniqueEmail('veteran'),
        first_name: 'Vera',
        last_name: 'Veteran',
        created_at: daysAgo(3 * 365),
      }),
    ]);
    try {
      const after = (await analytics()).clients_over_time;
      expect(after).toEqual(
        before.map((row) => ({
          month: row.month,
          total: row.total + 1 + (row.month >= isoMonth(joined) ? 1 : 0),
        })),
      );
    } finally {
      await server.deps.db.delete(users).where(inArray(users.id, added));
    }
  });
});

describe('CSV exports', () => {
  const DANGEROUS = '=HYPERLINK("https://evil.example","Click")';
  const exports = [
    {
      file: 'shipments',
      filename: 'otc-shipments.csv',
      table: shipments,
      header: [
        'Tracking #',
        'Client',
        'Client email',
        'Origin',
        'Destination',
        'Status',
        'Current location',
        'Shipped',
        'Estimated delivery',
        'Delivered',
        'Security level',
        'Value (USD)',
        'Weight (kg)',
        'Dimensions (cm)',
        'Created',
      ],
    },
    {
      file: 'clients',
      filename: 'otc-clients.csv',
      table: clients,
      header: [
        'First name',
        'Last name',
        'Email',
        'Phone',
        'Company',
        'Address',
        'City',
        'State / Province',
        'ZIP / Postal Code',
        'Country',
        'Joined',
      ],
    },
    {
      file: 'vault-items',
      filename: 'otc-vault-items.csv',
      table: vaultItems,
      header: [
        'Item',
        'Client',
        'Client email',
        'Category',
        'Security level',
        'Location code',
        'Value (USD)',
        'Stored',
        'Last accessed',
      ],
    },
  ] as const;

  let formulaClient: string;
  let formulaShipment: string;
  let formulaItem: string;

  beforeAll(async () => {
    formulaClient = await insertClient(server, {
      email: uniqueEmail('formula'),
      first_name: DANGEROUS,
      last_name: 'Formula',
      company: '@SUM(A1:A9)',
    });
    formulaShipment = (
      await insertShipment(server, { client_id: formulaClient, origin: '+1+2', destination: '-3' })
    ).id;
    formulaItem = (
      await insertVaultItem(server, { client_id: formulaClient, name: '=cmd|"/c calc"!A1' })
    ).id;
  });

  afterAll(async () => {
    await server.deps.db.delete(shipments).where(eq(shipments.id, formulaShipment));
    await server.deps.db.delete(vaultItems).where(eq(vaultItems.id, formulaItem));
    await server.deps.db.delete(users).where(eq(users.id, formulaClient));
  });

  async function download(file: string) {
    const response = await admin.client.get(`/api/admin/analytics/exports/${file}.csv`);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return { response, rows: parseCsv(new TextDecoder('utf-8').decode(bytes.slice(3))) };
  }

  it.each(exports)(
    '$file.csv: a download with the header and one line per row',
    async ({ file, filename, table, header }) => {
      const { response, rows } = await download(file);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${filename}"`,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const [head, ...lines] = rows;
      expect(head).toEqual(header);
      expect(lines).toHaveLength(await tableCount(table));
      for (const line of lines) expect(line).toHaveLength(header.length);
      // Nothing a spreadsheet would run as a formula.
      for (const cell of lines.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    },
  );

  it('defuses formulas with a leading apostrophe and keeps the text', async () => {
    const clientsCsv = (await download('clients')).rows;
    expect(clientsCsv.find((line) => line[1] === 'Formula')).toEqual([
      `'${DANGEROUS}`,
      'Formula',
      expect.stringContaining('@vault-test.example'),
      '',
      "'@SUM(A1:A9)",
      '',
      '',
      '',
      '',
      '',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    ]);

    const shipmentsCsv = (await download('shipments')).rows;
    const shipment = shipmentsCsv.find((line) => line[3] === "'+1+2");
    expect(shipment?.slice(1, 6)).toEqual([
      `'${DANGEROUS} Formula`,
      expect.stringContaining('@vault-test.example'),
      "'+1+2",
      "'-3",
      'Pending',
    ]);

    const itemsCsv = (await download('vault-items')).rows;
    expect(itemsCsv.some((line) => line[0] === `'=cmd|"/c calc"!A1`)).toBe(true);
  });

  it('writes a known row in full', async () => {
    const [row] = await server.deps.db
      .select()
      .from(shipments)
      .where(eq(shipments.tracking_number, 'OTC1763380800003'));
    const line = (await download('shipments')).rows.find(
      (cells) => cells[0] === 'OTC1763380800003',
    );
    expect(line).toEqual([
      'OTC1763380800003',
      'Marcus Chen',
      'marcus.chen@chenjewelers.example',
      'Los Angeles, CA',
      'Las Vegas, NV',
      'In Transit',
      'Barstow, CA',
      row!.date_of_shipment!.toISOString(),
      row!.estimated_delivery!.toISOString(),
      '',
      'Maximum',
      '760000',
      '3.2',
      '40x30x20',
      row!.created_at.toISOString(),
    ]);
  });

  it('writes statuses, security levels and categories in the words the screens use', async () => {
    const [shipment, item] = await Promise.all([
      insertShipment(server, {
        client_id: formulaClient,
        status: 'out_for_delivery',
        security_level: 'high',
      }),
      insertVaultItem(server, {
        client_id: formulaClient,
        name: 'Labelled necklace',
        category: 'jewelry',
        security_level: 'maximum',
      }),
    ]);
    try {
      const shipmentLine = (await download('shipments')).rows.find(
        (cells) => cells[0] === shipment.tracking_number,
      );
      expect([shipmentLine?.[5], shipmentLine?.[10]]).toEqual(['Out for delivery', 'High']);
      const itemLine = (await download('vault-items')).rows.find(
        (cells) => cells[0] === 'Labelled necklace',
      );
      expect(itemLine?.slice(3, 5)).toEqual(['Jewelry', 'Maximum']);
    } finally {
      await server.deps.db.delete(shipments).where(eq(shipments.id, shipment.id));
      await server.deps.db.delete(vaultItems).where(eq(vaultItems.id, item.id));
    }
  });

  it('exports more rows than one batch, each once', async () => {
    const many = await server.deps.db
      .insert(vaultItems)
      .values(
        Array.from({ length: 2100 }, (_, index) => ({
          client_id: sofia.userId,
          name: `Bulk box ${index}`,
          location_code: 'VAULT-Z-999',
        })),
      )
      .returning({ id: vaultItems.id });
    try {
      const [, ...lines] = (await download('vault-items')).rows;
      expect(lines).toHaveLength(await tableCount(vaultItems));
      const bulk = lines.filter((line) => line[0]!.startsWith('Bulk box '));
      expect(new Set(bulk.map((line) => line[0])).size).toBe(2100);
    } finally {
      await server.deps.db.delete(vaultItems).where(
        inArray(
          vaultItems.id,
          many.map((row) => row.id),
        ),
      );
    }
  });
});
