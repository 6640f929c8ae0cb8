import { asc, desc, inArray, not, or, sql } from 'drizzle-orm';
import type { AssignedShipment } from '#shared/courier';
import { FINISHED_SHIPMENT_STATUSES } from '#shared/shipment-status';
import type { DbOrTx } from '../../db/client';
import { shipments } from '../../db/schema';
import { selectAssigned, toAssignedShipment } from './assigned-shipment';

const LIST_LIMIT = 200;

const finished = inArray(shipments.status, [...FINISHED_SHIPMENT_STATUSES]);

/**
 * A Courier's work: the open shipments assigned to them, soonest due first, then those finished in
 * the last 7 days, most recent first (decisions 066, 072). Read through crew_members_courier_key and
 * shipments_crew_created_idx.
 */
export async function listAssigned({
  db,
  courierId,
}: {
  db: DbOrTx;
  courierId: string;
}): Promise<{ shipments: AssignedShipment[] }> {
  const rows = await selectAssigned(
    db,
    courierId,
    or(not(finished), sql`${shipments.updated_at} > now() - interval '7 days'`),
  )
    .orderBy(
      asc(finished),
      asc(shipments.estimated_delivery),
      desc(shipments.updated_at),
      asc(shipments.id),
    )
    .limit(LIST_LIMIT);
  return { shipments: rows.map(toAssignedShipment) };
}
