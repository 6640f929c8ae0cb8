import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AccountSession } from '#shared/account-session';
import { SESSION_IDLE_TIMEOUT_SECONDS } from '#shared/auth';
import { describeUserAgent } from '#shared/user-agent';
import { approximateLocation } from '../../audit/approximate-location';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

/**
 * An account's sessions that still work: not past their absolute expiry nor idle for 30 minutes
 * (auth/session.ts), the most recently active first. The token is never selected.
 */
export async function activeSessionsOf(
  db: DbOrTx,
  userId: string,
  currentSessionId: string | null,
): Promise<AccountSession[]> {
  const now = Date.now();
  const rows = await db
    .select({
      id: sessions.id,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.updatedAt, new Date(now - SESSION_IDLE_TIMEOUT_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  return rows.map((row) => {
    const { browser, system } = describeUserAgent(row.userAgent);
    return {
      id: row.id,
      browser,
      system,
      place: approximateLocation(row.ipAddress) ?? 'Unknown',
      ip_address: row.ipAddress,
      created_at: row.createdAt.toISOString(),
      last_active: row.updatedAt.toISOString(),
      current: row.id === currentSessionId,
    };
  });
}

/**
 * Ends sessions of one account by deleting their rows: each is refused on its very next request.
 * `only` ends that one session, `except` all but that one; the answer is how many ended.
 */
export async function endSessionsOf(
  tx: DbOrTx,
  userId: string,
  which: { only: string } | { except: string } | 'all',
): Promise<number> {
  const owned = eq(sessions.userId, userId);
  const where =
    which === 'all'
      ? owned
      : 'only' in which
        ? and(owned, eq(sessions.id, which.only))
        : and(owned, ne(sessions.id, which.except));
  const ended = await tx.delete(sessions).where(where).returning({ id: sessions.id });
  return ended.length;
}
