import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

export const appSettings = pgTable('app_settings', {
  setting_key: text('setting_key').primaryKey(),
  setting_value: text('setting_value').notNull(),
  updated_at: updatedAt(),
});
