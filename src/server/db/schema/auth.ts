import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PasskeyDeviceType } from '#shared/passkeys';
import { ROLES, type Role } from '#shared/roles';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';

/** better-auth's tables, with the user's role and names as additional fields. */
export const users = pgTable(
  'user',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').$type<Role>().notNull().default('client'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    adminRequestedAt: timestamptz('admin_requested_at'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** When "This wasn't me" last secured the account: every link issued before it is spent. */
    accountSecuredAt: timestamptz('account_secured_at'),
    /** When an administrator deactivated this staff account: it signs in no more (decision 062). */
    deactivatedAt: timestamptz('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('user_email_lower_key').on(sql`lower(${table.email})`),
    oneOf('user_role_check', table.role, ROLES),
    // The Staff page lists the few accounts that are not clients' among all of them.
    index('user_staff_idx')
      .on(table.name)
      .where(sql`${table.role} <> 'client'`),
    index('user_admin_requested_idx')
      .on(table.adminRequestedAt)
      .where(sql`${table.adminRequestedAt} is not null`),
  ],
);

export const sessions = pgTable(
  'session',
  {
    id: uuid('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** When its owner last proved who they are again (password or passkey) inside this session. */
    reauthenticatedAt: timestamptz('reauthenticated_at'),
    /**
     * The client organisation this session works in, when its user belongs to more than one. No
     * foreign key: the session lookup reads it through the user's memberships, so an organisation
     * the user has left is ignored there (decision 063).
     */
    clientId: uuid('client_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('session_user_idx').on(table.userId)],
);

export const accounts = pgTable(
  'account',
  {
    id: uuid('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verification',
  {
    id: uuid('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/**
 * better-auth's twoFactor plugin: the TOTP secret (encrypted with the auth secret), the backup
 * codes (a JSON list of argon2id hashes, ADR 034), whether enrolment was confirmed with a code,
 * and the per-account lockout after wrong codes. One row per user.
 */
export const twoFactors = pgTable('two_factor', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamptz('locked_until'),
});

/**
 * TOTP codes already accepted, so a code works once (ASVS V6.5.1): a row is claimed before the code
 * is checked and kept for the code's whole validity (the step before, its own and the one after).
 * The code is kept as an HMAC, never as it was typed.
 */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.codeHash] }),
    index('used_totp_codes_used_at_idx').on(table.usedAt),
  ],
);

/**
 * WebAuthn credentials (passkeys): the public key and its signature counter, from
 * @simplewebauthn/server's registration. A sign-in with one is a sign-in of its own.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The authenticator's credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    /** Transports the browser reported (usb, internal, hybrid...), to offer it again. */
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'singleDevice' or 'multiDevice' (synced), and whether it is backed up. */
    deviceType: text('device_type').$type<PasskeyDeviceType>().notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);
