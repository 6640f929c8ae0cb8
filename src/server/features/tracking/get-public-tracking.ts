import { eq } from 'drizzle-orm';
import { TRACKING_CARRIER, TRACKING_SECURITY_FEATURES } from '#shared/tracking';
import type { PublicTracking } from '#shared/tracking-answer';
import type { DbOrTx } from '../../db/client';
import { shipments } from '../../db/schema';
import { AppError } from '../../core/errors';
import { custodyPhotoCount } from '../shared/custody-photos';
import {
  SHIPMENT_NOT_FOUND,
  publicShipmentColumns,
  publicTimelineOf,
} from '../shared/public-shipment';

/**
 * What a tracking page may show of one shipment (decision 006). Only the public columns are
 * read, so the client, the value and the item description never leave the database here.
 */
export async function getPublicTracking({
  db,
  trackingNumber,
}: {
  db: DbOrTx;
  trackingNumber: string;
}): Promise<PublicTracking> {
  const [shipment] = await db
    .select({ ...publicShipmentColumns, photo_count: custodyPhotoCount })
    .from(shipments)
    .where(eq(shipments.tracking_number, trackingNumber));
  if (!shipment) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);

  const timeline = await publicTimelineOf({ db, shipmentId: shipment.id, order: 'newest first' });

  const { id: _id, estimated_delivery, delivered_at, ...fields } = shipment;
  return {
    ...fields,
    estimated_delivery: estimated_delivery?.toISOString() ?? null,
    delivered_at: delivered_at?.toISOString() ?? null,
    carrier: TRACKING_CARRIER,
    security_features: [...TRACKING_SECURITY_FEATURES],
    timeline,
  };
}
