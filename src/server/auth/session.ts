import { createHmac, timingSafeEqual } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { SESSION_IDLE_TIMEOUT_SECONDS, TWO_FACTOR_REQUIRED_CODE } from '#shared/auth';
import type { ClientRole } from '#shared/client-roles';
import { isStaffRole, roleOf, ROLE_LABELS, type Role, type StaffRole } from '#shared/roles';
import { clientMembers, sessions, users } from '../db/schema';
import { preparedStatement } from '../db/prepared';
import { AppError } from '../core/errors';
import type { AppEnv } from '../core/context';
import { sessionCookieName } from './auth';

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
  /**
   * The staff role in force: the user's staff role once their second factor is on, else null. A
   * staff member without it is no staff anywhere (decision 049): every check that gives staff
   * more than a client reads this or `staff`, never the stored role.
   */
  staffRole: StaffRole | null;
  /**
   * Whether this session sees every client's rows where a client sees their own: staff in force,
   * save the Courier, who sees only what is assigned to them (decision 061).
   */
  staff: boolean;
  /**
   * The client organisation this session works in (decision 063): the one the session chose, else
   * the user's first; null for an account in none (staff). Read with the session, so a portal
   * request needs no lookup of its own, and an organisation the user has left is gone at once.
   */
  clientId: string | null;
  /** The user's role in that organisation, null with it. */
  clientRole: ClientRole | null;
};

/** Who is asking, for an answer that staff may see whole and a client only for their own rows. */
export type Viewer = Pick<SessionUser, 'id' | 'staff' | 'clientId'>;

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
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** A signed cookie's value as better-call's signCookieValue writes it: the value, ".", base64 HMAC. */
const SIGNED_VALUE = /^(.+)\.([A-Za-z0-9+/]{43}=)$/;

/**
 * The session token in the request's session cookie, if its signature is right: what better-auth's
 * getSession reads (better-call's getSignedCookie: the first cookie of that name, quotes and
 * URL-encoding taken off, an HMAC-SHA256 of the token with the auth secret), checked with
 * node:crypto at once instead of WebCrypto's asynchronous verify.
 */
function signedSessionToken(cookieHeader: string | undefined, name: string, secret: string) {
  if (!cookieHeader) return null;
  let value: string | undefined;
  for (const part of cookieHeader.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt === -1 || part.slice(0, eqAt).trim() !== name) continue;
    value = part.slice(eqAt + 1).trim();
    break;
  }
  if (value === undefined) return null;
  if (value.startsWith('"')) value = value.slice(1, -1);
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      // better-call keeps a value it cannot decode as it is
    }
  }
  const parts = SIGNED_VALUE.exec(value);
  if (!parts) return null;
  const [, token, signature] = parts as unknown as [string, string, string];
  const expected = createHmac('sha256', secret).update(token).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'base64')) ? token : null;
}

/**
 * The session with its user and the organisation it works in, as a named prepared statement:
 * every signed-in request runs it (decisions 038 and 060). The organisation is one of the user's
 * memberships, the session's choice first, so a removed member's next request has none of it.
 */
const sessionLookup = preparedStatement('session_with_user', (db) => {
  const membership = db
    .select({ clientId: clientMembers.client_id, clientRole: clientMembers.role })
    .from(clientMembers)
    .where(eq(clientMembers.user_id, users.id))
    .orderBy(
      sql`${clientMembers.client_id} = ${sessions.clientId} desc nulls last`,
      asc(clientMembers.created_at),
      asc(clientMembers.client_id),
    )
    .limit(1)
    .as('membership');
  return db
    .select({
      session: {
        id: sessions.id,
        expiresAt: sessions.expiresAt,
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
      },
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        firstName: users.firstName,
        lastName: users.lastName,
        image: users.image,
        emailVerified: users.emailVerified,
        twoFactorEnabled: users.twoFactorEnabled,
      },
      deactivatedAt: users.deactivatedAt,
      clientId: membership.clientId,
      clientRole: membership.clientRole,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoinLateral(membership, sql`true`)
    .where(eq(sessions.token, sql.placeholder('token')));
});

/**
 * The session of the request's cookie with its user, in one statement: the rows better-auth's
 * getSession reads in two (decision 038).
 */
async function findSession<Env extends AppEnv>(c: Context<Env>) {
  const { config, db } = c.get('deps');
  const token = signedSessionToken(
    c.req.header('cookie'),
    sessionCookieName(config.production),
    config.authSecret,
  );
  if (token === null) return null;
  const [found] = await sessionLookup(db).execute({ token });
  if (!found) return null;
  // A deactivated account's sessions were ended with it; one that raced the deactivation is no more.
  if (found.deactivatedAt !== null) return null;
  // Past its absolute expiry the session is gone, as better-auth's getSession deletes it.
  if (found.session.expiresAt.getTime() < Date.now()) {
    await db.delete(sessions).where(eq(sessions.id, found.session.id));
    return null;
  }
  return found;
}

/**
 * The signed-in user of this request, or null. Ends a session idle for 30 minutes (decision 003)
 * or past its absolute expiry. Cached per request.
 */
export async function resolveSession<Env extends AppEnv>(
  c: Context<Env>,
): Promise<CurrentSession | null> {
  const cached = c.get('currentSession');
  if (cached !== undefined) return cached;
  const { db } = c.get('deps');
  const found = await findSession(c);
  let current: CurrentSession | null = null;
  if (found) {
    const idleMs = Date.now() - found.session.updatedAt.getTime();
    if (idleMs > SESSION_IDLE_TIMEOUT_SECONDS * 1000) {
      await db.delete(sessions).where(eq(sessions.id, found.session.id));
    } else {
      if (idleMs > ACTIVITY_WRITE_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ updatedAt: new Date() })
          .where(eq(sessions.id, found.session.id));
      }
      const { user, clientId, clientRole } = found;
      const role = roleOf(user.role);
      const staffRole = isStaffRole(role) && user.twoFactorEnabled ? role : null;
      current = {
        session: found.session,
        user: {
          ...user,
          role,
          staffRole,
          staff: staffRole !== null && staffRole !== 'courier',
          clientId,
          clientRole,
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

/** A staff member in force: their second factor is on. */
export type StaffUser = SessionUser & { staffRole: StaffRole };

const inForce = (user: SessionUser): user is StaffUser => user.staffRole !== null;

/**
 * The signed-in staff member with two-factor sign-in on, or a 401/403. Staff without it get
 * TWO_FACTOR_REQUIRED, on which the web sends them to enrol (ASVS 5.0 V6.3.3, decision 049).
 */
export async function requireStaff<Env extends AppEnv>(c: Context<Env>): Promise<StaffUser> {
  const { user } = await requireSession(c);
  if (!isStaffRole(user.role)) {
    throw new AppError('FORBIDDEN', 'You do not have the required administrative privileges.');
  }
  if (!inForce(user)) {
    throw new AppError(
      TWO_FACTOR_REQUIRED_CODE,
      'Set up two-factor sign-in to use the admin area.',
    );
  }
  return user;
}

/** A 403 unless the staff role in force is one the route admits (decision 061). */
export function requireStaffRole(staffRole: StaffRole, admitted: readonly StaffRole[]): void {
  if (!admitted.includes(staffRole)) {
    throw new AppError(
      'FORBIDDEN',
      `Your staff role, ${ROLE_LABELS[staffRole]}, does not allow this.`,
    );
  }
}
