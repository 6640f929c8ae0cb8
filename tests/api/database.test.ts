import { createPrivateKey } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { openDatabase } from '../../src/server/db/open-database';
import type { Database } from '../../src/server/db/client';
import {
  appSettings,
  clients,
  shipments,
  shipmentUpdates,
  users,
  vaultItems,
} from '../../src/server/db/schema';
import { DEMO_TOTALS } from '../../src/server/seed/demo-data';
import { seedDemo } from '../../src/server/seed/seed-demo';
import { SHIPMENT_STATUSES } from '../../src/shared/shipment-status';
import { VAULT_CATEGORIES } from '../../src/shared/vault-category';
import { openTestDatabase } from '../helpers/test-database';
import { TEST_AUTH_SECRET, TEST_RECEIPT_SIGNING_KEY } from '../helpers/test-server';

/** A value the column's type refuses, to prove the database's CHECK refuses it too. */
const outside = (value: string) => value as never;

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const TABLES = [
  'user',
  'session',
  'account',
  'verification',
  'clients',
  'shipments',
  'shipment_updates',
  'vault_items',
  'app_settings',
  'audit_events',
  'contact_messages',
  'newsletter_subscriptions',
  'mail_outbox',
  'avatars',
  'rate_limits',
];

const INDEXES = [
  'shipments_client_created_idx',
  'shipments_tracking_number_unique',
  'vault_items_client_created_idx',
  'clients_last_name_idx',
  'clients_email_lower_key',
  'shipment_updates_shipment_time_idx',
  'audit_events_client_created_idx',
];

describe('schema', () => {
  it('creates every table of the schema', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(TABLES));
  });

  it('has an index for every list order and filter of the spec', async () => {
    const rows = await queryRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    expect(rows.map((row) => row.indexname)).toEqual(expect.arrayContaining(INDEXES));
  });

  it('refuses values outside the shared vocabularies', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ id: crypto.randomUUID(), name: 'A', email: 'a@a.example' })
      .returning();
    await database.db.insert(clients).values({ id: user!.id, email: 'a@a.example' });
    await expect(
      database.db.insert(shipments).values({
        tracking_number: 'OTC1',
        origin: 'A',
        destination: 'B',
        status: outside('lost'),
      }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(vaultItems)
        .values({ client_id: user!.id, name: 'X', category: outside('cars') }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(users).values({
        id: crypto.randomUUID(),
        name: 'B',
        email: 'b@b.example',
        role: outside('root'),
      }),
    ).rejects.toThrow();
  });

  it('keeps tracking numbers unique and e-mails unique without regard to case', async () => {
    await database.db
      .insert(shipments)
      .values({ tracking_number: 'OTC42', origin: 'A', destination: 'B' });
    await expect(
      database.db
        .insert(shipments)
        .values({ tracking_number: 'OTC42', origin: 'C', destination: 'D' }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(users)
        .values({ id: crypto.randomUUID(), name: 'C', email: 'A@A.example' }),
    ).rejects.toThrow();
  });
});

/** Every migration in drizzle/, each recorded exactly once. */
const MIGRATION_COUNT = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  }
).entries.length;

describe('migrations on the embedded database', () => {
  it('applies once and a second start neither re-applies nor fails', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'otc-db-'));
    const first = await openDatabase({ dataDir });
    await first.db
      .insert(appSettings)
      .values({ setting_key: 'contact_email', setting_value: 'kept@orion-tc.example' });
    await first.close();
    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(appSettings);
    const applied = await queryRows<{ count: number }>(
      second.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    await second.close();
    expect(rows).toEqual([expect.objectContaining({ setting_value: 'kept@orion-tc.example' })]);
    expect(applied[0]?.count).toBe(MIGRATION_COUNT);
  });
});

describe.runIf(process.env.DATABASE_URL)('migrations on a PostgreSQL server', () => {
  it('apply once when several instances start at the same moment', async () => {
    // An empty database, opened by three instances at once, as `npm run cluster` starts them.
    const empty = await openTestDatabase();
    const url = empty.url!;
    await empty.db.execute(sql`drop schema public cascade`);
    await empty.db.execute(sql`drop schema drizzle cascade`);
    await empty.db.execute(sql`create schema public`);
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
    try {
      const applied = await queryRows<{ count: number }>(
        instances[0]!.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.count).toBe(MIGRATION_COUNT);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await empty.close();
    }
  });
});

describe('demo data', () => {
  it('loads the demo company into an empty database, once', async () => {
    const fresh = await openTestDatabase();
    try {
      const first = await seedDemo({
        db: fresh.db,
        adminEmail: 'admin@orion-tc.example',
        adminPassword: undefined,
        authSecret: TEST_AUTH_SECRET,
        signingKey: createPrivateKey(TEST_RECEIPT_SIGNING_KEY),
        history: true,
      });
      expect(first).toMatchObject({ seeded: true, generated: true });
      const second = await seedDemo({
        db: fresh.db,
        adminEmail: 'admin@orion-tc.example',
        adminPassword: undefined,
        authSecret: TEST_AUTH_SECRET,
        signingKey: createPrivateKey(TEST_RECEIPT_SIGNING_KEY),
        history: true,
      });
      expect(second).toEqual({ seeded: false });

      const allUsers = await fresh.db.select().from(users);
      expect(allUsers.filter((u) => u.role === 'admin').map((u) => u.email)).toEqual([
        'admin@orion-tc.example',
      ]);
      expect(allUsers.every((u) => u.emailVerified)).toBe(true);
      expect(await fresh.db.select().from(clients)).toHaveLength(DEMO_TOTALS.clients);

      const allShipments = await fresh.db.select().from(shipments);
      expect(allShipments).toHaveLength(DEMO_TOTALS.shipments);
      expect(new Set(allShipments.map((s) => s.status))).toEqual(new Set(SHIPMENT_STATUSES));
      expect(
        allShipments.filter((s) => s.status === 'delivered').every((s) => s.delivery_date),
      ).toBe(true);
      expect((await fresh.db.select().from(shipmentUpdates)).length).toBeGreaterThan(10);

      const items = await fresh.db.select().from(vaultItems);
      // Demo transfers give their receivers items of their own beside the originals (decision 071).
      const transferredIn = items.filter((item) => item.transferred_from_item_id !== null);
      expect(items).toHaveLength(DEMO_TOTALS.vaultItems + transferredIn.length);
      expect(new Set(items.map((i) => i.category))).toEqual(new Set(VAULT_CATEGORIES));

      const settings = await fresh.db.select().from(appSettings);
      expect(settings.map((s) => s.setting_key).sort()).toEqual([
        'company_address',
        'contact_email',
        'contact_phone',
      ]);
    } finally {
      await fresh.close();
    }
  });
});
