import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { SESSION_IDLE_TIMEOUT_SECONDS, TWO_FACTOR_REQUIRED_CODE } from '#shared/auth';
import type { Role } from '#shared/roles';
import { sessions } from '../db/schema';
import { AppError } from '../core/errors';
import type { AppEnv } from '../core/context';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  image: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
};

export type CurrentSession = {
  session: { id: string; expiresAt: Date; createdAt: Date; updatedAt: Date };
  user: SessionUser;
};

declare module '../core/context' {
  interface RequestVariables {
    /** Resolved once per request by resolveSession: undefined until asked, null when signed out. */
    currentSession: CurrentSession | null | undefined;
  }
}

/** Activity is written at most this often, so a busy page does not write on every request. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/**
 * The signed-in user of this request, or null. Ends a session idle for 30 minutes (DESIGN.md §6);
 * better-auth already ends it at its absolute expiry. Cached per request.
 */
export async function resolveSession<Env extends AppEnv>(
  c: Context<Env>,
): Promise<CurrentSession | null> {
  const cached = c.get('currentSession');
  if (cached !== undefined) return cached;
  const { auth, db } = c.get('deps');
  const found = await auth.api.getSession({ headers: c.req.raw.headers });
  let current: CurrentSession | null = null;
  if (found) {
    const idleMs = Date.now() - new Date(found.session.updatedAt).getTime();
    if (idleMs > SESSION_IDLE_TIMEOUT_SECONDS * 1000) {
      await db.delete(sessions).where(eq(sessions.id, found.session.id));
    } else {
      if (idleMs > ACTIVITY_WRITE_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ updatedAt: new Date() })
          .where(eq(sessions.id, found.session.id));
      }
      const user = found.user as typeof found.user & Partial<SessionUser>;
      current = {
        session: found.session,
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role === 'admin' ? 'admin' : 'client', // better-auth types additional fields as string
          firstName: user.firstName ?? null,
          lastName: user.lastName ?? null,
          image: user.image ?? null,
          emailVerified: user.emailVerified,
          twoFactorEnabled: user.twoFactorEnabled === true,
        },
      };
    }
  }
  c.set('currentSession', current);
  return current;
}

/** The signed-in user, or a 401. */
export async function requireSession<Env extends AppEnv>(c: Context<Env>): Promise<CurrentSession> {
  const current = await resolveSession(c);
  if (!current) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return current;
}

/**
 * The signed-in administrator with two-factor sign-in on, or a 401/403. An administrator without
 * it gets TWO_FACTOR_REQUIRED, on which the web sends them to enrol (ASVS 5.0 V6.3.3).
 */
export async function requireAdmin<Env extends AppEnv>(c: Context<Env>): Promise<CurrentSession> {
  const current = await requireSession(c);
  if (current.user.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'You do not have the required administrative privileges.');
  }
  if (!current.user.twoFactorEnabled) {
    throw new AppError(
      TWO_FACTOR_REQUIRED_CODE,
      'Set up two-factor sign-in to use the admin area.',
    );
  }
  return current;
}
