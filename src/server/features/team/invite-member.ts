import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CLIENT_ROLE_LABELS } from '#shared/client-roles';
import { isStaffRole } from '#shared/roles';
import {
  TEAM_INVITATION_DAYS,
  TEAM_MESSAGES,
  type TeamInvitation,
  type TeamInvitationRow,
} from '#shared/team';
import { AppError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { clientInvitations, clientMembers, users } from '../../db/schema';
import { newInvitationToken } from './invitation-token';
import { mailInvitation } from './mail-invitation';
import { toInvitationRow } from './list-team';
import { nameOfOrganisation } from './organisation';
import { lockTeam, recordTeamChange, requireOwnerStill, type TeamActor } from './team-change';

const DAY_MS = 24 * 60 * 60 * 1000;

export const invitationExpiry = () => new Date(Date.now() + TEAM_INVITATION_DAYS * DAY_MS);

function emailConflict(message: string): AppError {
  return new AppError('CONFLICT', message, { fields: { email: message } });
}

/** A 409 on `email` for an address that cannot be invited: staff, a member, an open invitation. */
async function refuseUninvitable(tx: DbOrTx, clientId: string, email: string) {
  const [account] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (account && isStaffRole(account.role)) throw emailConflict(TEAM_MESSAGES.staffAddress);
  if (account) {
    const [member] = await tx
      .select({ role: clientMembers.role })
      .from(clientMembers)
      .where(and(eq(clientMembers.client_id, clientId), eq(clientMembers.user_id, account.id)));
    if (member) throw emailConflict(TEAM_MESSAGES.alreadyMember);
  }
  const [open] = await tx
    .select({ id: clientInvitations.id })
    .from(clientInvitations)
    .where(
      and(
        eq(clientInvitations.client_id, clientId),
        sql`lower(${clientInvitations.email}) = ${email}`,
        isNull(clientInvitations.accepted_at),
        isNull(clientInvitations.revoked_at),
      ),
    );
  if (open) throw emailConflict(TEAM_MESSAGES.alreadyInvited);
}

/**
 * Invite Member (decision 064): the invitation, its e-mail with a link valid 7 days, the audit
 * event and the other owners' notice in one transaction, under the team's lock.
 */
export async function inviteMember({
  db,
  appUrl,
  clientId,
  form,
  actor,
}: {
  db: Db;
  appUrl: string;
  clientId: string;
  form: TeamInvitation;
  actor: TeamActor;
}): Promise<TeamInvitationRow> {
  return db.transaction(async (tx) => {
    await lockTeam(tx, clientId);
    await requireOwnerStill(tx, clientId, actor.user.id);
    await refuseUninvitable(tx, clientId, form.email);
    const { token, hash } = newInvitationToken();
    const [created] = await tx
      .insert(clientInvitations)
      .values({
        id: randomUUID(),
        client_id: clientId,
        email: form.email,
        role: form.role,
        token_hash: hash,
        invited_by_user_id: actor.user.id,
        expires_at: invitationExpiry(),
      })
      .returning();
    if (!created) throw new Error('invitation insert returned no row');
    const organisationName = await nameOfOrganisation(tx, clientId);
    await mailInvitation(tx, {
      appUrl,
      token,
      email: form.email,
      role: form.role,
      organisationName,
      invitedBy: actor.user.name,
    });
    await recordTeamChange(tx, {
      actor,
      clientId,
      organisationName,
      appUrl,
      action: 'team_member_invited',
      entity: { type: 'team_invitation', id: created.id, label: form.email },
      details: { role: form.role },
      change: `${actor.user.name} invited ${form.email} to join ${organisationName} as ${CLIENT_ROLE_LABELS[form.role]}.`,
    });
    return toInvitationRow({
      id: created.id,
      email: created.email,
      role: created.role,
      expiresAt: created.expires_at,
      createdAt: created.created_at,
      invitedBy: actor.user.name,
    });
  });
}
