import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clients } from './clients';
import { createdAt, timestamptz, updatedAt } from './columns';
import { shipments } from './shipments';
import { vaultItems } from './vault-items';

/**
 * Read access an organisation's owner grants someone outside it to chosen vault items and
 * shipments until a date (decision 065). Its invitation link is the row's token, valid until the
 * access ends; `user_id` is the account that accepted it.
 */
export const delegations = pgTable(
  'delegations',
  {
    id: uuid('id').primaryKey(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    token_hash: text('token_hash').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    granted_by_user_id: uuid('granted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Whether the delegate sees the items' values. */
    show_values: boolean('show_values').notNull().default(false),
    ends_at: timestamptz('ends_at').notNull(),
    accepted_at: timestamptz('accepted_at'),
    revoked_at: timestamptz('revoked_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex('delegations_token_hash_key').on(table.token_hash),
    index('delegations_client_created_idx').on(table.client_id, table.created_at.desc()),
    // A delegate's shared rows are found by their account on every request to them.
    index('delegations_user_idx')
      .on(table.user_id, table.ends_at)
      .where(sql`${table.user_id} is not null`),
  ],
);

export const delegationItems = pgTable(
  'delegation_items',
  {
    delegation_id: uuid('delegation_id')
      .notNull()
      .references(() => delegations.id, { onDelete: 'cascade' }),
    vault_item_id: uuid('vault_item_id')
      .notNull()
      .references(() => vaultItems.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.delegation_id, table.vault_item_id] }),
    index('delegation_items_item_idx').on(table.vault_item_id),
  ],
);

export const delegationShipments = pgTable(
  'delegation_shipments',
  {
    delegation_id: uuid('delegation_id')
      .notNull()
      .references(() => delegations.id, { onDelete: 'cascade' }),
    shipment_id: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.delegation_id, table.shipment_id] }),
    index('delegation_shipments_shipment_idx').on(table.shipment_id),
  ],
);
