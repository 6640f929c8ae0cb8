import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { SharedItem, SharedWithMe } from '#shared/delegation';
import type { DbOrTx } from '../../db/client';
import {
  clients,
  delegationItems,
  delegations,
  delegationShipments,
  shipments,
  vaultItems,
} from '../../db/schema';
import { organisationName } from '../shared/organisation-name';

/**
 * The grants an account holds while they last (decision 065): the end date is compared with this
 * process's clock, so a grant past it shares nothing without anyone acting.
 */
export function activeGrantsOf(userId: string) {
  return and(
    eq(delegations.user_id, userId),
    isNull(delegations.revoked_at),
    gt(delegations.ends_at, new Date()),
  );
}

/** An item as a delegate reads it: never its location, its value only when the grant shows it. */
export function toSharedItem(
  item: typeof vaultItems.$inferSelect,
  showValues: boolean,
): SharedItem {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    category: item.category,
    security_level: item.security_level,
    date_stored: item.date_stored.toISOString(),
    last_accessed: item.last_accessed?.toISOString() ?? null,
    released_at: item.released_at?.toISOString() ?? null,
    value: showValues ? item.value : null,
  };
}

/** What others share with the account now: items without location, values only where granted. */
export async function listShared(db: DbOrTx, userId: string): Promise<SharedWithMe> {
  const grants = await db
    .select({
      id: delegations.id,
      organisation_name: organisationName,
      ends_at: delegations.ends_at,
      show_values: delegations.show_values,
    })
    .from(delegations)
    .innerJoin(clients, eq(clients.id, delegations.client_id))
    .where(activeGrantsOf(userId))
    .orderBy(asc(delegations.ends_at), asc(delegations.id));
  const ids = grants.map((grant) => grant.id);
  if (ids.length === 0) return { grants: [] };
  const [items, tracked] = await Promise.all([
    db
      .select({ of: delegationItems.delegation_id, item: vaultItems })
      .from(delegationItems)
      .innerJoin(vaultItems, eq(vaultItems.id, delegationItems.vault_item_id))
      .where(inArray(delegationItems.delegation_id, ids))
      .orderBy(asc(vaultItems.name)),
    db
      .select({ of: delegationShipments.delegation_id, shipment: shipments })
      .from(delegationShipments)
      .innerJoin(shipments, eq(shipments.id, delegationShipments.shipment_id))
      .where(inArray(delegationShipments.delegation_id, ids))
      .orderBy(asc(shipments.tracking_number)),
  ]);
  return {
    grants: grants.map((grant) => ({
      id: grant.id,
      organisation_name: grant.organisation_name,
      ends_at: grant.ends_at.toISOString(),
      show_values: grant.show_values,
      items: items
        .filter((row) => row.of === grant.id)
        .map(({ item }) => toSharedItem(item, grant.show_values)),
      shipments: tracked
        .filter((row) => row.of === grant.id)
        .map(({ shipment }) => ({
          id: shipment.id,
          tracking_number: shipment.tracking_number,
          origin: shipment.origin,
          destination: shipment.destination,
          status: shipment.status,
          estimated_delivery: shipment.estimated_delivery?.toISOString() ?? null,
        })),
    })),
  };
}
