import { and, eq } from 'drizzle-orm';
import { CLIENT_ROLE_LABELS, type ClientRole } from '#shared/client-roles';
import { TEAM_MESSAGES, type Team, type TeamMember } from '#shared/team';
import { AppError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { clientMembers, users } from '../../db/schema';
import { listTeam, teamMembers } from './list-team';
import { nameOfOrganisation, personName } from './organisation';
import {
  lockTeam,
  recordTeamChange,
  refuseLastOwnerLeaving,
  requireOwnerStill,
  type TeamActor,
} from './team-change';

type MemberChange = {
  db: Db;
  appUrl: string;
  clientId: string;
  userId: string;
  actor: TeamActor;
};

/** The member under the team's lock, after checking the actor is still an owner; 404 if none. */
async function lockedMember(tx: DbOrTx, { clientId, userId, actor }: MemberChange) {
  await lockTeam(tx, clientId);
  await requireOwnerStill(tx, clientId, actor.user.id);
  const [member] = await tx
    .select({
      role: clientMembers.role,
      email: users.email,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.user_id))
    .where(and(eq(clientMembers.client_id, clientId), eq(clientMembers.user_id, userId)));
  if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
  return { ...member, displayName: personName(member) };
}

function setRole(tx: DbOrTx, clientId: string, userId: string, role: ClientRole) {
  return tx
    .update(clientMembers)
    .set({ role })
    .where(and(eq(clientMembers.client_id, clientId), eq(clientMembers.user_id, userId)));
}

async function memberOf(tx: DbOrTx, change: MemberChange): Promise<TeamMember> {
  const [member] = await teamMembers(tx, {
    clientId: change.clientId,
    viewerId: change.actor.user.id,
    only: change.userId,
  });
  if (!member) throw new Error('changed member vanished');
  return member;
}

/**
 * Change Role: in force at the member's next request. The same role again writes nothing; the
 * last owner cannot stop being one (409).
 */
export async function changeMemberRole(
  change: MemberChange & { role: ClientRole },
): Promise<TeamMember> {
  const { db, appUrl, clientId, userId, actor, role } = change;
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, change);
    if (member.role === role) return memberOf(tx, change);
    if (member.role === 'owner') await refuseLastOwnerLeaving(tx, clientId, userId);
    await setRole(tx, clientId, userId, role);
    await recordTeamChange(tx, {
      actor,
      clientId,
      organisationName: await nameOfOrganisation(tx, clientId),
      appUrl,
      action: 'team_member_role_changed',
      entity: { type: 'team_member', id: userId, label: member.email },
      details: { from: member.role, to: role },
      change: `${actor.user.name} changed the role of ${member.displayName} from ${CLIENT_ROLE_LABELS[member.role]} to ${CLIENT_ROLE_LABELS[role]}.`,
    });
    return memberOf(tx, change);
  });
}

/**
 * Remove: the person's sessions lose the organisation's rows at their next request, since every
 * request reads the membership (decision 063). The last owner cannot be removed (409).
 */
export async function removeMember(change: MemberChange): Promise<void> {
  const { db, appUrl, clientId, userId, actor } = change;
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, change);
    if (member.role === 'owner') await refuseLastOwnerLeaving(tx, clientId, userId);
    await tx
      .delete(clientMembers)
      .where(and(eq(clientMembers.client_id, clientId), eq(clientMembers.user_id, userId)));
    await recordTeamChange(tx, {
      actor,
      clientId,
      organisationName: await nameOfOrganisation(tx, clientId),
      appUrl,
      action: 'team_member_removed',
      entity: { type: 'team_member', id: userId, label: member.email },
      details: { role: member.role },
      change: `${actor.user.name} removed ${member.displayName} (${CLIENT_ROLE_LABELS[member.role]}) from the organisation.`,
    });
  });
}

/** Transfer Ownership: the member becomes an owner and the owner who hands it on a Member. */
export async function transferOwnership(change: MemberChange): Promise<Team> {
  const { db, appUrl, clientId, userId, actor } = change;
  if (userId === actor.user.id) throw new AppError('CONFLICT', TEAM_MESSAGES.notTransferable);
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, change);
    await setRole(tx, clientId, userId, 'owner');
    await setRole(tx, clientId, actor.user.id, 'member');
    await recordTeamChange(tx, {
      actor,
      clientId,
      organisationName: await nameOfOrganisation(tx, clientId),
      appUrl,
      action: 'team_ownership_transferred',
      entity: { type: 'team_member', id: userId, label: member.email },
      details: { from: member.role },
      change: `${actor.user.name} handed ownership of the organisation to ${member.displayName} and is now a Member.`,
    });
    return listTeam(tx, { clientId, role: 'member', userId: actor.user.id });
  });
}
