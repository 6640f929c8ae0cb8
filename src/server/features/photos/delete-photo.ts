import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipmentPhotos, shipments } from '../../db/schema';
import { AppError } from '../../core/errors';
import type { StaffChange } from '../../audit/staff-change';
import { recordShipmentChange } from '../shared/record-shipment-change';

export const PHOTO_NOT_FOUND = 'Photo not found.';

/** Deletes one custody photo; the client's access log records it with the shipment. */
export async function deletePhoto({
  db,
  photoId,
  ...change
}: StaffChange & { db: Db; photoId: string }) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(shipmentPhotos)
      .where(eq(shipmentPhotos.id, photoId))
      .returning({
        id: shipmentPhotos.id,
        update_id: shipmentPhotos.update_id,
        shipment_id: shipmentPhotos.shipment_id,
      });
    if (!deleted) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND);
    const [shipment] = await tx
      .select({ tracking_number: shipments.tracking_number, client_id: shipments.client_id })
      .from(shipments)
      .where(eq(shipments.id, deleted.shipment_id));
    if (!shipment) throw new Error('a photo outlived its shipment');
    await recordShipmentChange(
      tx,
      { id: deleted.shipment_id, ...shipment },
      {
        ...change,
        action: 'photo_deleted',
        details: { photo_id: deleted.id, update_id: deleted.update_id },
      },
    );
    return { id: deleted.id, update_id: deleted.update_id };
  });
}
