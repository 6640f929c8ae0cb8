import { CLIENT_ROLE_LABELS, type ClientRole } from '#shared/client-roles';
import { TEAM_INVITATION_DAYS } from '#shared/team';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import { teamInvitationMessage } from '../../mail/team-templates';
import { invitationUrl } from './invitation-token';

/** Queues the invitation e-mail with the link of a new token, as inviting and re-sending do. */
export async function mailInvitation(
  tx: DbOrTx,
  input: {
    appUrl: string;
    token: string;
    email: string;
    role: ClientRole;
    organisationName: string;
    invitedBy: string;
  },
): Promise<void> {
  await enqueueMail(
    tx,
    input.email,
    teamInvitationMessage({
      organisationName: input.organisationName,
      invitedBy: input.invitedBy,
      roleLabel: CLIENT_ROLE_LABELS[input.role],
      days: TEAM_INVITATION_DAYS,
      url: invitationUrl(input.appUrl, input.token),
    }),
  );
}
