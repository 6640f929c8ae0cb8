import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SECURITY_LEVELS, type SecurityLevel } from '#shared/security-level';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '#shared/shipment-status';
import { clients } from './clients';
import { crews, vehicles } from './dispatch';
import { createdAt, money, oneOf, timestamptz, updatedAt } from './columns';

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Set null rather than cascade: a finished shipment stays on record after its client leaves.
    client_id: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    tracking_number: text('tracking_number').notNull().unique(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    status: text('status').$type<ShipmentStatus>().notNull().default('pending'),
    current_location: text('current_location'),
    date_of_shipment: timestamptz('date_of_shipment'),
    estimated_delivery: timestamptz('estimated_delivery'),
    delivery_date: timestamptz('delivery_date'),
    security_level: text('security_level').$type<SecurityLevel>().notNull().default('standard'),
    value: money('value'),
    weight_kg: numeric('weight_kg', { precision: 10, scale: 2, mode: 'number' }),
    dimensions_cm: text('dimensions_cm'),
    item_description: text('item_description'),
    /** The crew who carries it (decisions 066, 072): its couriers see it, without its value. */
    crew_id: uuid('crew_id').references(() => crews.id, { onDelete: 'set null' }),
    vehicle_id: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    oneOf('shipments_status_check', table.status, SHIPMENT_STATUSES),
    oneOf('shipments_security_level_check', table.security_level, SECURITY_LEVELS),
    index('shipments_client_created_idx').on(table.client_id, table.created_at.desc()),
    index('shipments_created_idx').on(table.created_at.desc()),
    index('shipments_status_created_idx').on(table.status, table.created_at.desc()),
    // Keyset pages of the admin list sorted by these columns (decision 036); the others are in
    // drizzle/0001_search_indexes.sql.
    index('shipments_tracking_number_id_idx').on(table.tracking_number, table.id),
    index('shipments_status_id_idx').on(table.status, table.id),
    index('shipments_crew_created_idx').on(table.crew_id, table.created_at.desc()),
  ],
);

export const shipmentUpdates = pgTable(
  'shipment_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipment_id: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status').$type<ShipmentStatus>().notNull(),
    location: text('location').notNull(),
    description: text('description'),
    timestamp: timestamptz('timestamp').notNull().defaultNow(),
    /**
     * Whether the custody ledger holds this update (decision 074): set by the writes that append
     * it in the same transaction; any other row (the seed's, one from before the ledger) is
     * appended later, in time order, by the ledger's backfill.
     */
    in_ledger: boolean('in_ledger').notNull().default(false),
  },
  (table) => [
    oneOf('shipment_updates_status_check', table.status, SHIPMENT_STATUSES),
    index('shipment_updates_shipment_time_idx').on(table.shipment_id, table.timestamp.desc()),
    // The few updates the backfill still has to append, found without reading the others.
    index('shipment_updates_not_in_ledger_idx')
      .on(table.timestamp, table.id)
      .where(sql`not ${table.in_ledger}`),
  ],
);
