import { eq } from 'drizzle-orm';
import type { Account } from '#shared/account';
import type { SessionUser } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** The signed-in account as every answer shows a user (snake_case), with its admin request. */
export async function getAccount({
  db,
  user,
}: {
  db: DbOrTx;
  user: SessionUser;
}): Promise<Account> {
  const [row] = await db
    .select({ adminRequestedAt: users.adminRequestedAt })
    .from(users)
    .where(eq(users.id, user.id));
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    image: user.image,
    email_verified: user.emailVerified,
    two_factor_enabled: user.twoFactorEnabled,
    admin_requested_at: row?.adminRequestedAt?.toISOString() ?? null,
  };
}
