import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession } from '../../auth/session';
import type { AppRouteHandler } from '../../http/openapi';
import * as avatarRead from './read-avatar';
import type { ReadAvatarRoute, UploadAvatarRoute } from './routes';
import * as avatarUpload from './upload-avatar';
import { IMMUTABLE_PRIVATE_CACHE, storedImageResponse } from '../../http/stored-image';

export const uploadAvatar: AppRouteHandler<UploadAvatarRoute> = async (c) => {
  const { user } = await requireSession(c);
  const uploaded = await avatarUpload.uploadAvatar({
    db: c.get('deps').db,
    user,
    file: c.req.valid('form').file,
    origin: requestOriginOf(c),
  });
  return c.json(uploaded, 201);
};

export const readAvatar: AppRouteHandler<ReadAvatarRoute> = async (c) => {
  const { user } = await requireSession(c);
  const avatar = await avatarRead.readAvatar({
    db: c.get('deps').db,
    avatarId: c.req.valid('param').avatarId,
    viewer: user,
  });
  // A new upload gets a new id, so one URL always means the same bytes.
  return storedImageResponse(c, avatar, IMMUTABLE_PRIVATE_CACHE);
};
