import { eq } from 'drizzle-orm';
import type { StaffMember } from '#shared/admin/staff';
import type { StaffRole } from '#shared/roles';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { findStaffMember, lockStaffChanges, staffTarget } from './staff-member';

/**
 * A staff member's new role, in force at their next request (the session reads the role with
 * itself). Nobody changes their own: an Administrator cannot leave the company without one.
 * The same role again writes nothing, as a request sent twice must.
 */
export async function changeStaffRole({
  db,
  userId,
  role,
  admin,
  origin,
}: StaffChange & { db: Db; userId: string; role: StaffRole }): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    await lockStaffChanges(tx, admin.id);
    const target = await staffTarget(tx, {
      actorId: admin.id,
      targetId: userId,
      ownMessage: 'You cannot change your own role.',
    });
    if (target.role === role) return target;
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'staff_role_changed',
      entity: { type: 'staff', id: userId, label: target.email },
      details: { from: target.role, to: role },
    });
    return findStaffMember(tx, userId);
  });
}
