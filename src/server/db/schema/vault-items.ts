import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SECURITY_LEVELS, type SecurityLevel } from '#shared/security-level';
import { VAULT_CATEGORIES, type VaultCategory } from '#shared/vault-category';
import { clients } from './clients';
import { createdAt, money, oneOf, timestamptz, updatedAt } from './columns';

export const vaultItems = pgTable(
  'vault_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Restrict: a client who still has items in the vault cannot be deleted.
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category').$type<VaultCategory>().notNull().default('other'),
    security_level: text('security_level').$type<SecurityLevel>().notNull().default('standard'),
    location_code: text('location_code'),
    value: money('value'),
    date_stored: timestamptz('date_stored').notNull().defaultNow(),
    last_accessed: timestamptz('last_accessed'),
    /** When a release took it out of the vault (decision 069): kept, with its history, never deleted. */
    released_at: timestamptz('released_at'),
    /** The item of another organisation this one was transferred from (decision 071). */
    transferred_from_item_id: uuid('transferred_from_item_id').references(
      (): AnyPgColumn => vaultItems.id,
    ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    oneOf('vault_items_category_check', table.category, VAULT_CATEGORIES),
    oneOf('vault_items_security_level_check', table.security_level, SECURITY_LEVELS),
    index('vault_items_client_created_idx').on(table.client_id, table.created_at.desc()),
    index('vault_items_created_idx').on(table.created_at.desc()),
    // Keyset pages of the admin list sorted by these columns (decision 036).
    index('vault_items_name_id_idx').on(table.name, table.id),
    index('vault_items_category_id_idx').on(table.category, table.id),
    index('vault_items_security_level_id_idx').on(table.security_level, table.id),
    index('vault_items_date_stored_id_idx').on(table.date_stored, table.id),
    // The few released items, left out of what the overview and Analytics say we hold.
    index('vault_items_released_idx')
      .on(table.released_at)
      .where(sql`${table.released_at} is not null`),
  ],
);
