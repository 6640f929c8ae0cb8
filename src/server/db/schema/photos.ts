import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bytea, createdAt } from './columns';
import { issues } from './issues';
import { shipments, shipmentUpdates } from './shipments';

/**
 * Custody photos: re-encoded without metadata, each with a thumbnail. A photo belongs
 * to its shipment and to either a tracking update (taken by staff) or an issue report (sent by
 * the client).
 */
export const shipmentPhotos = pgTable(
  'shipment_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipment_id: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    update_id: uuid('update_id').references(() => shipmentUpdates.id, { onDelete: 'cascade' }),
    issue_id: uuid('issue_id').references(() => issues.id, { onDelete: 'cascade' }),
    content_type: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploaded_by_user_id: uuid('uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    created_at: createdAt(),
  },
  (table) => [
    index('shipment_photos_shipment_created_idx').on(table.shipment_id, table.created_at),
    index('shipment_photos_update_idx').on(table.update_id),
    index('shipment_photos_issue_idx').on(table.issue_id),
  ],
);
