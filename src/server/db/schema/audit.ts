import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntityType } from '#shared/audit-action';
import { users } from './auth';
import { clients } from './clients';
import { createdAt } from './columns';

/** Who did what to which record, written in the same transaction as the change it records. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actor_user_id: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor_label: text('actor_label').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    entity_type: text('entity_type').$type<AuditEntityType>().notNull(),
    entity_id: text('entity_id'),
    entity_label: text('entity_label'),
    // Set null: the record of what happened outlives the client it was about.
    client_id: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    ip_address: text('ip_address'),
    user_agent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    created_at: createdAt(),
  },
  (table) => [
    index('audit_events_client_created_idx').on(table.client_id, table.created_at.desc()),
    index('audit_events_actor_created_idx').on(table.actor_user_id, table.created_at.desc()),
    index('audit_events_created_idx').on(table.created_at.desc()),
    // A request's history is read by its id (decision 067).
    index('audit_events_entity_idx').on(table.entity_type, table.entity_id, table.created_at),
  ],
);
