import { and, eq } from 'drizzle-orm';
import { SESSION_IDLE_TIMEOUT_SECONDS } from '#shared/auth';
import type { DbOrTx } from '../../db/client';
import { clientMembers, sessions } from '../../db/schema';

/**
 * Whether a stream's session still stands: not signed out or revoked (the row is gone), not past
 * its expiry, and not idle past the timeout. An open stream is not activity, so it never keeps a
 * session alive on its own.
 */
export async function sessionStands(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [session] = await db
    .select({ expiresAt: sessions.expiresAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session) return false;
  const now = Date.now();
  return (
    session.expiresAt.getTime() > now &&
    now - session.updatedAt.getTime() <= SESSION_IDLE_TIMEOUT_SECONDS * 1000
  );
}

/** Whether the account is still a person of the organisation a stream was opened for. */
export async function isMember(db: DbOrTx, userId: string, clientId: string): Promise<boolean> {
  const [member] = await db
    .select({ role: clientMembers.role })
    .from(clientMembers)
    .where(and(eq(clientMembers.user_id, userId), eq(clientMembers.client_id, clientId)));
  return member !== undefined;
}
