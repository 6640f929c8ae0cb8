import type { AdminClient } from '#shared/portal';
import type { clients } from '../../db/schema';
import { toClientProfile } from '../shared/client-profile';

export const CLIENT_NOT_FOUND = 'Client not found.';

/** The client's own profile without the avatar, which is the client's business. */
export function toAdminClient(row: typeof clients.$inferSelect): AdminClient {
  const { profile_image_url: _image, ...client } = toClientProfile(row);
  return client;
}
