import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AssignedShipment } from '#shared/courier';
import type { HandoffKind } from '#shared/custody';
import type { DbOrTx } from '../../db/client';
import { clients, crewMembers, custodyHandoffs, shipments } from '../../db/schema';
import { organisationName } from '../shared/organisation-name';

/**
 * What a Courier reads of a shipment (decision 066): no value, no client id or address, only the
 * organisation's name. Every read is narrowed to the courier's own by `selectAssigned`.
 */
const assignedShipmentColumns = {
  id: shipments.id,
  tracking_number: shipments.tracking_number,
  origin: shipments.origin,
  destination: shipments.destination,
  status: shipments.status,
  client_name: organisationName,
  current_location: shipments.current_location,
  date_of_shipment: shipments.date_of_shipment,
  estimated_delivery: shipments.estimated_delivery,
  security_level: shipments.security_level,
  weight_kg: shipments.weight_kg,
  dimensions_cm: shipments.dimensions_cm,
  item_description: shipments.item_description,
  crew_id: shipments.crew_id,
  // The crew app walks the chain from here, and compares seals with the pickup's before it sends
  // (decision 072): each a read of custody_handoffs_shipment_idx.
  last_handoff: sql<HandoffKind | null>`(
    select ${custodyHandoffs.kind} from ${custodyHandoffs}
    where ${custodyHandoffs.shipment_id} = ${shipments.id}
    order by ${custodyHandoffs.received_at} desc, ${custodyHandoffs.id} desc limit 1)`,
  pickup_seals: sql<string[] | null>`(
    select ${custodyHandoffs.seal_numbers} from ${custodyHandoffs}
    where ${custodyHandoffs.shipment_id} = ${shipments.id} and ${custodyHandoffs.kind} = 'pickup'
    order by ${custodyHandoffs.received_at} desc, ${custodyHandoffs.id} desc limit 1)`,
};

type AssignedRow = Awaited<ReturnType<typeof selectAssigned>>[number];

export function toAssignedShipment(row: AssignedRow): AssignedShipment {
  return {
    ...row,
    pickup_seals: row.pickup_seals ?? [],
    date_of_shipment: row.date_of_shipment?.toISOString() ?? null,
    estimated_delivery: row.estimated_delivery?.toISOString() ?? null,
  };
}

/**
 * The shipments of the courier's crew (decision 072) with their client's name, narrowed further
 * by `where`.
 */
export function selectAssigned(db: DbOrTx, courierId: string, where?: SQL) {
  return db
    .select(assignedShipmentColumns)
    .from(shipments)
    .innerJoin(
      crewMembers,
      and(eq(crewMembers.crew_id, shipments.crew_id), eq(crewMembers.courier_id, courierId)),
    )
    .leftJoin(clients, eq(clients.id, shipments.client_id))
    .where(where);
}
