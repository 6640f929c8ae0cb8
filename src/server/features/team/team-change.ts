import { and, eq, ne, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntityType } from '#shared/audit-action';
import { TEAM_MESSAGES } from '#shared/team';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { clientMembers, users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { teamChangeMessage } from '../../mail/team-templates';

/** Who changes a team and from where. */
export type TeamActor = {
  user: { id: string; email: string; name: string };
  origin: RequestOrigin;
};

/**
 * One organisation's team changes one at a time: every change takes this lock first, so two owners
 * demoting or removing each other at once leave one owner, never none (decision 064).
 */
export async function lockTeam(tx: DbOrTx, clientId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otc:team:${clientId}`}))`);
}

/** Under the team's lock: a 403 unless the actor is still an owner of the organisation. */
export async function requireOwnerStill(tx: DbOrTx, clientId: string, userId: string) {
  const [row] = await tx
    .select({ role: clientMembers.role })
    .from(clientMembers)
    .where(and(eq(clientMembers.client_id, clientId), eq(clientMembers.user_id, userId)));
  if (row?.role !== 'owner') {
    throw new AppError('FORBIDDEN', 'Only an owner of the organisation may change its team.');
  }
}

/** Under the team's lock: a 409 when the change would leave the organisation with no owner. */
export async function refuseLastOwnerLeaving(tx: DbOrTx, clientId: string, userId: string) {
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(clientMembers)
    .where(
      and(
        eq(clientMembers.client_id, clientId),
        eq(clientMembers.role, 'owner'),
        ne(clientMembers.user_id, userId),
      ),
    );
  if ((others?.n ?? 0) === 0) throw new AppError('CONFLICT', TEAM_MESSAGES.lastOwner);
}

/**
 * Every step of a team is audited under the organisation and told by e-mail to its owners but the
 * one who made it, in the change's transaction (decision 064).
 */
export async function recordTeamChange(
  tx: DbOrTx,
  input: {
    actor: TeamActor;
    clientId: string;
    organisationName: string;
    appUrl: string;
    action: AuditAction;
    entity: { type: AuditEntityType; id: string; label: string };
    details?: Record<string, unknown>;
    /** The sentence the owners read. */
    change: string;
  },
): Promise<void> {
  await recordAuditEvent(tx, {
    actor: { id: input.actor.user.id, label: input.actor.user.email },
    action: input.action,
    entity: input.entity,
    clientId: input.clientId,
    origin: input.actor.origin,
    details: input.details,
  });
  const owners = await tx
    .select({ email: users.email })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.user_id))
    .where(
      and(
        eq(clientMembers.client_id, input.clientId),
        eq(clientMembers.role, 'owner'),
        ne(clientMembers.user_id, input.actor.user.id),
      ),
    );
  const message = teamChangeMessage({
    organisationName: input.organisationName,
    change: input.change,
    appUrl: input.appUrl,
  });
  for (const owner of owners) await enqueueMail(tx, owner.email, message);
}
