import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { users, verifications } from '../../db/schema';

const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists.';

/** A 409 on `email` when an account has this (lower-cased) address: an invitation opens a new one. */
export async function refuseTakenEmail(tx: DbOrTx, email: string): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (taken) {
    throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { fields: { email: EMAIL_TAKEN_MESSAGE } });
  }
}

/**
 * The link of an invitation to choose a password (decision 009): a password-reset token for the
 * new account, valid `validMs`, that better-auth redeems on /update-password.
 */
export async function choosePasswordLink(
  tx: DbOrTx,
  { userId, appUrl, validMs }: { userId: string; appUrl: string; validMs: number },
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.insert(verifications).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + validMs),
  });
  return `${appUrl}/update-password?token=${encodeURIComponent(token)}`;
}
