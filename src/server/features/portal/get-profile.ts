import { eq } from 'drizzle-orm';
import { MISSING_PROFILE_MESSAGES, type ClientProfile } from '#shared/portal';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { AppError } from '../../core/errors';
import { toClientProfile } from '../shared/client-profile';
import { requireClientOf, type PortalUser } from './client-of-user';

/** Every field of the record of the organisation the session works in, for Account Settings. */
export async function getProfile({
  db,
  user,
}: {
  db: DbOrTx;
  user: PortalUser;
}): Promise<ClientProfile> {
  const clientId = requireClientOf(user, MISSING_PROFILE_MESSAGES.profile);
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError('NOT_FOUND', MISSING_PROFILE_MESSAGES.profile);
  return toClientProfile(client);
}
