import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DelegationRow, DelegationStatus } from '#shared/delegation';
import type { DbOrTx } from '../../db/client';
import {
  delegationItems,
  delegations,
  delegationShipments,
  shipments,
  vaultItems,
} from '../../db/schema';

/** Where a grant stands at this moment: the end date needs nobody to act (decision 065). */
function delegationStatus(row: {
  revoked_at: Date | null;
  ends_at: Date;
  accepted_at: Date | null;
}): DelegationStatus {
  if (row.revoked_at) return 'revoked';
  if (row.ends_at.getTime() <= Date.now()) return 'ended';
  return row.accepted_at ? 'active' : 'pending';
}

/** The organisation's grants, newest first, or just one of them, with what each shares. */
export async function listDelegations(
  db: DbOrTx,
  clientId: string,
  only?: string,
): Promise<DelegationRow[]> {
  const rows = await db
    .select({
      id: delegations.id,
      email: delegations.email,
      ends_at: delegations.ends_at,
      accepted_at: delegations.accepted_at,
      revoked_at: delegations.revoked_at,
      show_values: delegations.show_values,
      created_at: delegations.created_at,
      delegate: sql<
        string | null
      >`(select u.name from "user" u where u.id = ${delegations.user_id})`,
      granted_by: sql<
        string | null
      >`(select u.name from "user" u where u.id = ${delegations.granted_by_user_id})`,
    })
    .from(delegations)
    .where(and(eq(delegations.client_id, clientId), only ? eq(delegations.id, only) : undefined))
    .orderBy(desc(delegations.created_at), desc(delegations.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [items, tracked] = await Promise.all([
    db
      .select({ of: delegationItems.delegation_id, id: vaultItems.id, name: vaultItems.name })
      .from(delegationItems)
      .innerJoin(vaultItems, eq(vaultItems.id, delegationItems.vault_item_id))
      .where(inArray(delegationItems.delegation_id, ids))
      .orderBy(vaultItems.name),
    db
      .select({
        of: delegationShipments.delegation_id,
        id: shipments.id,
        tracking_number: shipments.tracking_number,
      })
      .from(delegationShipments)
      .innerJoin(shipments, eq(shipments.id, delegationShipments.shipment_id))
      .where(inArray(delegationShipments.delegation_id, ids))
      .orderBy(shipments.tracking_number),
  ]);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    delegate_name: row.delegate,
    status: delegationStatus(row),
    ends_at: row.ends_at.toISOString(),
    show_values: row.show_values,
    granted_by: row.granted_by,
    items: items.filter((item) => item.of === row.id).map(({ id, name }) => ({ id, name })),
    shipments: tracked
      .filter((shipment) => shipment.of === row.id)
      .map(({ id, tracking_number }) => ({ id, tracking_number })),
    created_at: row.created_at.toISOString(),
  }));
}
