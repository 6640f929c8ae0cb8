import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bytea, createdAt } from './columns';

/** Re-encoded avatar images, served from the database at a stable URL. */
export const avatars = pgTable(
  'avatars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_user_id: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content_type: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    created_at: createdAt(),
  },
  (table) => [index('avatars_owner_idx').on(table.owner_user_id)],
);
