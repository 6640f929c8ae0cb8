import { requireSession } from '../../auth/session';
import type { AdminEnv } from '../../http/guards';
import { staffChangeOf } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import * as photoAttachment from './attach-photos';
import * as photoDeletion from './delete-photo';
import * as photoList from './list-photos';
import * as storedPhoto from './read-photo';
import type {
  AttachPhotosRoute,
  DeletePhotoRoute,
  ListPhotosRoute,
  ReadPhotoRoute,
  ReadThumbnailRoute,
} from './routes';
import { IMMUTABLE_PRIVATE_CACHE, storedImageResponse } from '../../http/stored-image';

export const attachPhotos: AppRouteHandler<AttachPhotosRoute, AdminEnv> = async (c) => {
  const added = await photoAttachment.attachPhotos({
    ...staffChangeOf(c),
    db: c.get('deps').db,
    updateId: c.req.valid('param').updateId,
    files: [c.req.valid('form').files].flat(),
  });
  return c.json(added, 201);
};

export const deletePhoto: AppRouteHandler<DeletePhotoRoute, AdminEnv> = async (c) =>
  c.json(
    await photoDeletion.deletePhoto({
      ...staffChangeOf(c),
      db: c.get('deps').db,
      photoId: c.req.valid('param').photoId,
    }),
    200,
  );

export const listPhotos: AppRouteHandler<ListPhotosRoute> = async (c) => {
  const { user } = await requireSession(c);
  const photos = await photoList.listPhotos({
    db: c.get('deps').db,
    trackingNumber: c.req.valid('param').number,
    viewer: user,
  });
  return c.json(photos, 200, { 'Cache-Control': 'no-store' });
};

export const readPhoto: AppRouteHandler<ReadPhotoRoute> = (c) => image(c, 'full');

export const readThumbnail: AppRouteHandler<ReadThumbnailRoute> = (c) => image(c, 'thumbnail');

async function image(
  c: Parameters<AppRouteHandler<ReadPhotoRoute>>[0],
  size: 'full' | 'thumbnail',
) {
  const { user } = await requireSession(c);
  const photo = await storedPhoto.readPhoto({
    db: c.get('deps').db,
    photoId: c.req.valid('param').photoId,
    size,
    viewer: user,
  });
  // A photo is never changed, only deleted, so one URL always means the same bytes.
  return storedImageResponse(c, photo, IMMUTABLE_PRIVATE_CACHE);
}
