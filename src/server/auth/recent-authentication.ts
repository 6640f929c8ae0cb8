import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { REAUTHENTICATION_REQUIRED_CODE, REAUTHENTICATION_WINDOW_SECONDS } from '#shared/auth';
import type { AppEnv } from '../core/context';
import { AppError } from '../core/errors';
import type { DbOrTx } from '../db/client';
import { sessions } from '../db/schema';
import { requireSession, type CurrentSession } from './session';

/**
 * The signed-in user, who signed in or proved who they are again within the last 10 minutes; else
 * 403 REAUTHENTICATION_REQUIRED, on which the web asks for the password (or a passkey) and retries.
 * For credential changes and exports of client data (ASVS 5.0 V6.2.x, V7.5.x).
 */
export async function requireRecentAuthentication<Env extends AppEnv>(
  c: Context<Env>,
): Promise<CurrentSession> {
  const current = await requireSession(c);
  const { db } = c.get('deps');
  const [row] = await db
    .select({ createdAt: sessions.createdAt, reauthenticatedAt: sessions.reauthenticatedAt })
    .from(sessions)
    .where(eq(sessions.id, current.session.id));
  const provedAt = Math.max(row?.createdAt.getTime() ?? 0, row?.reauthenticatedAt?.getTime() ?? 0);
  if (Date.now() - provedAt > REAUTHENTICATION_WINDOW_SECONDS * 1000) {
    throw new AppError(
      REAUTHENTICATION_REQUIRED_CODE,
      'Please confirm it is you: enter your password again.',
    );
  }
  return current;
}

/** Records that the owner of this session has just proved who they are again. */
export async function markReauthenticated(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ reauthenticatedAt: new Date() })
    .where(eq(sessions.id, sessionId));
}
