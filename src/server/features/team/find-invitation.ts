import { eq, sql } from 'drizzle-orm';
import type { InvitationStatus } from '#shared/team';
import { TEAM_MESSAGES } from '#shared/team';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { clientInvitations, clients } from '../../db/schema';
import { hashInvitationToken } from './invitation-token';
import { organisationName } from '../shared/organisation-name';

/**
 * The invitation of a link's token, with its organisation's name and who sent it; locked for a
 * change when `forUpdate`. An unknown or replaced token is a 404.
 */
export async function invitationOfToken(
  db: DbOrTx,
  token: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({
      id: clientInvitations.id,
      clientId: clientInvitations.client_id,
      email: clientInvitations.email,
      role: clientInvitations.role,
      expiresAt: clientInvitations.expires_at,
      acceptedAt: clientInvitations.accepted_at,
      revokedAt: clientInvitations.revoked_at,
      organisationName,
      invitedBy: sql<
        string | null
      >`(select u.name from "user" u where u.id = ${clientInvitations.invited_by_user_id})`,
    })
    .from(clientInvitations)
    .innerJoin(clients, eq(clients.id, clientInvitations.client_id))
    .where(eq(clientInvitations.token_hash, hashInvitationToken(token)));
  const [row] = await (forUpdate ? query.for('update', { of: clientInvitations }) : query);
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
  return row;
}

type FoundInvitation = Awaited<ReturnType<typeof invitationOfToken>>;

export function statusOf(invitation: FoundInvitation): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt.getTime() <= Date.now() ? 'expired' : 'pending';
}

const CLOSED_MESSAGES = {
  accepted: TEAM_MESSAGES.invitationAccepted,
  revoked: TEAM_MESSAGES.invitationRevoked,
  expired: TEAM_MESSAGES.invitationExpired,
} as const;

/** A 409 with the reason unless the invitation can still be accepted. */
export function refuseClosed(invitation: FoundInvitation): void {
  const status = statusOf(invitation);
  if (status !== 'pending') throw new AppError('CONFLICT', CLOSED_MESSAGES[status]);
}
