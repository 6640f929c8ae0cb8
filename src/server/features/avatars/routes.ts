import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '#shared/avatar';
import { requireSession } from '../../auth/session';
import { requestOriginOf } from '../../audit/record-audit-event';
import { AppError } from '../../core/errors';
import { signedInOnly } from '../../http/guards';
import type { AppEnv } from '../../core/context';
import { validate } from '../../http/validate';
import { readAvatar } from './read-avatar';
import { uploadAvatar } from './upload-avatar';

/** Room for the multipart framing around a file of the largest allowed size. */
const AVATAR_UPLOAD_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

const avatarParams = z.object({ avatarId: z.uuid('Avatar not found.') });

export function avatarRoutes() {
  return new Hono<AppEnv>()
    .use(signedInOnly)
    .post(
      '/',
      bodyLimit({
        maxSize: AVATAR_UPLOAD_BODY_LIMIT,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.tooLarge, {
            fields: { file: AVATAR_MESSAGES.tooLarge },
          });
        },
      }),
      async (c) => {
        const { user } = await requireSession(c);
        const form = await c.req.parseBody().catch(() => {
          throw new AppError('BAD_REQUEST', AVATAR_MESSAGES.missing, {
            fields: { file: AVATAR_MESSAGES.missing },
          });
        });
        const file = form.file instanceof File ? form.file : null;
        const uploaded = await uploadAvatar({
          db: c.get('deps').db,
          user,
          file,
          origin: requestOriginOf(c),
        });
        return c.json(uploaded, 201);
      },
    )
    .get('/:avatarId', validate('param', avatarParams), async (c) => {
      const { user } = await requireSession(c);
      const avatar = await readAvatar({
        db: c.get('deps').db,
        avatarId: c.req.valid('param').avatarId,
        viewer: user,
      });
      // A new upload gets a new id, so one URL always means the same bytes.
      return c.body(new Uint8Array(avatar.bytes), 200, {
        'Content-Type': avatar.contentType,
        'Cache-Control': 'private, max-age=31536000, immutable',
        'Content-Disposition': 'inline',
      });
    });
}
