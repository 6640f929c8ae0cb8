import { createHmac } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { TOTP_CODE_VALIDITY_SECONDS } from '../../auth/totp';
import type { Db } from '../../db/client';
import { usedTotpCodes } from '../../db/schema';

/** Keeps these hashes apart from anything else keyed with the app's secret. */
const PURPOSE = 'otc:used-totp-code:v1';

/** A code claimed for one verification; released when the code turned out not to pass. */
type TotpClaim = { release: () => Promise<void> };

/** What is stored of a code: an HMAC keyed with the auth secret, never the code itself. */
function codeHashOf(secret: string, userId: string, code: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(`${userId}.${code}`).digest('hex');
}

/**
 * Claims a TOTP code for one verification before better-auth checks it, so a code works once
 * (ASVS V6.5.1): null when the account already used the same code within its validity. The primary
 * key (user, code hash) decides between simultaneous requests, so only one of them gets the claim.
 * Claims older than a code's validity can no longer match an acceptable code and are dropped.
 */
export async function claimTotpCode({
  db,
  secret,
  userId,
  code,
}: {
  db: Db;
  secret: string;
  userId: string;
  code: string;
}): Promise<TotpClaim | null> {
  const now = Date.now();
  await db
    .delete(usedTotpCodes)
    .where(lt(usedTotpCodes.usedAt, new Date(now - TOTP_CODE_VALIDITY_SECONDS * 1000)));
  const codeHash = codeHashOf(secret, userId, code);
  const claimed = await db
    .insert(usedTotpCodes)
    .values({ userId, codeHash, usedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ userId: usedTotpCodes.userId });
  if (claimed.length === 0) return null;
  return {
    release: async () => {
      await db
        .delete(usedTotpCodes)
        .where(and(eq(usedTotpCodes.userId, userId), eq(usedTotpCodes.codeHash, codeHash)));
    },
  };
}
