import { eq } from 'drizzle-orm';
import type { PasswordOwner } from '#shared/password-policy';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The account a password reset link belongs to, read without consuming the link (better-auth
 * consumes it when the password is set); null when the link is unknown or expired, which
 * better-auth then answers itself.
 */
export async function resetTokenOwner(input: {
  auth: Auth;
  db: Db;
  token: string;
}): Promise<PasswordOwner | null> {
  const { internalAdapter } = await input.auth.$context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${input.token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  const [user] = await input.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, verification.value));
  return user ? { email: user.email, names: [user.firstName, user.lastName] } : null;
}
