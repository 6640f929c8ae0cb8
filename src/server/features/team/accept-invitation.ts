import { and, eq } from 'drizzle-orm';
import { TEAM_MESSAGES } from '#shared/team';
import type { RequestOrigin } from '../../audit/record-audit-event';
import type { SessionUser } from '../../auth/session';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { clientMembers, sessions } from '../../db/schema';
import { lockTeam } from './team-change';
import { acceptGrant, delegationOfToken } from './delegation-link';
import { invitationOfToken, refuseClosed } from './find-invitation';
import { joinOrganisation } from './join-organisation';

/**
 * Accept, signed in with the invited address: the account joins, and this session works in the
 * organisation it joined from its next request. Any other account is refused (403), as is an
 * invitation no longer open (409) and a person already in the organisation (409).
 */
export async function acceptInvitation({
  db,
  appUrl,
  token,
  user,
  sessionId,
  origin,
}: {
  db: Db;
  appUrl: string;
  token: string;
  user: Pick<SessionUser, 'id' | 'email' | 'name' | 'role'>;
  sessionId: string;
  origin: RequestOrigin;
}) {
  return db.transaction(async (tx) => {
    const grant = await delegationOfToken(tx, token, { forUpdate: true });
    if (grant) {
      refuseOtherAccount(user, grant.email);
      return acceptGrant(tx, { grant, actor: { user, origin }, appUrl });
    }
    const invitation = await invitationOfToken(tx, token, { forUpdate: true });
    refuseClosed(invitation);
    refuseOtherAccount(user, invitation.email);
    await lockTeam(tx, invitation.clientId);
    const [member] = await tx
      .select({ role: clientMembers.role })
      .from(clientMembers)
      .where(
        and(eq(clientMembers.client_id, invitation.clientId), eq(clientMembers.user_id, user.id)),
      );
    if (member) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyMember);
    const joined = await joinOrganisation(tx, { invitation, actor: { user, origin }, appUrl });
    await tx
      .update(sessions)
      .set({ clientId: invitation.clientId })
      .where(eq(sessions.id, sessionId));
    return joined;
  });
}

/** Only the invited address accepts, and never a staff account (403). */
function refuseOtherAccount(user: Pick<SessionUser, 'email' | 'role'>, invited: string) {
  if (user.role !== 'client') throw new AppError('FORBIDDEN', TEAM_MESSAGES.staffAddress);
  if (user.email.toLowerCase() !== invited.toLowerCase()) {
    throw new AppError('FORBIDDEN', TEAM_MESSAGES.wrongAccount);
  }
}
