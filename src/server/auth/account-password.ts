import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts } from '../db/schema';
import { verifyPassword } from './password';

/** Whether `password` is the account's own: false for an account that has none (passkeys only). */
export async function isAccountPassword(
  db: DbOrTx,
  userId: string,
  password: string,
): Promise<boolean> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return credential?.hash ? verifyPassword({ hash: credential.hash, password }) : false;
}
