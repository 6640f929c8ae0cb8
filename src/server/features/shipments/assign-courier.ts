import { and, eq } from 'drizzle-orm';
import type { SavedShipment } from '#shared/admin/shipments';
import { COURIER_MESSAGES } from '#shared/admin/shipments';
import { AppError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { shipments, users } from '../../db/schema';
import type { StaffChange } from '../../audit/staff-change';
import { SHIPMENT_NOT_FOUND } from './get-shipment';
import { isActiveCourier } from './list-couriers';
import { changedShipmentColumns, recordShipmentChange } from './shipment-writes';

/**
 * Gives a shipment to an active Courier, or to no one (decision 066). The shipment row is locked,
 * so two assignments at once leave the later one; the same courier again writes nothing. The
 * change is audited on the shipment with the courier's name; the client's access log shows it as
 * the company's, as it shows every staff change.
 */
export async function assignCourier({
  db,
  shipmentId,
  courierId,
  ...change
}: StaffChange & { db: Db; shipmentId: string; courierId: string | null }): Promise<SavedShipment> {
  return db.transaction(async (tx) => {
    const [shipment] = await tx
      .select({ ...changedShipmentColumns, courier_id: shipments.courier_id })
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
      .for('update');
    if (!shipment) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
    const courier = courierId ? await activeCourier(tx, courierId) : null;
    if (shipment.courier_id === courierId) {
      return { id: shipment.id, tracking_number: shipment.tracking_number };
    }
    await tx.update(shipments).set({ courier_id: courierId }).where(eq(shipments.id, shipmentId));
    return recordShipmentChange(tx, shipment, {
      ...change,
      action: courier ? 'courier_assigned' : 'courier_unassigned',
      details: { courier: courier?.name ?? null },
    });
  });
}

async function activeCourier(tx: DbOrTx, courierId: string) {
  const [courier] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, courierId), isActiveCourier));
  if (!courier) {
    throw new AppError('BAD_REQUEST', COURIER_MESSAGES.notACourier, {
      fields: { courier_id: COURIER_MESSAGES.notACourier },
    });
  }
  return courier;
}
