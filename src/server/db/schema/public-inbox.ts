import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SERVICE_TYPES } from '#shared/contact';
import { createdAt, oneOf, timestamptz } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    service_type: text('service_type').notNull().default('general'),
    ip_address: text('ip_address'),
    created_at: createdAt(),
  },
  (table) => [
    oneOf('contact_messages_service_type_check', table.service_type, SERVICE_TYPES),
    index('contact_messages_created_idx').on(table.created_at.desc()),
  ],
);

/** Double opt-in: a subscription counts once confirmed_at is set by the e-mailed link. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    confirmation_token: text('confirmation_token').notNull().unique(),
    confirmed_at: timestamptz('confirmed_at'),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex('newsletter_email_lower_key').on(sql`lower(${table.email})`)],
);
