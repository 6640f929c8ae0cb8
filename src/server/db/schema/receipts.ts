import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ReceiptFacts } from '#shared/receipt';
import { shipments } from './shipments';
import { timestamptz } from './columns';

/**
 * Signed shipment receipts (decision 026). The signature covers the id, the issue time and the
 * public facts as they were when the receipt was issued, so a receipt verifies on its own even
 * after its shipment changes or is deleted (the link is then set null).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey(),
    shipment_id: uuid('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    issued_at: timestamptz('issued_at').notNull(),
    facts: jsonb('facts').$type<ReceiptFacts>().notNull(),
    signature: text('signature').notNull(),
  },
  (table) => [index('receipts_shipment_idx').on(table.shipment_id)],
);
