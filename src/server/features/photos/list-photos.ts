import { asc, eq } from 'drizzle-orm';
import { photoAltText, photoUrls, type CustodyPhoto } from '#shared/photo-answer';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from '../../auth/session';
import { shipmentPhotos, shipments, shipmentUpdates } from '../../db/schema';
import { AppError } from '../../core/errors';
import { mayView } from '../shared/visible-to';

/**
 * A shipment's custody photos, oldest first, each with the tracking update it was taken at, for
 * the shipment's client or an administrator. Another client's shipment answers exactly like one
 * that does not exist.
 */
export async function listPhotos({
  db,
  trackingNumber,
  viewer,
}: {
  db: DbOrTx;
  trackingNumber: string;
  viewer: Viewer;
}) {
  const [shipment] = await db
    .select({ id: shipments.id, client_id: shipments.client_id })
    .from(shipments)
    .where(eq(shipments.tracking_number, trackingNumber));
  if (!shipment || !mayView(viewer, shipment.client_id)) {
    throw new AppError('NOT_FOUND', 'Shipment not found.');
  }
  const rows = await db
    .select({
      id: shipmentPhotos.id,
      width: shipmentPhotos.width,
      height: shipmentPhotos.height,
      update: {
        id: shipmentUpdates.id,
        status: shipmentUpdates.status,
        location: shipmentUpdates.location,
        description: shipmentUpdates.description,
        timestamp: shipmentUpdates.timestamp,
      },
    })
    .from(shipmentPhotos)
    .innerJoin(shipmentUpdates, eq(shipmentUpdates.id, shipmentPhotos.update_id))
    .where(eq(shipmentPhotos.shipment_id, shipment.id))
    .orderBy(
      asc(shipmentUpdates.timestamp),
      asc(shipmentPhotos.created_at),
      asc(shipmentPhotos.id),
    );
  const photos = rows.map(({ update, ...photo }): CustodyPhoto => {
    const taken = { ...update, timestamp: update.timestamp.toISOString() };
    return { ...photo, ...photoUrls(photo.id), alt: photoAltText(taken), update: taken };
  });
  return { tracking_number: trackingNumber, photos };
}
