import { eq } from 'drizzle-orm';
import { CLIENT_ROLE_LABELS } from '#shared/client-roles';
import type { DbOrTx } from '../../db/client';
import { clientInvitations, clientMembers } from '../../db/schema';
import { recordTeamChange, type TeamActor } from './team-change';
import type { invitationOfToken } from './find-invitation';

type OpenInvitation = Awaited<ReturnType<typeof invitationOfToken>>;

/**
 * The invitee joins with the invitation's role, the invitation is spent, and the step is audited
 * and told to the owners, in the caller's transaction.
 */
export async function joinOrganisation(
  tx: DbOrTx,
  { invitation, actor, appUrl }: { invitation: OpenInvitation; actor: TeamActor; appUrl: string },
) {
  await tx
    .insert(clientMembers)
    .values({ client_id: invitation.clientId, user_id: actor.user.id, role: invitation.role });
  await tx
    .update(clientInvitations)
    .set({ accepted_at: new Date() })
    .where(eq(clientInvitations.id, invitation.id));
  await recordTeamChange(tx, {
    actor,
    clientId: invitation.clientId,
    organisationName: invitation.organisationName,
    appUrl,
    action: 'team_member_joined',
    entity: { type: 'team_member', id: actor.user.id, label: actor.user.email },
    details: { role: invitation.role, invitation_id: invitation.id },
    change: `${actor.user.name} accepted the invitation and joined ${invitation.organisationName} as ${CLIENT_ROLE_LABELS[invitation.role]}.`,
  });
  return {
    kind: 'member' as const,
    organisation: { id: invitation.clientId, name: invitation.organisationName },
    role: invitation.role,
  };
}
