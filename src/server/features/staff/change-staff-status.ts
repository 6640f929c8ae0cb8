import { eq } from 'drizzle-orm';
import type { StaffMember } from '#shared/admin/staff';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { findStaffMember, lockStaffChanges, staffTarget } from './staff-member';

const CHANGES = {
  deactivate: {
    ownMessage: 'You cannot deactivate your own account.',
    action: 'staff_deactivated',
  },
  reactivate: {
    ownMessage: 'You cannot reactivate your own account.',
    action: 'staff_reactivated',
  },
} as const;

export type StaffStatusChange = keyof typeof CHANGES;

/**
 * Deactivate: the account signs in no more, and its sessions end in the same transaction, so an
 * open page's next request is answered 401 (decision 062). Reactivate: it may sign in again, its
 * role as it was. Nothing of its history is removed; an account already so writes nothing.
 */
export async function changeStaffStatus({
  db,
  userId,
  change,
  admin,
  origin,
}: StaffChange & { db: Db; userId: string; change: StaffStatusChange }): Promise<StaffMember> {
  const { ownMessage, action } = CHANGES[change];
  return db.transaction(async (tx) => {
    await lockStaffChanges(tx, admin.id);
    const target = await staffTarget(tx, { actorId: admin.id, targetId: userId, ownMessage });
    const deactivating = change === 'deactivate';
    if ((target.status === 'deactivated') === deactivating) return target;
    await tx
      .update(users)
      .set({ deactivatedAt: deactivating ? new Date() : null })
      .where(eq(users.id, userId));
    if (deactivating) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordStaffChange(tx, {
      admin,
      origin,
      action,
      entity: { type: 'staff', id: userId, label: target.email },
    });
    return findStaffMember(tx, userId);
  });
}
