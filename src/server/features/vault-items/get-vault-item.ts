import { eq } from 'drizzle-orm';
import type { AdminVaultItem } from '#shared/admin/vault-items';
import type { DbOrTx } from '../../db/client';
import { clientNameColumns } from '../../db/client-name';
import { clients, vaultItems } from '../../db/schema';
import { AppError } from '../../core/errors';
import { toAdminVaultItem, VAULT_ITEM_NOT_FOUND } from './vault-item-columns';

export async function getVaultItem({
  db,
  itemId,
}: {
  db: DbOrTx;
  itemId: string;
}): Promise<AdminVaultItem> {
  const [found] = await db
    .select({ item: vaultItems, client: clientNameColumns })
    .from(vaultItems)
    .leftJoin(clients, eq(clients.id, vaultItems.client_id))
    .where(eq(vaultItems.id, itemId));
  if (!found) throw new AppError('NOT_FOUND', VAULT_ITEM_NOT_FOUND);
  return toAdminVaultItem(found.item, found.client?.id ? found.client : null);
}
