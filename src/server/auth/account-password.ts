import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts } from '../db/schema';
import { verifyPassword } from './password';

/** The account's password row: better-auth's credential account of the user. */
export function credentialOf(userId: string) {
  return and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'));
}

/** Whether `password` is the account's own: false for an account that has none (passkeys only). */
export async function isAccountPassword(
  db: DbOrTx,
  userId: string,
  password: string,
): Promise<boolean> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(credentialOf(userId));
  return credential?.hash ? verifyPassword({ hash: credential.hash, password }) : false;
}
