import type { SessionUser } from '../../auth/session';
import { AppError } from '../../core/errors';

/** The signed-in user as the portal's business functions need them. */
export type PortalUser = Pick<SessionUser, 'id' | 'email' | 'clientId'>;

/**
 * The client record of a signed-in user: its id is the user's id, and it is always taken from the
 * session, never from the request (decision 020); the session's lookup reads it (decision 060).
 * An account without one (an administrator) gets the spec's message for the screen it opened.
 */
export function requireClientOf(user: PortalUser, missingMessage: string): string {
  if (!user.clientId) throw new AppError('NOT_FOUND', missingMessage);
  return user.clientId;
}
