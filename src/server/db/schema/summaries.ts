import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShipmentStatus } from '#shared/shipment-status';
import type { VaultCategory } from '#shared/vault-category';

/*
 * Counts kept exact by triggers on the counted tables, in the transaction of every write
 * (drizzle/0007_summary_counts.sql, decision 036): the admin totals, the overview and Analytics
 * read these few rows instead of counting 100,000. Never written by the application.
 */

/** Shipments by the UTC day they were created and their current status. */
export const shipmentDailyCounts = pgTable(
  'shipment_daily_counts',
  {
    status: text('status').$type<ShipmentStatus>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    shipments: integer('shipments').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.status, table.day] }),
    // The overview's last 30 days and Analytics' last 12 weeks.
    index('shipment_daily_counts_day_idx').on(table.day),
  ],
);

/** Clients by the UTC day they joined. */
export const clientDailyCounts = pgTable('client_daily_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  clients: integer('clients').notNull(),
});

/** Vault items and their summed value by category and the UTC day they were created. */
export const vaultItemDailyCounts = pgTable(
  'vault_item_daily_counts',
  {
    category: text('category').$type<VaultCategory>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    items: integer('items').notNull(),
    value: numeric('value', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.category, table.day] }),
    // The overview's last 30 days.
    index('vault_item_daily_counts_day_idx').on(table.day),
  ],
);

/**
 * In Transit tracking updates per shipment (drizzle/0008_shipment_transit_counts.sql). The
 * overview counts the shipments that moved into In Transit in a window as its updates there, less
 * the repeats of the few shipments with more than one: only those are de-duplicated (decision 036).
 * No foreign key: the cascade that deletes a shipment's updates decrements its row to zero.
 */
export const shipmentTransitCounts = pgTable(
  'shipment_transit_counts',
  {
    shipment_id: uuid('shipment_id').primaryKey(),
    updates: integer('updates').notNull(),
  },
  (table) => [
    index('shipment_transit_counts_repeated_idx')
      .on(table.shipment_id)
      .where(sql`${table.updates} > 1`),
  ],
);
