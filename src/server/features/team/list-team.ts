import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ClientRole } from '#shared/client-roles';
import type { Team, TeamInvitationRow, TeamMember } from '#shared/team';
import type { DbOrTx } from '../../db/client';
import { clientInvitations, clientMembers, users } from '../../db/schema';
import { lastSignedInAt } from '../shared/last-sign-in';
import { nameOfOrganisation, personName } from './organisation';

const inviter = sql<
  string | null
>`(select u.name from "user" u where u.id = ${clientInvitations.invited_by_user_id})`;

/** The columns an invitation row of the team is read with. */
const invitationColumns = {
  id: clientInvitations.id,
  email: clientInvitations.email,
  role: clientInvitations.role,
  expiresAt: clientInvitations.expires_at,
  createdAt: clientInvitations.created_at,
  invitedBy: inviter,
};

/**
 * The organisation's people as the team lists them, owners first then by name; only `only` when
 * given. `viewerId` is marked as "you".
 */
export async function teamMembers(
  db: DbOrTx,
  { clientId, viewerId, only }: { clientId: string; viewerId: string; only?: string },
): Promise<TeamMember[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: clientMembers.role,
      joinedAt: clientMembers.created_at,
      lastSignedInAt,
    })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.user_id))
    .where(
      and(
        eq(clientMembers.client_id, clientId),
        only ? eq(clientMembers.user_id, only) : undefined,
      ),
    )
    .orderBy(sql`${clientMembers.role} <> 'owner'`, asc(users.name), asc(users.id));
  return rows.map((row) => ({
    user_id: row.userId,
    name: personName(row),
    email: row.email,
    role: row.role,
    joined_at: row.joinedAt.toISOString(),
    last_signed_in_at: row.lastSignedInAt?.toISOString() ?? null,
    is_you: row.userId === viewerId,
  }));
}

/** The organisation's people, owners first then by name, and its invitations still open. */
export async function listTeam(
  db: DbOrTx,
  { clientId, role, userId }: { clientId: string; role: ClientRole; userId: string },
): Promise<Team> {
  const [name, members, invitations] = await Promise.all([
    nameOfOrganisation(db, clientId),
    teamMembers(db, { clientId, viewerId: userId }),
    db
      .select(invitationColumns)
      .from(clientInvitations)
      .where(
        and(
          eq(clientInvitations.client_id, clientId),
          isNull(clientInvitations.accepted_at),
          isNull(clientInvitations.revoked_at),
        ),
      )
      .orderBy(desc(clientInvitations.created_at)),
  ]);
  return {
    organisation: { id: clientId, name },
    your_role: role,
    members,
    invitations: invitations.map(toInvitationRow),
  };
}

export function toInvitationRow(row: {
  id: string;
  email: string;
  role: ClientRole;
  expiresAt: Date;
  createdAt: Date;
  invitedBy: string | null;
}): TeamInvitationRow {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.expiresAt.getTime() <= Date.now() ? 'expired' : 'pending',
    invited_by: row.invitedBy,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** One open invitation of the organisation as the team lists it. */
export async function findOpenInvitation(db: DbOrTx, clientId: string, id: string) {
  const [row] = await db
    .select(invitationColumns)
    .from(clientInvitations)
    .where(and(eq(clientInvitations.id, id), eq(clientInvitations.client_id, clientId)));
  return row;
}
