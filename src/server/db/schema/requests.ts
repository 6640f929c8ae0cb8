import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  RELEASE_METHODS,
  REQUEST_KINDS,
  REQUEST_SIDES,
  REQUEST_STATES,
  type ReleaseMethod,
  type RequestKind,
  type RequestSide,
  type RequestState,
} from '#shared/requests';
import type { QuoteFacts } from '#shared/quote';
import { SECURITY_LEVELS, type SecurityLevel } from '#shared/security-level';
import type { IdType } from '#shared/visits';
import { users } from './auth';
import { clients } from './clients';
import { createdAt, money, oneOf, timestamptz, updatedAt } from './columns';
import { shipments } from './shipments';
import { vaultItems } from './vault-items';

/**
 * What a client organisation asks of us (decision 067): one row per request whatever its kind,
 * with the kind's details in a table of its own. Nothing is deleted; its history is the audit.
 */
export const clientRequests = pgTable(
  'client_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** REQ-<year>-<six digits>, from document_sequences: no number used twice. */
    number: text('number').notNull().unique(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RequestKind>().notNull(),
    state: text('state').$type<RequestState>().notNull(),
    requested_by_user_id: uuid('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Made once per form by the asker's page: the same key again is the same request. */
    idempotency_key: uuid('idempotency_key').notNull(),
    decline_reason: text('decline_reason'),
    /** The shipment a booking became once we accepted it. */
    shipment_id: uuid('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    expires_at: timestamptz('expires_at').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    oneOf('client_requests_kind_check', table.kind, REQUEST_KINDS),
    oneOf('client_requests_state_check', table.state, REQUEST_STATES),
    uniqueIndex('client_requests_idempotency_key').on(table.client_id, table.idempotency_key),
    index('client_requests_client_created_idx').on(table.client_id, table.created_at.desc()),
    index('client_requests_created_idx').on(table.created_at.desc()),
    index('client_requests_state_created_idx').on(table.state, table.created_at.desc()),
    index('client_requests_kind_created_idx').on(table.kind, table.created_at.desc()),
    // The expiry sweep reads only what still waits.
    index('client_requests_open_expiry_idx')
      .on(table.expires_at)
      .where(sql`${table.state} in ('awaiting_client', 'awaiting_recipient', 'awaiting_staff')`),
  ],
);

/** A booking's details and the price quoted for them. */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    request_id: uuid('request_id')
      .primaryKey()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    pickup_address: text('pickup_address').notNull(),
    pickup_city: text('pickup_city').notNull(),
    delivery_address: text('delivery_address').notNull(),
    delivery_city: text('delivery_city').notNull(),
    contents: text('contents').notNull(),
    weight_kg: numeric('weight_kg', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    dimensions_cm: text('dimensions_cm'),
    declared_value: money('declared_value').notNull(),
    security_level: text('security_level').$type<SecurityLevel>().notNull(),
    pickup_from: timestamptz('pickup_from').notNull(),
    pickup_until: timestamptz('pickup_until').notNull(),
    quoted_price: money('quoted_price').notNull(),
  },
  (table) => [
    oneOf('booking_requests_security_level_check', table.security_level, SECURITY_LEVELS),
  ],
);

/** Who approved a request, on which side: a person approves one request once. */
export const requestApprovals = pgTable(
  'request_approvals',
  {
    request_id: uuid('request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').$type<RequestSide>().notNull(),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.request_id, table.user_id] }),
    oneOf('request_approvals_side_check', table.side, REQUEST_SIDES),
  ],
);

/**
 * The last number drawn of each numbered document per year: drawn by an upsert that locks the
 * row, so concurrent draws queue and no number is skipped or used twice.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    name: text('name').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.year] })],
);

/**
 * The signed quote of a booking (decision 068): issued with the request, its facts and signature
 * never change, so it verifies on its own whatever becomes of the request.
 */
export const quotes = pgTable('quotes', {
  id: uuid('id').primaryKey(),
  request_id: uuid('request_id')
    .notNull()
    .unique()
    .references(() => clientRequests.id, { onDelete: 'cascade' }),
  issued_at: timestamptz('issued_at').notNull(),
  facts: jsonb('facts').$type<QuoteFacts>().notNull(),
  signature: text('signature').notNull(),
});

/**
 * A release's details (decision 069): how its items leave, when, and how many of our staff must
 * approve it, fixed when it was asked from the items' worth and the Settings threshold.
 */
export const releaseRequests = pgTable(
  'release_requests',
  {
    request_id: uuid('request_id')
      .primaryKey()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    method: text('method').$type<ReleaseMethod>().notNull(),
    release_on: timestamptz('release_on').notNull(),
    collector_name: text('collector_name'),
    delivery_address: text('delivery_address'),
    delivery_city: text('delivery_city'),
    /** The organisation a transfer hands the items to (decision 071). */
    to_client_id: uuid('to_client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** When a transfer was put before its receiving organisation, which may read it from then on. */
    offered_at: timestamptz('offered_at'),
    total_value: money('total_value').notNull(),
    staff_approvals_needed: integer('staff_approvals_needed').notNull(),
  },
  (table) => [
    oneOf('release_requests_method_check', table.method, RELEASE_METHODS),
    // The receiving organisation's list of the transfers offered to it.
    index('release_requests_offered_to_idx')
      .on(table.to_client_id)
      .where(sql`${table.offered_at} is not null`),
  ],
);

/** The items a release takes out; an item is in at most one open release (checked under lock). */
export const releaseItems = pgTable(
  'release_items',
  {
    request_id: uuid('request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    item_id: uuid('item_id')
      .notNull()
      .references(() => vaultItems.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.request_id, table.item_id] }),
    index('release_items_item_idx').on(table.item_id),
  ],
);

/**
 * A visit's details (decision 070): the day and hour on the vault's clock, the people coming and
 * their ID, and the code checked at the desk, made when it is asked and shown once confirmed.
 * The slot index counts a day's visits per hour under the slot's lock.
 */
export const visitRequests = pgTable(
  'visit_requests',
  {
    request_id: uuid('request_id')
      .primaryKey()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    visit_on: date('visit_on', { mode: 'string' }).notNull(),
    hour: integer('hour').notNull(),
    visitors: jsonb('visitors').$type<{ name: string; id_type: IdType }[]>().notNull(),
    code: text('code').notNull(),
    checked_in_at: timestamptz('checked_in_at'),
    checked_in_by: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('visit_requests_code_idx').on(table.code),
    index('visit_requests_slot_idx').on(table.visit_on, table.hour),
  ],
);

/** The items to be brought to a visit's viewing room. */
export const visitItems = pgTable(
  'visit_items',
  {
    request_id: uuid('request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    item_id: uuid('item_id')
      .notNull()
      .references(() => vaultItems.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.request_id, table.item_id] }),
    index('visit_items_item_idx').on(table.item_id),
  ],
);
