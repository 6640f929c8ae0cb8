import { eq } from 'drizzle-orm';
import type { SavedShipment } from '#shared/admin';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema';
import { AppError } from '../../core/errors';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import { SHIPMENT_NOT_FOUND } from './get-shipment';

/** Deletes a shipment and its tracking history (cascade); its client's log keeps the record. */
export async function deleteShipment({
  db,
  shipmentId,
  admin,
  origin,
}: StaffChange & { db: Db; shipmentId: string }): Promise<SavedShipment> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(shipments).where(eq(shipments.id, shipmentId)).returning({
      id: shipments.id,
      tracking_number: shipments.tracking_number,
      client_id: shipments.client_id,
    });
    if (!deleted) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'deleted',
      entity: { type: 'shipment', id: deleted.id, label: deleted.tracking_number },
      clientId: deleted.client_id,
    });
    return { id: deleted.id, tracking_number: deleted.tracking_number };
  });
}
