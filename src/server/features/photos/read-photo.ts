import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from '../../auth/session';
import { shipmentPhotos, shipments } from '../../db/schema';
import { AppError } from '../../core/errors';
import { PHOTO_NOT_FOUND } from './delete-photo';
import { visibleTo } from '../shared/visible-to';

/**
 * A custody photo's image or thumbnail for the shipment's client or an administrator; anyone else
 * gets the same 404 as for a missing photo, so photo ids reveal nothing.
 */
export async function readPhoto({
  db,
  photoId,
  size,
  viewer,
}: {
  db: DbOrTx;
  photoId: string;
  size: 'full' | 'thumbnail';
  viewer: Viewer;
}) {
  const [photo] = await db
    .select({
      bytes: size === 'full' ? shipmentPhotos.bytes : shipmentPhotos.thumbnail,
      contentType: shipmentPhotos.content_type,
    })
    .from(shipmentPhotos)
    .innerJoin(shipments, eq(shipments.id, shipmentPhotos.shipment_id))
    .where(and(eq(shipmentPhotos.id, photoId), visibleTo(shipments.client_id, viewer)));
  if (!photo) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND);
  return photo;
}
