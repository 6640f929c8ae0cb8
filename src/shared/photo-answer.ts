import { onFirstUse } from './on-first-use';
import { SHIPMENT_STATUS_LABELS, SHIPMENT_STATUSES, type ShipmentStatus } from './shipment-status';
import { isoDateTime, nullableText, z } from './zod';

/** Where a custody photo and its thumbnail are served (owner client or admin only). */
export function photoUrls(photoId: string) {
  return { url: `/api/photos/${photoId}`, thumbnail_url: `/api/photos/${photoId}/thumbnail` };
}

const PHOTO_DATE = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * A photo's alternative text, said by the tracking update it was taken at:
 * "In Transit at Zurich Vault, 12 March 2026 — seal checked".
 */
export function photoAltText(update: {
  status: ShipmentStatus;
  location: string;
  timestamp: string;
  description: string | null;
}): string {
  const when = PHOTO_DATE().format(new Date(update.timestamp));
  const said = `${SHIPMENT_STATUS_LABELS[update.status]} at ${update.location}, ${when}`;
  return update.description ? `${said} — ${update.description}` : said;
}

const photoFields = {
  id: z.uuid(),
  url: z.string().meta({ example: '/api/photos/0b7c1d7e-3f5a-4c2b-9d1e-6a8f2b4c5d6e' }),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string().meta({ description: 'Said by the tracking update the photo was taken at.' }),
};

/** A photo as the admin shipment detail shows it under its tracking update. */
export const updatePhotoSchema = z.object(photoFields).meta({ id: 'UpdatePhoto' });

export type UpdatePhoto = z.infer<typeof updatePhotoSchema>;

/** One custody photo of a shipment's gallery, with the tracking update it was taken at. */
const custodyPhotoSchema = z
  .object({
    ...photoFields,
    update: z.object({
      id: z.uuid(),
      status: z.enum(SHIPMENT_STATUSES),
      location: z.string(),
      description: nullableText,
      timestamp: isoDateTime,
    }),
  })
  .meta({ id: 'CustodyPhoto' });

export type CustodyPhoto = z.infer<typeof custodyPhotoSchema>;

/** GET /api/track/{number}/photos: oldest first, as custody passed from hand to hand. */
export const custodyPhotoListSchema = z
  .object({ tracking_number: z.string(), photos: z.array(custodyPhotoSchema) })
  .meta({ id: 'CustodyPhotoList' });

/** What attaching photos answers: the photos added and how many the update now holds. */
export const addedPhotosSchema = z
  .object({ update_id: z.uuid(), photos: z.array(updatePhotoSchema), photo_count: z.number() })
  .meta({ id: 'AddedPhotos' });

/** What deleting a photo answers: which one went. */
export const deletedPhotoSchema = z
  .object({ id: z.uuid(), update_id: z.uuid().nullable() })
  .meta({ id: 'DeletedPhoto' });
