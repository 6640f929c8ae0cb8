import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DELEGATION_MAX_DAYS,
  DELEGATION_MESSAGES,
  describeShared,
  type DelegationGrant,
  type DelegationRow,
} from '#shared/delegation';
import { isStaffRole } from '#shared/roles';
import { AppError, fieldError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import {
  clientMembers,
  delegationItems,
  delegations,
  delegationShipments,
  shipments,
  users,
  vaultItems,
} from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { delegationInvitationMessage } from '../../mail/team-templates';
import { listDelegations } from './delegation-rows';
import { invitationUrl, newInvitationToken } from './invitation-token';
import { nameOfOrganisation } from './organisation';
import { lockTeam, recordTeamChange, requireOwnerStill, type TeamActor } from './team-change';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The access ends as its last day ends (UTC); that day is after today and within the longest grant. */
function endOfGrant(endsOn: string): Date {
  const today = new Date().toISOString().slice(0, 10);
  if (endsOn <= today) throw fieldError('BAD_REQUEST', 'ends_on', DELEGATION_MESSAGES.endDate);
  const endsAt = new Date(Date.parse(`${endsOn}T00:00:00Z`) + DAY_MS);
  if (endsAt.getTime() > Date.parse(`${today}T00:00:00Z`) + (DELEGATION_MAX_DAYS + 1) * DAY_MS) {
    throw fieldError('BAD_REQUEST', 'ends_on', DELEGATION_MESSAGES.endTooFar);
  }
  return endsAt;
}

/** A 409 on `email` for staff and for the organisation's own people. */
async function refuseUndelegable(tx: DbOrTx, clientId: string, email: string) {
  const [account] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!account) return;
  if (isStaffRole(account.role)) {
    throw fieldError('CONFLICT', 'email', DELEGATION_MESSAGES.staffAddress);
  }
  const [member] = await tx
    .select({ role: clientMembers.role })
    .from(clientMembers)
    .where(and(eq(clientMembers.client_id, clientId), eq(clientMembers.user_id, account.id)));
  if (member) throw fieldError('CONFLICT', 'email', DELEGATION_MESSAGES.memberAddress);
}

/** A 400 on the field unless every id is one of the organisation's rows. */
async function requireOwnRows(
  tx: DbOrTx,
  clientId: string,
  form: DelegationGrant,
): Promise<{ items: string[]; shipments: string[] }> {
  const itemIds = [...new Set(form.vault_item_ids)];
  const shipmentIds = [...new Set(form.shipment_ids)];
  if (itemIds.length > 0) {
    const own = await tx
      .select({ id: vaultItems.id })
      .from(vaultItems)
      .where(and(inArray(vaultItems.id, itemIds), eq(vaultItems.client_id, clientId)));
    if (own.length !== itemIds.length) {
      throw fieldError('BAD_REQUEST', 'vault_item_ids', DELEGATION_MESSAGES.notYourItems);
    }
  }
  if (shipmentIds.length > 0) {
    const own = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(inArray(shipments.id, shipmentIds), eq(shipments.client_id, clientId)));
    if (own.length !== shipmentIds.length) {
      throw fieldError('BAD_REQUEST', 'shipment_ids', DELEGATION_MESSAGES.notYourShipments);
    }
  }
  return { items: itemIds, shipments: shipmentIds };
}

/**
 * Grant Access (decision 065): read access for someone outside the organisation to chosen items
 * and shipments until a date. Its link goes by e-mail and stays good until the access ends; the
 * grant is audited and told to the other owners, in one transaction under the team's lock.
 */
export async function grantAccess({
  db,
  appUrl,
  clientId,
  form,
  actor,
}: {
  db: Db;
  appUrl: string;
  clientId: string;
  form: DelegationGrant;
  actor: TeamActor;
}): Promise<DelegationRow> {
  const endsAt = endOfGrant(form.ends_on);
  return db.transaction(async (tx) => {
    await lockTeam(tx, clientId);
    await requireOwnerStill(tx, clientId, actor.user.id);
    await refuseUndelegable(tx, clientId, form.email);
    const shared = await requireOwnRows(tx, clientId, form);
    const { token, hash } = newInvitationToken();
    const id = randomUUID();
    await tx.insert(delegations).values({
      id,
      client_id: clientId,
      email: form.email,
      token_hash: hash,
      granted_by_user_id: actor.user.id,
      show_values: form.show_values,
      ends_at: endsAt,
    });
    if (shared.items.length > 0) {
      await tx
        .insert(delegationItems)
        .values(shared.items.map((vault_item_id) => ({ delegation_id: id, vault_item_id })));
    }
    if (shared.shipments.length > 0) {
      await tx
        .insert(delegationShipments)
        .values(shared.shipments.map((shipment_id) => ({ delegation_id: id, shipment_id })));
    }
    const organisationName = await nameOfOrganisation(tx, clientId);
    const phrase = describeShared({
      items: shared.items.length,
      shipments: shared.shipments.length,
    });
    await enqueueMail(
      tx,
      form.email,
      delegationInvitationMessage({
        organisationName,
        invitedBy: actor.user.name,
        shared: phrase,
        endsOn: form.ends_on,
        url: invitationUrl(appUrl, token),
      }),
    );
    await recordTeamChange(tx, {
      actor,
      clientId,
      organisationName,
      appUrl,
      action: 'team_access_granted',
      entity: { type: 'delegation', id, label: form.email },
      details: { ...shared, ends_at: endsAt.toISOString(), show_values: form.show_values },
      change: `${actor.user.name} gave ${form.email} read access to ${phrase} until ${form.ends_on}${form.show_values ? ', values included' : ''}.`,
    });
    const [row] = await listDelegations(tx, clientId, id);
    if (!row) throw new Error('granted access vanished');
    return row;
  });
}

/** Withdraw Access: the delegate sees none of it from their next request. */
export async function revokeAccess({
  db,
  appUrl,
  clientId,
  delegationId,
  actor,
}: {
  db: Db;
  appUrl: string;
  clientId: string;
  delegationId: string;
  actor: TeamActor;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTeam(tx, clientId);
    await requireOwnerStill(tx, clientId, actor.user.id);
    const [grant] = await tx
      .select()
      .from(delegations)
      .where(and(eq(delegations.id, delegationId), eq(delegations.client_id, clientId)));
    if (!grant) throw new AppError('NOT_FOUND', DELEGATION_MESSAGES.grantNotFound);
    if (grant.revoked_at || grant.ends_at <= new Date()) {
      throw new AppError('CONFLICT', DELEGATION_MESSAGES.grantClosed);
    }
    await tx
      .update(delegations)
      .set({ revoked_at: new Date() })
      .where(eq(delegations.id, delegationId));
    await recordTeamChange(tx, {
      actor,
      clientId,
      organisationName: await nameOfOrganisation(tx, clientId),
      appUrl,
      action: 'team_access_revoked',
      entity: { type: 'delegation', id: delegationId, label: grant.email },
      change: `${actor.user.name} withdrew the read access of ${grant.email}.`,
    });
  });
}
