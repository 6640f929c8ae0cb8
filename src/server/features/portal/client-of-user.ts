import type { SessionUser } from '../../auth/session';
import { AppError } from '../../core/errors';

/** The signed-in user as the portal's business functions need them. */
export type PortalUser = Pick<SessionUser, 'id' | 'email' | 'clientId'>;

/**
 * The client organisation a signed-in user works in: always taken from the session, never from
 * the request (decisions 020 and 063); the session's lookup reads it (decision 060). An account in
 * none (staff) gets the spec's message for the screen it opened.
 */
export function requireClientOf(user: PortalUser, missingMessage: string): string {
  if (!user.clientId) throw new AppError('NOT_FOUND', missingMessage);
  return user.clientId;
}
