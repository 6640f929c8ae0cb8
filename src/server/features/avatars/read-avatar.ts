import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from '../../auth/session';
import { avatars } from '../../db/schema';
import { AppError } from '../../core/errors';

/**
 * An avatar for its owner or an administrator; anyone else gets the same 404 as for a missing
 * one, so avatar ids reveal nothing.
 */
export async function readAvatar({
  db,
  avatarId,
  viewer,
}: {
  db: DbOrTx;
  avatarId: string;
  viewer: Viewer;
}) {
  const [avatar] = await db
    .select({ bytes: avatars.bytes, contentType: avatars.content_type })
    .from(avatars)
    .where(
      and(
        eq(avatars.id, avatarId),
        viewer.staff ? undefined : eq(avatars.owner_user_id, viewer.id),
      ),
    );
  if (!avatar) throw new AppError('NOT_FOUND', 'Avatar not found.');
  return avatar;
}
