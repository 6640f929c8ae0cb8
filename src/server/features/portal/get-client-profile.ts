import { eq } from 'drizzle-orm';
import { MISSING_PROFILE_MESSAGES, type ClientProfile } from '#shared/portal';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { AppError } from '../../http/errors';

/** Every field of the signed-in client's record, for Account Settings. */
export async function getClientProfile({
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

export function toClientProfile(row: typeof clients.$inferSelect): ClientProfile {
  const { updated_at: _updatedAt, created_at, ...fields } = row;
  return { ...fields, created_at: created_at.toISOString() };
}
