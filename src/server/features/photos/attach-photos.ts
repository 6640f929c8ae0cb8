import { count, eq } from 'drizzle-orm';
import { photoAltText, photoUrls } from '#shared/photo-answer';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTOS_PER_UPDATE } from '#shared/photo';
import type { Db, DbOrTx } from '../../db/client';
import { shipmentPhotos, shipments, shipmentUpdates } from '../../db/schema';
import { AppError } from '../../core/errors';
import type { StaffChange } from '../../audit/staff-change';
import { recordShipmentChange } from '../shared/record-shipment-change';
import { encodeCustodyPhoto, refusedPhoto, type EncodedPhoto } from '../../images/encode-photo';

export const UPDATE_NOT_FOUND = 'Tracking update not found.';

/**
 * Attaches custody photos to a tracking update. Every file is checked and
 * re-encoded before anything is written; the update is then locked, its count checked again and
 * the photos and their audit event written in one transaction, so a refused request (a seventh
 * photo, one bad file among good ones) leaves nothing behind.
 */
export async function attachPhotos({
  db,
  updateId,
  files,
  ...change
}: StaffChange & { db: Db; updateId: string; files: File[] }) {
  if (files.length === 0) throw refusedPhoto(PHOTO_MESSAGES.missing);
  await requireRoomFor(db, updateId, files.length);

  const encoded: EncodedPhoto[] = [];
  for (const file of files) {
    // Refused before its bytes are read; encodeCustodyPhoto checks the bytes themselves again.
    if (file.size > PHOTO_MAX_BYTES) throw refusedPhoto(PHOTO_MESSAGES.tooLarge);
    encoded.push(await encodeCustodyPhoto(new Uint8Array(await file.arrayBuffer())));
  }

  return db.transaction(async (tx) => {
    const { update, photoCount } = await requireRoomFor(tx, updateId, files.length, 'lock');
    const stored = await tx
      .insert(shipmentPhotos)
      .values(
        encoded.map((photo) => ({
          ...photo,
          shipment_id: update.shipment_id,
          update_id: update.id,
          uploaded_by_user_id: change.admin.id,
        })),
      )
      .returning({
        id: shipmentPhotos.id,
        width: shipmentPhotos.width,
        height: shipmentPhotos.height,
      });
    await recordShipmentChange(
      tx,
      {
        id: update.shipment_id,
        tracking_number: update.tracking_number,
        client_id: update.client_id,
      },
      {
        ...change,
        action: 'photos_added',
        details: { update_id: update.id, count: stored.length },
      },
    );
    const alt = photoAltText({ ...update, timestamp: update.timestamp.toISOString() });
    return {
      update_id: update.id,
      photos: stored.map((photo) => ({ ...photo, ...photoUrls(photo.id), alt })),
      photo_count: photoCount + stored.length,
    };
  });
}

/**
 * The update and how many photos it holds, refused when `adding` more would pass the limit.
 * With 'lock', the update's row is held until the transaction ends, so two uploads at once
 * cannot both fit.
 */
async function requireRoomFor(db: DbOrTx, updateId: string, adding: number, lock?: 'lock') {
  const query = db
    .select({
      id: shipmentUpdates.id,
      shipment_id: shipmentUpdates.shipment_id,
      status: shipmentUpdates.status,
      location: shipmentUpdates.location,
      description: shipmentUpdates.description,
      timestamp: shipmentUpdates.timestamp,
      tracking_number: shipments.tracking_number,
      client_id: shipments.client_id,
    })
    .from(shipmentUpdates)
    .innerJoin(shipments, eq(shipments.id, shipmentUpdates.shipment_id))
    .where(eq(shipmentUpdates.id, updateId));
  const [update] = lock ? await query.for('update', { of: shipmentUpdates }) : await query;
  if (!update) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
  const [held] = await db
    .select({ value: count() })
    .from(shipmentPhotos)
    .where(eq(shipmentPhotos.update_id, updateId));
  const photoCount = held?.value ?? 0;
  if (photoCount + adding > PHOTOS_PER_UPDATE) throw refusedPhoto(PHOTO_MESSAGES.tooMany);
  return { update, photoCount };
}
