import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, timestamptz, updatedAt } from './columns';

/**
 * Our vehicles (decision 072), kept in Settings. A retired vehicle stays on record for the
 * shipments and handoffs that name it, and is offered no more.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registration: text('registration').notNull(),
    description: text('description'),
    retired_at: timestamptz('retired_at'),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex('vehicles_registration_key').on(sql`upper(${table.registration})`)],
);

/** A crew of one or more Couriers, who see and hand over the shipments given to it. */
export const crews = pgTable(
  'crews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [uniqueIndex('crews_name_key').on(sql`lower(${table.name})`)],
);

/** A courier rides with one crew at a time. */
export const crewMembers = pgTable(
  'crew_members',
  {
    crew_id: uuid('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    courier_id: uuid('courier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.crew_id, table.courier_id] }),
    uniqueIndex('crew_members_courier_key').on(table.courier_id),
    index('crew_members_crew_idx').on(table.crew_id),
  ],
);
