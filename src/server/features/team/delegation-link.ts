import { eq, sql } from 'drizzle-orm';
import type { InvitationStatus } from '#shared/team';
import { TEAM_MESSAGES } from '#shared/team';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { clients, delegations } from '../../db/schema';
import { hashInvitationToken } from './invitation-token';
import { organisationName } from '../shared/organisation-name';
import { recordTeamChange, type TeamActor } from './team-change';

/**
 * The grant of a link's token, if the token is a grant's (decision 065), with its organisation's
 * name, who gave it and how much it shares; locked for a change when `forUpdate`.
 */
export async function delegationOfToken(
  db: DbOrTx,
  token: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({
      id: delegations.id,
      clientId: delegations.client_id,
      email: delegations.email,
      endsAt: delegations.ends_at,
      acceptedAt: delegations.accepted_at,
      revokedAt: delegations.revoked_at,
      showValues: delegations.show_values,
      organisationName,
      invitedBy: sql<
        string | null
      >`(select u.name from "user" u where u.id = ${delegations.granted_by_user_id})`,
      items: sql<number>`(select count(*)::int from "delegation_items" d where d.delegation_id = ${delegations.id})`,
      shipments: sql<number>`(select count(*)::int from "delegation_shipments" d where d.delegation_id = ${delegations.id})`,
    })
    .from(delegations)
    .innerJoin(clients, eq(clients.id, delegations.client_id))
    .where(eq(delegations.token_hash, hashInvitationToken(token)));
  const [row] = await (forUpdate ? query.for('update', { of: delegations }) : query);
  return row;
}

type GrantOfLink = NonNullable<Awaited<ReturnType<typeof delegationOfToken>>>;

/** Where a grant's link stands: its end date closes it as it closes the access. */
export function grantLinkStatus(grant: GrantOfLink): InvitationStatus {
  if (grant.acceptedAt) return 'accepted';
  if (grant.revokedAt) return 'revoked';
  return grant.endsAt.getTime() <= Date.now() ? 'expired' : 'pending';
}

const CLOSED = {
  accepted: TEAM_MESSAGES.invitationAccepted,
  revoked: TEAM_MESSAGES.invitationRevoked,
  expired: TEAM_MESSAGES.invitationExpired,
} as const;

/** A 409 with the reason unless the grant's link can still be accepted. */
export function refuseClosedGrant(grant: GrantOfLink): void {
  const status = grantLinkStatus(grant);
  if (status !== 'pending') throw new AppError('CONFLICT', CLOSED[status]);
}

/**
 * The account takes the grant: from its next request it reads what is shared, until the end date.
 * Audited under the organisation and told to its owners, in the caller's transaction.
 */
export async function acceptGrant(
  tx: DbOrTx,
  { grant, actor, appUrl }: { grant: GrantOfLink; actor: TeamActor; appUrl: string },
) {
  refuseClosedGrant(grant);
  await tx
    .update(delegations)
    .set({ user_id: actor.user.id, accepted_at: new Date() })
    .where(eq(delegations.id, grant.id));
  await recordTeamChange(tx, {
    actor,
    clientId: grant.clientId,
    organisationName: grant.organisationName,
    appUrl,
    action: 'team_access_accepted',
    entity: { type: 'delegation', id: grant.id, label: actor.user.email },
    change: `${actor.user.name} accepted read access to what ${grant.organisationName} shares with them.`,
  });
  return {
    kind: 'delegate' as const,
    organisation: { id: grant.clientId, name: grant.organisationName },
    role: null,
  };
}
