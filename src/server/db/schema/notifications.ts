import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/notification';
import { users } from './auth';
import { createdAt, oneOf, timestamptz } from './columns';

/** The portal bell's entries (decision 028). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    read_at: timestamptz('read_at'),
    created_at: createdAt(),
  },
  (table) => [
    oneOf('notifications_kind_check', table.kind, NOTIFICATION_KINDS),
    index('notifications_user_created_idx').on(table.user_id, table.created_at.desc()),
    index('notifications_user_unread_idx')
      .on(table.user_id)
      .where(sql`${table.read_at} is null`),
  ],
);

/** Which kinds a user wants by e-mail; no row means yes. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    email: boolean('email').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.kind] }),
    oneOf('notification_preferences_kind_check', table.kind, NOTIFICATION_KINDS),
  ],
);
