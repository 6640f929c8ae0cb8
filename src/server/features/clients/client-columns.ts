import type { AdminClient } from '#shared/admin';
import type { clients } from '../../db/schema';

export const CLIENT_NOT_FOUND = 'Client not found.';

type ClientRow = typeof clients.$inferSelect;

export function toAdminClient(row: ClientRow): AdminClient {
  const { updated_at: _updatedAt, profile_image_url: _image, created_at, ...fields } = row;
  return { ...fields, created_at: created_at.toISOString() };
}
