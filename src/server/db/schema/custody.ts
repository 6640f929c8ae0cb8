import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { HANDOFF_KINDS, type HandoffKind } from '#shared/custody';
import { users } from './auth';
import { bytea, oneOf, timestamptz } from './columns';
import { crews, vehicles } from './dispatch';
import { issues } from './issues';
import { shipments, shipmentUpdates } from './shipments';

/**
 * A handoff recorded by a crew in the field (decision 072): who held the shipment, who took it,
 * with which seals, where and when. The device's id makes a retried send the same row; the
 * device's time and our receipt time are both kept. It becomes a tracking update.
 */
export const custodyHandoffs = pgTable(
  'custody_handoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    device_id: uuid('device_id').notNull(),
    /** What the device sent, hashed: the same id with other content is refused. */
    content_hash: text('content_hash').notNull(),
    shipment_id: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<HandoffKind>().notNull(),
    courier_id: uuid('courier_id').references(() => users.id, { onDelete: 'set null' }),
    crew_id: uuid('crew_id').references(() => crews.id, { onDelete: 'set null' }),
    vehicle_id: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    to_crew_id: uuid('to_crew_id').references(() => crews.id, { onDelete: 'set null' }),
    to_vehicle_id: uuid('to_vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    seal_numbers: text('seal_numbers').array().notNull(),
    seals_broken: boolean('seals_broken').notNull().default(false),
    signer_name: text('signer_name').notNull(),
    signature_png: bytea('signature_png').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy_m: real('accuracy_m').notNull(),
    far_from_route: boolean('far_from_route').notNull().default(false),
    device_time: timestamptz('device_time').notNull(),
    received_at: timestamptz('received_at').notNull().defaultNow(),
    update_id: uuid('update_id').references(() => shipmentUpdates.id, { onDelete: 'set null' }),
    issue_id: uuid('issue_id').references(() => issues.id, { onDelete: 'set null' }),
  },
  (table) => [
    oneOf('custody_handoffs_kind_check', table.kind, HANDOFF_KINDS),
    uniqueIndex('custody_handoffs_device_key').on(table.device_id),
    index('custody_handoffs_shipment_idx').on(table.shipment_id, table.received_at),
  ],
);

/**
 * Where a crew was with a shipment (decision 072), reported every 15 seconds while it is in their
 * hands; pruned after 90 days through the receipt-time index.
 */
export const shipmentPositions = pgTable(
  'shipment_positions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipment_id: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    courier_id: uuid('courier_id').references(() => users.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy_m: real('accuracy_m').notNull(),
    far_from_route: boolean('far_from_route').notNull().default(false),
    device_time: timestamptz('device_time').notNull(),
    received_at: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [
    index('shipment_positions_shipment_time_idx').on(table.shipment_id, table.device_time.desc()),
    index('shipment_positions_received_idx').on(table.received_at),
    index('shipment_positions_far_idx')
      .on(table.shipment_id)
      .where(sql`${table.far_from_route}`),
  ],
);
