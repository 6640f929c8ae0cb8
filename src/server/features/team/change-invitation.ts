import { and, eq, isNull } from 'drizzle-orm';
import { TEAM_MESSAGES, type TeamInvitationRow } from '#shared/team';
import { AppError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { clientInvitations } from '../../db/schema';
import { newInvitationToken } from './invitation-token';
import { mailInvitation } from './mail-invitation';
import { invitationExpiry } from './invite-member';
import { findOpenInvitation, toInvitationRow } from './list-team';
import { nameOfOrganisation } from './organisation';
import { lockTeam, recordTeamChange, requireOwnerStill, type TeamActor } from './team-change';

type InvitationChange = {
  db: Db;
  appUrl: string;
  clientId: string;
  invitationId: string;
  actor: TeamActor;
};

/** The organisation's invitation, under the team's lock; 404 for another's, 409 once closed. */
async function lockedOpenInvitation(
  tx: DbOrTx,
  { clientId, invitationId, actor }: Omit<InvitationChange, 'db' | 'appUrl'>,
) {
  await lockTeam(tx, clientId);
  await requireOwnerStill(tx, clientId, actor.user.id);
  const [row] = await tx
    .select()
    .from(clientInvitations)
    .where(and(eq(clientInvitations.id, invitationId), eq(clientInvitations.client_id, clientId)));
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
  if (row.accepted_at || row.revoked_at) {
    throw new AppError('CONFLICT', TEAM_MESSAGES.invitationClosed);
  }
  return row;
}

/**
 * Re-send: a new link valid 7 more days replaces the old one, which opens nothing any more; the
 * e-mail goes again.
 */
export async function resendInvitation(input: InvitationChange): Promise<TeamInvitationRow> {
  const { db, appUrl, clientId, actor } = input;
  return db.transaction(async (tx) => {
    const invitation = await lockedOpenInvitation(tx, input);
    const { token, hash } = newInvitationToken();
    await tx
      .update(clientInvitations)
      .set({ token_hash: hash, expires_at: invitationExpiry() })
      .where(eq(clientInvitations.id, invitation.id));
    const organisationName = await nameOfOrganisation(tx, clientId);
    await mailInvitation(tx, {
      appUrl,
      token,
      email: invitation.email,
      role: invitation.role,
      organisationName,
      invitedBy: actor.user.name,
    });
    await recordTeamChange(tx, {
      actor,
      clientId,
      organisationName,
      appUrl,
      action: 'team_invitation_resent',
      entity: { type: 'team_invitation', id: invitation.id, label: invitation.email },
      change: `${actor.user.name} sent the invitation to ${invitation.email} again.`,
    });
    const row = await findOpenInvitation(tx, clientId, invitation.id);
    if (!row) throw new Error('re-sent invitation vanished');
    return toInvitationRow(row);
  });
}

/** Withdraw: the link opens nothing any more; the invitation leaves the team's list. */
export async function revokeInvitation(input: InvitationChange): Promise<void> {
  const { db, appUrl, clientId, actor } = input;
  await db.transaction(async (tx) => {
    const invitation = await lockedOpenInvitation(tx, input);
    await tx
      .update(clientInvitations)
      .set({ revoked_at: new Date() })
      .where(and(eq(clientInvitations.id, invitation.id), isNull(clientInvitations.revoked_at)));
    await recordTeamChange(tx, {
      actor,
      clientId,
      organisationName: await nameOfOrganisation(tx, clientId),
      appUrl,
      action: 'team_invitation_revoked',
      entity: { type: 'team_invitation', id: invitation.id, label: invitation.email },
      change: `${actor.user.name} withdrew the invitation to ${invitation.email}.`,
    });
  });
}
