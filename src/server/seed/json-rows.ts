import type { Role } from '#shared/roles';
import type { auditEvents, clients, shipments, shipmentUpdates, vaultItems } from '../db/schema';

/**
 * Rows as the seeds build them in memory and insert them as JSON (insert-json.ts): the database's
 * column names, timestamps as ISO strings.
 */
type JsonRow<Row> = {
  [Column in keyof Row]: Row[Column] extends Date
    ? string
    : Row[Column] extends Date | null
      ? string | null
      : Row[Column];
};

export type ClientRow = JsonRow<
  Omit<
    typeof clients.$inferSelect,
    'profile_image_url' | 'dual_control' | 'dual_control_booking_threshold'
  >
>;
export type ShipmentRow = JsonRow<typeof shipments.$inferSelect>;
// Not in the ledger when inserted: the seed's backfill appends them after (decision 074).
export type ShipmentUpdateRow = JsonRow<Omit<typeof shipmentUpdates.$inferSelect, 'in_ledger'>>;
export type VaultItemRow = JsonRow<typeof vaultItems.$inferSelect>;
export type AuditRow = JsonRow<typeof auditEvents.$inferSelect>;

// better-auth's tables name their properties in camelCase: these are their columns.

export type UserRow = {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  role: Role;
  first_name: string;
  last_name: string;
  /** Only the demo staff, enrolled at the seed (demo-staff.ts); absent is false. */
  two_factor_enabled?: boolean;
  created_at: string;
  updated_at: string;
};

type AccountRow = {
  id: string;
  account_id: string;
  provider_id: 'credential';
  user_id: string;
  password: string;
  created_at: string;
  updated_at: string;
};

/** A sign-in account as generated: its password hash is added when the rows go in. */
export type CredentialRow = Omit<AccountRow, 'password'>;
