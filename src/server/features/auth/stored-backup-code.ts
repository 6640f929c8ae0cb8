import { eq } from 'drizzle-orm';
import { rewriteBackupCodes, storedBackupCodeHashes } from '../../auth/backup-codes';
import { verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { twoFactors } from '../../db/schema';

/** What better-auth is given when the code matches no stored hash: it is in no list. */
export const NO_BACKUP_CODE = '';

/**
 * The stored hash a submitted backup code matches, which better-auth then finds in the list and
 * removes (its conditional update lets only one of two simultaneous uses through), or
 * NO_BACKUP_CODE. A row still holding codes encrypted the old way is rewritten as hashes first, so
 * an account enrolled before ADR 034 keeps its codes. A locked account is not worth the hashing:
 * better-auth refuses it whatever the code.
 */
export async function storedBackupCodeFor({
  db,
  secret,
  userId,
  code,
}: {
  db: Db;
  secret: string;
  userId: string;
  code: string;
}): Promise<string> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [row] = await db
      .select({ backupCodes: twoFactors.backupCodes, lockedUntil: twoFactors.lockedUntil })
      .from(twoFactors)
      .where(eq(twoFactors.userId, userId));
    if (!row || (row.lockedUntil && row.lockedUntil.getTime() > Date.now())) return NO_BACKUP_CODE;
    const stored = await storedBackupCodeHashes(row.backupCodes, secret);
    if (!stored) return NO_BACKUP_CODE;
    // Changed meanwhile (renewed, or rewritten by a simultaneous request): read it again.
    if (stored.legacy && !(await rewriteBackupCodes(db, { userId, ...row }, stored.hashes))) {
      continue;
    }
    const matches = await Promise.all(
      stored.hashes.map((hash) => verifyPassword({ hash, password: code })),
    );
    return stored.hashes[matches.indexOf(true)] ?? NO_BACKUP_CODE;
  }
  return NO_BACKUP_CODE;
}
