import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shipments } from '../../db/schema';
import { AppError } from '../../core/errors';
import { SHIPMENT_NOT_FOUND } from '../shared/public-shipment';

/** The shipment a public stream follows, or the tracking page's own 404. */
export async function shipmentIdOfNumber(db: DbOrTx, trackingNumber: string): Promise<string> {
  const [shipment] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.tracking_number, trackingNumber));
  if (!shipment) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
  return shipment.id;
}
