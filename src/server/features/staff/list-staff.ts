import { asc, sql } from 'drizzle-orm';
import type { StaffMember } from '#shared/admin/staff';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { isStaff, staffColumns, toStaffMember } from './staff-member';

/**
 * Every staff account, active first, then by name. A company's staff are tens of people, so the
 * list is whole; the partial index user_staff_idx finds them among the clients' accounts.
 */
export async function listStaff({ db }: { db: Db }): Promise<StaffMember[]> {
  const rows = await db
    .select(staffColumns)
    .from(users)
    .where(isStaff)
    .orderBy(sql`${users.deactivatedAt} is not null`, asc(users.name), asc(users.id));
  return rows.map(toStaffMember);
}
