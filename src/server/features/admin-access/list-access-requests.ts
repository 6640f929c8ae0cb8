import { asc, eq, isNotNull, and } from 'drizzle-orm';
import type { AccessRequest } from '#shared/admin/access-requests';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** Accounts that chose "Admin" at sign-up and still wait for an administrator's decision. */
export async function listAccessRequests({ db }: { db: DbOrTx }): Promise<AccessRequest[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      requested_at: users.adminRequestedAt,
    })
    .from(users)
    .where(and(isNotNull(users.adminRequestedAt), eq(users.role, 'client')))
    .orderBy(asc(users.adminRequestedAt));
  // The condition keeps only requests, so every row has its time; the check tells the compiler.
  return rows.flatMap(({ requested_at, ...request }) =>
    requested_at ? [{ ...request, requested_at: requested_at.toISOString() }] : [],
  );
}
