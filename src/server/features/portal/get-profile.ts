import { eq } from 'drizzle-orm';
import { MISSING_PROFILE_MESSAGES, type ClientProfile } from '#shared/portal';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { AppError } from '../../core/errors';
import { toClientProfile } from '../shared/client-profile';

/** Every field of the signed-in client's record, for Account Settings. */
export async function getProfile({
  db,
  userId,
}: {
  db: DbOrTx;
  userId: string;
}): Promise<ClientProfile> {
  const [client] = await db.select().from(clients).where(eq(clients.id, userId));
  if (!client) throw new AppError('NOT_FOUND', MISSING_PROFILE_MESSAGES.profile);
  return toClientProfile(client);
}
