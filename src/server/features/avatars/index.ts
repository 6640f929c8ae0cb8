import { signedInRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Profile photos (decision 008). */
export function avatarRoutes() {
  return signedInRouter()
    .openapi(routes.uploadAvatar, handlers.uploadAvatar)
    .openapi(routes.readAvatar, handlers.readAvatar);
}
