import { and, eq, type SQL } from 'drizzle-orm';
import type { AssignedShipment } from '#shared/courier';
import type { DbOrTx } from '../../db/client';
import { clients, crewMembers, shipments } from '../../db/schema';
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
};

type AssignedRow = Awaited<ReturnType<typeof selectAssigned>>[number];

export function toAssignedShipment(row: AssignedRow): AssignedShipment {
  return {
    ...row,
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
