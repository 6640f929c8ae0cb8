import { and, eq, isNull } from 'drizzle-orm';
import type { CrewAssignment } from '#shared/admin/dispatch';
import { DISPATCH_MESSAGES } from '#shared/admin/dispatch';
import type { SavedShipment } from '#shared/admin/shipments';
import { fieldError, AppError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { crews, shipments, vehicles } from '../../db/schema';
import type { StaffChange } from '../../audit/staff-change';
import { SHIPMENT_NOT_FOUND } from './get-shipment';
import { changedShipmentColumns, recordShipmentChange } from './shipment-writes';

/**
 * Gives a shipment to a crew and a vehicle, or to no one (decisions 066, 072). The shipment row is
 * locked, so of two assignments at once the later stands; the same crew and vehicle again write
 * nothing. Audited on the shipment with the crew's name; the client's access log shows it as the
 * company's, as it shows every staff change.
 */
export async function assignCrew({
  db,
  shipmentId,
  assignment,
  ...change
}: StaffChange & {
  db: Db;
  shipmentId: string;
  assignment: CrewAssignment;
}): Promise<SavedShipment> {
  return db.transaction(async (tx) => {
    const [shipment] = await tx
      .select({
        ...changedShipmentColumns,
        crew_id: shipments.crew_id,
        vehicle_id: shipments.vehicle_id,
      })
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
      .for('update');
    if (!shipment) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
    const crew = assignment.crew_id ? await existingCrew(tx, assignment.crew_id) : null;
    const vehicle = assignment.vehicle_id
      ? await vehicleInService(tx, assignment.vehicle_id)
      : null;
    if (shipment.crew_id === assignment.crew_id && shipment.vehicle_id === assignment.vehicle_id) {
      return { id: shipment.id, tracking_number: shipment.tracking_number };
    }
    await tx
      .update(shipments)
      .set({ crew_id: assignment.crew_id, vehicle_id: assignment.vehicle_id })
      .where(eq(shipments.id, shipmentId));
    return recordShipmentChange(tx, shipment, {
      ...change,
      action: crew ? 'crew_assigned' : 'crew_unassigned',
      details: { crew: crew?.name ?? null, vehicle: vehicle?.registration ?? null },
    });
  });
}

async function existingCrew(tx: DbOrTx, crewId: string) {
  const [crew] = await tx.select({ name: crews.name }).from(crews).where(eq(crews.id, crewId));
  if (!crew) throw fieldError('BAD_REQUEST', 'crew_id', DISPATCH_MESSAGES.chooseCrew);
  return crew;
}

async function vehicleInService(tx: DbOrTx, vehicleId: string) {
  const [vehicle] = await tx
    .select({ registration: vehicles.registration })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), isNull(vehicles.retired_at)));
  if (!vehicle) throw fieldError('BAD_REQUEST', 'vehicle_id', DISPATCH_MESSAGES.chooseVehicle);
  return vehicle;
}
