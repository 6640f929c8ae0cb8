import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '#shared/portal';
import type { AnalyticsData } from '#shared/admin/analytics';
import type { OverviewStats } from '#shared/admin/overview';
import type { AdminVaultItem } from '#shared/admin/vault-items';
import type { KeysetPage } from '#shared/list-query';
import { queryRows } from '../../src/server/db/client';
import { shipmentUpdates, shipments, users, vaultItems } from '../../src/server/db/schema';
import { bodyOf, daysAgo, del, insertClient, insertShipment } from '../helpers/admin-callers';
import { put, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

// The summary rows behind the admin totals, the overview and Analytics (decision 036) must equal
// a fresh count of the tables after every kind of write: through the API, straight to the
// database, in bulk, cascaded from a deleted account, rolled back and truncated.

const server = useTestServer({ seed: true });
let admin: SignedIn;
let ameliaId: string;
let sequence = 0;

beforeAll(async () => {
  admin = await signInAdmin(server);
  ameliaId = (await signInDemoClient(server, 'amelia')).userId;
});

const uniqueEmail = (name: string) => {
  sequence += 1;
  return `${name}.${sequence}@summary-test.example`;
};

type Grouped = { key: string; count: number; value?: string };

/** What the summary rows hold beside what counting the tables now gives, group by group. */
async function summariesAndCounts() {
  const rows = (query: ReturnType<typeof sql>) => queryRows<Grouped>(server.deps.db, query);
  const [
    keptShipments,
    freshShipments,
    keptClients,
    freshClients,
    keptItems,
    freshItems,
    keptTransit,
    freshTransit,
  ] = await Promise.all([
    rows(sql`select status || ' ' || day as key, shipments as count from shipment_daily_counts
        where shipments <> 0 order by 1`),
    rows(sql`select status || ' ' || (created_at at time zone 'UTC')::date as key,
        count(*)::int as count from shipments group by 1 order by 1`),
    rows(sql`select day::text as key, clients as count from client_daily_counts
        where clients <> 0 order by 1`),
    rows(sql`select (created_at at time zone 'UTC')::date::text as key, count(*)::int as count
        from clients group by 1 order by 1`),
    rows(sql`select category || ' ' || day as key, items as count, value::numeric(20, 2)::text as value
        from vault_item_daily_counts where items <> 0 or value <> 0 order by 1`),
    rows(sql`select category || ' ' || (created_at at time zone 'UTC')::date as key,
        count(*)::int as count, coalesce(sum(value), 0)::numeric(20, 2)::text as value
        from vault_items group by 1 order by 1`),
    rows(sql`select shipment_id::text as key, updates as count from shipment_transit_counts
        where updates <> 0 order by 1`),
    rows(sql`select shipment_id::text as key, count(*)::int as count from shipment_updates
        where status = 'in_transit' group by 1 order by 1`),
  ]);
  return {
    kept: {
      shipments: keptShipments,
      clients: keptClients,
      items: keptItems,
      transit: keptTransit,
    },
    fresh: {
      shipments: freshShipments,
      clients: freshClients,
      items: freshItems,
      transit: freshTransit,
    },
  };
}

async function tableCount(table: string, where = sql``) {
  const [row] = await queryRows<{ count: number }>(
    server.deps.db,
    sql`select count(*)::int as count from ${sql.identifier(table)} ${where}`,
  );
  return row!.count;
}

/**
 * The summary rows equal a fresh count(*) of each table, and so do the totals the admin screens
 * show: the overview cards, the unfiltered and filtered list totals and the Analytics charts.
 */
async function expectExact() {
  const { kept, fresh } = await summariesAndCounts();
  expect(kept).toEqual(fresh);

  const overview = await bodyOf<OverviewStats>(await admin.client.get('/api/admin/overview'));
  expect(overview.total_shipments.total).toBe(await tableCount('shipments'));
  expect(overview.active_shipments.total).toBe(
    await tableCount('shipments', sql`where status = 'in_transit'`),
  );
  const moved = async (window: string) => {
    const [row] = await queryRows<{ count: number }>(
      server.deps.db,
      sql`select count(distinct shipment_id)::int as count from shipment_updates
        where status = 'in_transit' and ${sql.raw(window)}`,
    );
    return row!.count;
  };
  expect(overview.active_shipments.current).toBe(
    await moved(`timestamp > now() - interval '30 days'`),
  );
  expect(overview.active_shipments.previous).toBe(
    await moved(
      `timestamp > now() - interval '60 days' and timestamp <= now() - interval '30 days'`,
    ),
  );
  expect(overview.total_clients.total).toBe(await tableCount('clients'));
  // Released items keep their rows but are no longer held (decision 069).
  const held = sql`where released_at is null`;
  expect(overview.items_in_vault.total).toBe(await tableCount('vault_items', held));
  const recent = sql`where created_at > now() - interval '30 days'`;
  expect(overview.total_shipments.total - overview.total_shipments.previous).toBe(
    await tableCount('shipments', recent),
  );
  expect(overview.items_in_vault.previous).toBe(
    await tableCount(
      'vault_items',
      sql`where created_at <= now() - interval '30 days'
        and (released_at is null or released_at > now() - interval '30 days')`,
    ),
  );

  const totalOf = async (path: string) =>
    (await bodyOf<KeysetPage<unknown>>(await admin.client.get(path))).total;
  expect(await totalOf('/api/admin/shipments')).toBe(await tableCount('shipments'));
  for (const status of ['pending', 'delivered', 'in_transit'] as const) {
    expect(await totalOf(`/api/admin/shipments?status=${status}`)).toBe(
      await tableCount('shipments', sql`where status = ${status}`),
    );
  }
  expect(await totalOf('/api/admin/clients')).toBe(await tableCount('clients'));
  expect(await totalOf('/api/admin/vault-items')).toBe(await tableCount('vault_items'));
  expect(await totalOf('/api/admin/vault-items?category=gold')).toBe(
    await tableCount('vault_items', sql`where category = 'gold'`),
  );

  const analytics = await bodyOf<AnalyticsData>(await admin.client.get('/api/admin/analytics'));
  const byCategory = await queryRows<{ category: string; value: number; items: number }>(
    server.deps.db,
    sql`select category, sum(value)::float8 as value, count(*)::int as items
      from vault_items where released_at is null group by category order by value desc`,
  );
  expect(analytics.vault_value_by_category).toEqual(
    byCategory.map((row) => ({ ...row, value: row.value ?? 0 })),
  );
  expect(analytics.clients_over_time.at(-1)?.total).toBe(await tableCount('clients'));
}

const shipmentForm = (clientId: string, fields: Record<string, unknown> = {}) => ({
  client_id: clientId,
  origin: 'Chicago, IL',
  destination: 'Detroit, MI',
  ...fields,
});

describe('summary rows', () => {
  it('match the tables once the demo company is seeded', async () => {
    expect(await tableCount('shipments')).toBeGreaterThan(0);
    await expectExact();
  });

  it('follow shipments created, edited, moved by tracking updates and deleted through the API', async () => {
    const created = await Promise.all(
      Array.from({ length: 6 }, async () =>
        bodyOf<{ id: string }>(
          await admin.client.post('/api/admin/shipments', shipmentForm(ameliaId)),
          201,
        ),
      ),
    );
    await expectExact();

    const [first, second, third] = created;
    await bodyOf(
      await put(
        admin.client,
        `/api/admin/shipments/${first!.id}`,
        shipmentForm(ameliaId, { status: 'in_transit', origin: 'Boston, MA' }),
      ),
    );
    // An edit that leaves the status alone moves no count.
    await bodyOf(
      await put(
        admin.client,
        `/api/admin/shipments/${second!.id}`,
        shipmentForm(ameliaId, { destination: 'Denver, CO' }),
      ),
    );
    await bodyOf(
      await admin.client.post(`/api/admin/shipments/${third!.id}/updates`, {
        status: 'delivered',
        location: 'Detroit, MI',
      }),
      201,
    );
    await expectExact();

    for (const shipment of created.slice(3)) {
      expect((await del(admin.client, `/api/admin/shipments/${shipment.id}`)).status).toBe(200);
    }
    await expectExact();
  });

  it('follow vault items created, recategorised, revalued and deleted through the API', async () => {
    const item = await bodyOf<AdminVaultItem>(
      await admin.client.post('/api/admin/vault-items', {
        client_id: ameliaId,
        name: 'Summary brooch',
        category: 'jewelry',
        value: 1250.5,
      }),
      201,
    );
    await expectExact();
    await bodyOf(
      await put(admin.client, `/api/admin/vault-items/${item.id}`, {
        client_id: ameliaId,
        name: 'Summary bar',
        category: 'gold',
        value: 99999.99,
      }),
    );
    await expectExact();
    expect((await del(admin.client, `/api/admin/vault-items/${item.id}`)).status).toBe(200);
    await expectExact();
  });

  it('leave released items out of what we hold, now and as it stood 30 days ago', async () => {
    const stored = (name: string, daysAgoStored: number) =>
      server.deps.db
        .insert(vaultItems)
        .values({
          client_id: ameliaId,
          name,
          category: 'artwork',
          value: 5000,
          created_at: daysAgo(daysAgoStored),
        })
        .returning({ id: vaultItems.id })
        .then(([row]) => row!.id);
    const before = await bodyOf<OverviewStats>(await admin.client.get('/api/admin/overview'));
    const lately = await stored('Released lately', 60);
    const long = await stored('Released long ago', 60);
    await server.deps.db
      .update(vaultItems)
      .set({ released_at: daysAgo(2) })
      .where(eq(vaultItems.id, lately));
    await server.deps.db
      .update(vaultItems)
      .set({ released_at: daysAgo(45) })
      .where(eq(vaultItems.id, long));
    const after = await bodyOf<OverviewStats>(await admin.client.get('/api/admin/overview'));
    // Neither is held now; 30 days ago the one released lately still was.
    expect(after.items_in_vault.total).toBe(before.items_in_vault.total);
    expect(after.items_in_vault.previous).toBe(before.items_in_vault.previous + 1);
    await expectExact();
  });

  it('follow clients added and deleted, with the shipments a deleted client leaves behind', async () => {
    const client = await bodyOf<AdminClient>(
      await admin.client.post('/api/admin/clients', {
        first_name: 'Summer',
        last_name: 'Counts',
        email: uniqueEmail('summer'),
      }),
      201,
    );
    await expectExact();
    const delivered = await bodyOf<{ id: string }>(
      await admin.client.post(
        '/api/admin/shipments',
        shipmentForm(client.id, { status: 'delivered' }),
      ),
      201,
    );
    expect((await del(admin.client, `/api/admin/clients/${client.id}`)).status).toBe(200);
    // The finished shipment stays, without its client (set null by the cascade).
    const [kept] = await server.deps.db
      .select({ client_id: shipments.client_id })
      .from(shipments)
      .where(eq(shipments.id, delivered.id));
    expect(kept).toEqual({ client_id: null });
    await expectExact();
  });

  it('follow rows written straight to the database: backdated, in bulk, re-dated and cascaded', async () => {
    const clientId = await insertClient(server, {
      email: uniqueEmail('direct'),
      first_name: 'Dee',
      last_name: 'Rect',
      created_at: daysAgo(400),
    });
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        insertShipment(server, {
          client_id: clientId,
          status: index % 2 ? 'delayed' : 'on_hold',
          created_at: daysAgo(index * 50),
        }),
      ),
    );
    await server.deps.db.insert(vaultItems).values(
      Array.from({ length: 40 }, (_, index) => ({
        client_id: clientId,
        name: `Bulk item ${index}`,
        category: index % 2 ? ('artwork' as const) : ('documents' as const),
        value: index % 3 ? index * 10.25 : null,
        created_at: daysAgo(index * 7),
      })),
    );
    await expectExact();

    // One statement moving many rows between days, statuses and categories.
    await server.deps.db
      .update(shipments)
      .set({ status: 'cancelled', created_at: daysAgo(3) })
      .where(eq(shipments.client_id, clientId));
    await server.deps.db
      .update(vaultItems)
      .set({ category: 'electronics', value: sql`coalesce(${vaultItems.value}, 0) + 1` })
      .where(eq(vaultItems.client_id, clientId));
    await expectExact();

    // Deleting the account cascades to the client (and, its items gone first, nothing refuses).
    await server.deps.db.delete(vaultItems).where(eq(vaultItems.client_id, clientId));
    await server.deps.db.delete(users).where(eq(users.id, clientId));
    await expectExact();
  });

  it('count a shipment moved into In Transit once per window, however often it was', async () => {
    const before = await bodyOf<OverviewStats>(await admin.client.get('/api/admin/overview'));
    const [twice, thrice, once] = await Promise.all(
      [0, 1, 2].map(async () => {
        const row = await insertShipment(server, { client_id: ameliaId, status: 'in_transit' });
        return row.id;
      }),
    );
    const transit = (shipment_id: string, days: number) => ({
      shipment_id,
      status: 'in_transit' as const,
      location: 'Summary hub',
      timestamp: daysAgo(days),
    });
    // One statement: two updates of one shipment and three of another in the last 30 days, one
    // of each also in the 30 days before, and one more shipment once in each window.
    await server.deps.db
      .insert(shipmentUpdates)
      .values([
        transit(twice!, 2),
        transit(twice!, 5),
        transit(twice!, 40),
        transit(thrice!, 1),
        transit(thrice!, 3),
        transit(thrice!, 9),
        transit(thrice!, 45),
        transit(once!, 4),
        transit(once!, 50),
      ]);
    await expectExact();
    const after = await bodyOf<OverviewStats>(await admin.client.get('/api/admin/overview'));
    expect(after.active_shipments.current - before.active_shipments.current).toBe(3);
    expect(after.active_shipments.previous - before.active_shipments.previous).toBe(3);

    // Updates re-dated out of a window, turned into another status, and deleted.
    await server.deps.db
      .update(shipmentUpdates)
      .set({ timestamp: daysAgo(100) })
      .where(
        and(eq(shipmentUpdates.shipment_id, thrice!), gt(shipmentUpdates.timestamp, daysAgo(2))),
      );
    await server.deps.db
      .update(shipmentUpdates)
      .set({ status: 'delayed' })
      .where(
        and(eq(shipmentUpdates.shipment_id, twice!), lt(shipmentUpdates.timestamp, daysAgo(30))),
      );
    await server.deps.db.delete(shipmentUpdates).where(eq(shipmentUpdates.shipment_id, once!));
    await expectExact();
    const edited = await bodyOf<OverviewStats>(await admin.client.get('/api/admin/overview'));
    expect(edited.active_shipments.current - before.active_shipments.current).toBe(2);
    expect(edited.active_shipments.previous - before.active_shipments.previous).toBe(1);

    // Deleting the shipments cascades to their updates.
    await server.deps.db.delete(shipments).where(inArray(shipments.id, [twice!, thrice!]));
    await expectExact();
  });

  it('keep nothing of a transaction that rolls back', async () => {
    const before = await summariesAndCounts();
    await expect(
      server.deps.db.transaction(async (tx) => {
        await tx.insert(vaultItems).values({ client_id: ameliaId, name: 'Never stored' });
        await tx.update(shipments).set({ status: 'cancelled' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await summariesAndCounts()).toEqual(before);
    await expectExact();
  });

  it('stay exact under concurrent creates through the API', async () => {
    await Promise.all(
      Array.from({ length: 12 }, async (_, index) =>
        index % 2
          ? bodyOf(await admin.client.post('/api/admin/shipments', shipmentForm(ameliaId)), 201)
          : bodyOf(
              await admin.client.post('/api/admin/vault-items', {
                client_id: ameliaId,
                name: `Concurrent ${index}`,
                category: 'other',
                value: 10,
              }),
              201,
            ),
      ),
    );
    await expectExact();
  });

  // Last: it empties the tables.
  it('empty with a truncated table', async () => {
    await server.deps.db.execute(sql`truncate shipments, vault_items cascade`);
    await expectExact();
    const { kept } = await summariesAndCounts();
    expect(kept.shipments).toEqual([]);
    expect(kept.items).toEqual([]);
  });
});
