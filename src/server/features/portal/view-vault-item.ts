import { and, eq } from 'drizzle-orm';
import { MISSING_PROFILE_MESSAGES, type VaultItemDetails } from '#shared/portal';
import type { Db } from '../../db/client';
import { vaultItems } from '../../db/schema';
import { AppError } from '../../core/errors';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { requireClientOf, type PortalUser } from './client-of-user';

export type ViewVaultItemInput = {
  db: Db;
  user: PortalUser;
  itemId: string;
  origin: RequestOrigin;
};

/**
 * One of the client's items with its location and value. Reading them is an access to the item,
 * so the read and its 'viewed' audit event are one transaction (decision 008).
 */
export async function viewVaultItem({
  db,
  user,
  itemId,
  origin,
}: ViewVaultItemInput): Promise<VaultItemDetails> {
  const clientId = requireClientOf(user, MISSING_PROFILE_MESSAGES.items);
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(vaultItems)
      .where(and(eq(vaultItems.id, itemId), eq(vaultItems.client_id, clientId)));
    // Another client's item answers exactly like one that does not exist.
    if (!item) throw new AppError('NOT_FOUND', 'Vault item not found.');

    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'viewed',
      entity: { type: 'vault_item', id: item.id, label: item.name },
      clientId,
      origin,
    });
    return {
      id: item.id,
      name: item.name,
      description: item.description,
      category: item.category as VaultItemDetails['category'],
      security_level: item.security_level as VaultItemDetails['security_level'],
      location_code: item.location_code,
      value: item.value,
      date_stored: item.date_stored.toISOString(),
      last_accessed: item.last_accessed?.toISOString() ?? null,
      released_at: item.released_at?.toISOString() ?? null,
    };
  });
}
