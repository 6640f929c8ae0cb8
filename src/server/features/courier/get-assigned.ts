import { eq } from 'drizzle-orm';
import { COURIER_MESSAGES } from '#shared/admin/shipments';
import type { AssignedShipmentDetail } from '#shared/courier';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { shipments } from '../../db/schema';
import { trackingHistoryOf } from '../shared/tracking-history';
import { selectAssigned, toAssignedShipment } from './assigned-shipment';

/**
 * One shipment assigned to the courier, with its tracking history newest first. Another's, or one
 * that does not exist, answers the same 404: a courier learns nothing of the shipments not theirs.
 */
export async function getAssigned({
  db,
  courierId,
  shipmentId,
}: {
  db: DbOrTx;
  courierId: string;
  shipmentId: string;
}): Promise<AssignedShipmentDetail> {
  const [row] = await selectAssigned(db, courierId, eq(shipments.id, shipmentId));
  if (!row) throw new AppError('NOT_FOUND', COURIER_MESSAGES.notAssigned);
  const updates = await trackingHistoryOf(db, shipmentId);
  return {
    ...toAssignedShipment(row),
    updates,
  };
}
