import { eq } from 'drizzle-orm';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE_PX, AVATAR_MESSAGES } from '#shared/avatar';
import type { Db } from '../../db/client';
import { avatars, clients, users } from '../../db/schema';
import { AppError } from '../../core/errors';
import { MAX_INPUT_PIXELS } from '../../images/limits';
import { loadSharp } from '../../images/load-sharp';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { sniffImageType } from '../../images/image-type';

const AVATAR_CONTENT_TYPE = 'image/webp';

export type UploadAvatarInput = {
  db: Db;
  user: { id: string; email: string };
  file: File;
  origin: RequestOrigin;
};

function avatarUrl(avatarId: string): string {
  return `/api/avatars/${avatarId}`;
}

/**
 * Checks the file by its content, re-encodes it (which drops EXIF and any payload hidden after
 * the image), stores it and points the account and client record at it, in one transaction.
 * The previous avatar is deleted with it.
 */
export async function uploadAvatar({ db, user, file, origin }: UploadAvatarInput) {
  if (file.size === 0) throw refusedFile(AVATAR_MESSAGES.missing);
  if (file.size > AVATAR_MAX_BYTES) throw refusedFile(AVATAR_MESSAGES.tooLarge);
  const original = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(original);
  if (type !== 'image/png' && type !== 'image/jpeg') throw refusedFile(AVATAR_MESSAGES.wrongType);

  const sharp = await loadSharp();
  const encoded = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(AVATAR_MAX_SIDE_PX, AVATAR_MAX_SIDE_PX, { fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw refusedFile(AVATAR_MESSAGES.unreadable);
    });

  return db.transaction(async (tx) => {
    await tx.delete(avatars).where(eq(avatars.owner_user_id, user.id));
    const [stored] = await tx
      .insert(avatars)
      .values({
        owner_user_id: user.id,
        content_type: AVATAR_CONTENT_TYPE,
        bytes: new Uint8Array(encoded),
      })
      .returning({ id: avatars.id });
    if (!stored) throw new Error('avatar insert returned no row');
    const url = avatarUrl(stored.id);
    await tx.update(users).set({ image: url }).where(eq(users.id, user.id));
    await tx.update(clients).set({ profile_image_url: url }).where(eq(clients.id, user.id));
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'avatar_updated',
      entity: { type: 'account', id: user.id, label: user.email },
      origin,
    });
    return { url };
  });
}

/** A refused upload: 400 with the message on the file field, as the form shows it. */
export function refusedFile(message: string) {
  return new AppError('BAD_REQUEST', message, { fields: { file: message } });
}
