import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLIENT_ROLES, type ClientRole } from '#shared/client-roles';
import { users } from './auth';
import { createdAt, money, oneOf, timestamptz, updatedAt } from './columns';

/**
 * A client organisation's record (decision 063): its id is the id of the account that opened it,
 * and its people are its client_members.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone: text('phone'),
    company: text('company'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    country: text('country'),
    profile_image_url: text('profile_image_url'),
    next_of_kin_name: text('next_of_kin_name'),
    next_of_kin_email: text('next_of_kin_email'),
    next_of_kin_phone: text('next_of_kin_phone'),
    /**
     * The organisation's four-eyes rule (decision 067): null until an owner chooses, when it follows
     * the number of Owners and Approvers; bookings above the threshold need a second person.
     */
    dual_control: boolean('dual_control'),
    dual_control_booking_threshold: money('dual_control_booking_threshold').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex('clients_email_lower_key').on(sql`lower(${table.email})`),
    index('clients_last_name_idx').on(table.last_name, table.first_name),
    index('clients_created_at_idx').on(table.created_at.desc()),
    // Keyset pages of the admin list sorted by these columns (decision 036).
    index('clients_last_name_id_idx').on(table.last_name, table.id),
    index('clients_email_id_idx').on(table.email, table.id),
    index('clients_company_id_idx').on(table.company, table.id),
    index('clients_country_id_idx').on(table.country, table.id),
  ],
);

/** The people of a client organisation, each with one role (decision 063). */
export const clientMembers = pgTable(
  'client_members',
  {
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ClientRole>().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.client_id, table.user_id] }),
    oneOf('client_members_role_check', table.role, CLIENT_ROLES),
    // The session lookup finds a user's organisations on every request.
    index('client_members_user_idx').on(table.user_id, table.created_at),
  ],
);

/**
 * An invitation to join a client organisation (decision 064): only the hash of its token is kept,
 * as for every link we mail. At most one is open per address and organisation.
 */
export const clientInvitations = pgTable(
  'client_invitations',
  {
    id: uuid('id').primaryKey(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<ClientRole>().notNull(),
    token_hash: text('token_hash').notNull(),
    invited_by_user_id: uuid('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expires_at: timestamptz('expires_at').notNull(),
    accepted_at: timestamptz('accepted_at'),
    revoked_at: timestamptz('revoked_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex('client_invitations_token_hash_key').on(table.token_hash),
    oneOf('client_invitations_role_check', table.role, CLIENT_ROLES),
    uniqueIndex('client_invitations_open_email_key')
      .on(table.client_id, sql`lower(${table.email})`)
      .where(sql`${table.accepted_at} is null and ${table.revoked_at} is null`),
    index('client_invitations_client_created_idx').on(table.client_id, table.created_at.desc()),
  ],
);
