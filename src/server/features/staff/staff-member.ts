import { and, eq, ne, sql } from 'drizzle-orm';
import type { StaffMember } from '#shared/admin/staff';
import { isStaffRole, type StaffRole } from '#shared/roles';
import { STAFF_ACCESS } from '#shared/staff-access';
import { requireStaffRole } from '../../auth/session';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { lastSignedInAt } from '../shared/last-sign-in';

export const STAFF_NOT_FOUND = 'Staff member not found.';

/** A staff account as the Staff page lists it: its status and last sign-in come with it. */
export const staffColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  twoFactorEnabled: users.twoFactorEnabled,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
  // Written out whole: inside a subquery drizzle names columns without their table.
  hasPassword: sql<boolean>`exists (select 1 from "account" a where a.user_id = "user".id and a.provider_id = 'credential')`,
  lastSignedInAt,
};

type StaffRow = {
  id: string;
  email: string;
  name: string;
  role: string;
  twoFactorEnabled: boolean;
  deactivatedAt: Date | null;
  createdAt: Date;
  hasPassword: boolean;
  lastSignedInAt: Date | null;
};

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    status: row.deactivatedAt ? 'deactivated' : row.hasPassword ? 'active' : 'invited',
    two_factor_enabled: row.twoFactorEnabled,
    last_signed_in_at: row.lastSignedInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export const isStaff = ne(users.role, 'client');

/** One staff account as listed, or a 404: a client's id is no staff member's. */
export async function findStaffMember(db: DbOrTx, id: string): Promise<StaffMember> {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), isStaff));
  if (!row) throw new AppError('NOT_FOUND', STAFF_NOT_FOUND);
  return toStaffMember(row);
}

/**
 * Staff changes one at a time: every role change, deactivation and reactivation takes this lock
 * first, then finds its own author still an active Administrator. Two Administrators demoting or
 * deactivating each other at once therefore leave one of them, never none (decision 062).
 */
export async function lockStaffChanges(tx: DbOrTx, actorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('otc:staff-changes'))`);
  const [actor] = await tx
    .select({ role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, actorId));
  if (!actor || actor.deactivatedAt || !isStaffRole(actor.role)) {
    throw new AppError('FORBIDDEN', 'You do not have the required administrative privileges.');
  }
  // The same rule and refusal as the routes' guard, read again under the lock.
  requireStaffRole(actor.role, STAFF_ACCESS.staff.write);
}

/** The staff account a change is about, locked by lockStaffChanges, refusing the author's own. */
export async function staffTarget(
  tx: DbOrTx,
  { actorId, targetId, ownMessage }: { actorId: string; targetId: string; ownMessage: string },
): Promise<StaffMember> {
  const target = await findStaffMember(tx, targetId);
  if (targetId === actorId) throw new AppError('CONFLICT', ownMessage);
  return target;
}
