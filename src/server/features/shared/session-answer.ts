import { roleOf } from '#shared/roles';
import type { Session, SessionUser } from '#shared/session';
import type { CurrentSession } from '../../auth/session';

/** A user record as better-auth or resolveSession hold it (camelCase, role typed as text). */
type AuthUser = {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  image?: string | null;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
};

/** The user as every answer shows them: snake_case, only what the web needs. */
export function sessionUserAnswer(user: AuthUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: roleOf(user.role),
    first_name: user.firstName ?? null,
    last_name: user.lastName ?? null,
    image: user.image ?? null,
    email_verified: user.emailVerified,
    two_factor_enabled: user.twoFactorEnabled === true,
  };
}

export function sessionAnswer(current: CurrentSession | null): Session | null {
  if (!current) return null;
  return {
    session: { expires_at: new Date(current.session.expiresAt).toISOString() },
    user: sessionUserAnswer(current.user),
    organisation:
      current.user.clientId && current.user.clientRole
        ? { id: current.user.clientId, role: current.user.clientRole }
        : null,
  };
}
