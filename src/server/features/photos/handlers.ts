import { requireSession } from '../../auth/session';
import type { AdminEnv } from '../../http/guards';
import { staffChangeOf } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { attachUpdatePhotos } from './attach-update-photos';
import { deletePhoto } from './delete-photo';
import { listShipmentPhotos } from './list-shipment-photos';
import { readPhoto } from './read-photo';
import type {
  attachPhotosRoute,
  deletePhotoRoute,
  listPhotosRoute,
  readPhotoRoute,
  readThumbnailRoute,
} from './routes';
import { IMMUTABLE_PRIVATE_CACHE, storedImageResponse } from '../../http/stored-image';

export const attach: AppRouteHandler<typeof attachPhotosRoute, AdminEnv> = async (c) => {
  const added = await attachUpdatePhotos({
    ...staffChangeOf(c),
    db: c.get('deps').db,
    updateId: c.req.valid('param').updateId,
    files: [c.req.valid('form').files].flat(),
  });
  return c.json(added, 201);
};

export const remove: AppRouteHandler<typeof deletePhotoRoute, AdminEnv> = async (c) =>
  c.json(
    await deletePhoto({
      ...staffChangeOf(c),
      db: c.get('deps').db,
      photoId: c.req.valid('param').photoId,
    }),
    200,
  );

export const list: AppRouteHandler<typeof listPhotosRoute> = async (c) => {
  const { user } = await requireSession(c);
  const photos = await listShipmentPhotos({
    db: c.get('deps').db,
    trackingNumber: c.req.valid('param').number,
    viewer: user,
  });
  return c.json(photos, 200, { 'Cache-Control': 'no-store' });
};

export const readFull: AppRouteHandler<typeof readPhotoRoute> = (c) => image(c, 'full');

export const readThumbnail: AppRouteHandler<typeof readThumbnailRoute> = (c) =>
  image(c, 'thumbnail');

async function image(
  c: Parameters<AppRouteHandler<typeof readPhotoRoute>>[0],
  size: 'full' | 'thumbnail',
) {
  const { user } = await requireSession(c);
  const photo = await readPhoto({
    db: c.get('deps').db,
    photoId: c.req.valid('param').photoId,
    size,
    viewer: user,
  });
  // A photo is never changed, only deleted, so one URL always means the same bytes.
  return storedImageResponse(c, photo, IMMUTABLE_PRIVATE_CACHE);
}
