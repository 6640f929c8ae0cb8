import type { ClientProfile } from '#shared/portal';
import type { clients } from '../../db/schema';

/** A client's record as the portal and the admin area answer it: every field, dates as ISO text. */
export function toClientProfile(row: typeof clients.$inferSelect): ClientProfile {
  const { updated_at: _updatedAt, created_at, ...fields } = row;
  return { ...fields, created_at: created_at.toISOString() };
}
