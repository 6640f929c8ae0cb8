import type { AdminEnv } from '../../http/guards';
import { createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Custody photos: the shipment's client and administrators see them. */
export function photoRoutes() {
  return createRouter()
    .openapi(routes.listPhotos, handlers.listPhotos)
    .openapi(routes.readPhoto, handlers.readPhoto)
    .openapi(routes.readThumbnail, handlers.readThumbnail);
}

/** Staff attach and delete them; each route is guarded by adminsOnly before anything is read. */
export function adminPhotoRoutes() {
  return createRouter<AdminEnv>()
    .openapi(routes.attachPhotos, handlers.attachPhotos)
    .openapi(routes.deletePhoto, handlers.deletePhoto);
}
