import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  ISSUE_AUTHOR_ROLES,
  ISSUE_CATEGORIES,
  ISSUE_STATUSES,
  type IssueAuthorRole,
  type IssueCategory,
  type IssueStatus,
} from '#shared/issue';
import { users } from './auth';
import { clients } from './clients';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';
import { shipments } from './shipments';

/**
 * Problems a client reports on a shipment. Set null on the shipment and the client:
 * the ticket and its thread stay on record, with the tracking number copied in.
 */
export const issues = pgTable(
  'issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipment_id: uuid('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    tracking_number: text('tracking_number').notNull(),
    client_id: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    reporter_user_id: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').$type<IssueCategory>().notNull(),
    description: text('description').notNull(),
    status: text('status').$type<IssueStatus>().notNull().default('open'),
    assignee_user_id: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolved_at: timestamptz('resolved_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    oneOf('issues_category_check', table.category, ISSUE_CATEGORIES),
    oneOf('issues_status_check', table.status, ISSUE_STATUSES),
    index('issues_status_created_idx').on(table.status, table.created_at.desc()),
    index('issues_created_idx').on(table.created_at.desc()),
    index('issues_client_created_idx').on(table.client_id, table.created_at.desc()),
    index('issues_assignee_idx').on(table.assignee_user_id),
    index('issues_shipment_idx').on(table.shipment_id),
  ],
);

/** The thread of an issue: the client's report and messages, and staff replies. */
export const issueMessages = pgTable(
  'issue_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issue_id: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    author_user_id: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    author_role: text('author_role').$type<IssueAuthorRole>().notNull(),
    body: text('body').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    oneOf('issue_messages_author_role_check', table.author_role, ISSUE_AUTHOR_ROLES),
    index('issue_messages_issue_created_idx').on(table.issue_id, table.created_at),
  ],
);
