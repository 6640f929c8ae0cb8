import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import { twoFactorCookieName } from '../../auth/auth';
import { resolveSession } from '../../auth/session';
import type { AppEnv } from '../../core/context';
import { users, verifications } from '../../db/schema';

/** Whose second factor a /two-factor/* request is about, read before better-auth answers it. */
export type TwoFactorCaller = {
  userId: string;
  email: string;
  /** Whether the second factor was already on (so a passed code now finishes an enrolment). */
  enrolled: boolean;
  /** A sign-in waiting for its second factor, not a signed-in account. */
  signingIn: boolean;
};

/**
 * The signed-in account, or the one whose sign-in waits for its second factor: better-auth's
 * challenge cookie (signed with the auth secret) names a verification row that holds its user id.
 */
export async function twoFactorCallerOf(c: Context<AppEnv>): Promise<TwoFactorCaller | null> {
  const current = await resolveSession(c);
  if (current) {
    const { id, email, twoFactorEnabled } = current.user;
    return { userId: id, email, enrolled: twoFactorEnabled, signingIn: false };
  }
  const { config, db } = c.get('deps');
  const identifier = await getSignedCookie(
    c,
    config.authSecret,
    twoFactorCookieName(config.production),
  );
  if (!identifier) return null;
  const [found] = await db
    .select({ userId: users.id, email: users.email, enrolled: users.twoFactorEnabled })
    .from(verifications)
    .innerJoin(users, eq(sql`${users.id}::text`, verifications.value))
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())));
  return found ? { ...found, signingIn: true } : null;
}
