import { eq } from 'drizzle-orm';
import type { SavedShipment } from '#shared/admin/shipments';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema';
import { AppError } from '../../core/errors';
import type { StaffChange } from '../../audit/staff-change';
import { SHIPMENT_NOT_FOUND } from './get-shipment';
import { changedShipmentColumns, recordShipmentChange } from './shipment-writes';

/** Deletes a shipment and its tracking history (cascade); its client's log keeps the record. */
export async function deleteShipment({
  db,
  shipmentId,
  ...change
}: StaffChange & { db: Db; shipmentId: string }): Promise<SavedShipment> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(shipments)
      .where(eq(shipments.id, shipmentId))
      .returning(changedShipmentColumns);
    if (!deleted) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
    return recordShipmentChange(tx, deleted, { ...change, action: 'deleted' });
  });
}
