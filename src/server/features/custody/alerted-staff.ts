import { and, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** Who among our staff is alerted of custody going wrong: those who run the shipments. */
const ALERTED_STAFF_ROLES = ['operations', 'admin'] as const;

/** The active Operations and Administrators, to be told of a custody alert (decision 072). */
export async function alertedStaff(tx: DbOrTx): Promise<string[]> {
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...ALERTED_STAFF_ROLES]), isNull(users.deactivatedAt)));
  return staff.map((member) => member.id);
}
