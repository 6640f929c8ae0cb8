import { asc, eq, inArray } from 'drizzle-orm';
import type { CourierName } from '#shared/admin/dispatch';
import type { DbOrTx } from '../../db/client';
import { crewMembers, users } from '../../db/schema';

/** The couriers of each crew asked for, by name, in one query. */
export async function membersOf(
  db: DbOrTx,
  crewIds: readonly string[],
): Promise<Map<string, CourierName[]>> {
  const members = new Map<string, CourierName[]>();
  if (crewIds.length === 0) return members;
  const rows = await db
    .select({ crew_id: crewMembers.crew_id, id: users.id, name: users.name, email: users.email })
    .from(crewMembers)
    .innerJoin(users, eq(users.id, crewMembers.courier_id))
    .where(inArray(crewMembers.crew_id, [...crewIds]))
    .orderBy(asc(users.name), asc(users.id));
  for (const { crew_id, ...member } of rows) {
    members.set(crew_id, [...(members.get(crew_id) ?? []), member]);
  }
  return members;
}
