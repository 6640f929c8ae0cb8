import type { ClientName } from '#shared/admin/clients';
import type { AdminVaultItem } from '#shared/admin/vault-items';
import type { vaultItems } from '../../db/schema';

export const VAULT_ITEM_NOT_FOUND = 'Vault item not found.';

type VaultItemRow = typeof vaultItems.$inferSelect;

export function toAdminVaultItem(row: VaultItemRow, client: ClientName | null): AdminVaultItem {
  const { updated_at: _updatedAt, date_stored, last_accessed, created_at, ...fields } = row;
  return {
    ...fields,
    date_stored: date_stored.toISOString(),
    last_accessed: last_accessed?.toISOString() ?? null,
    created_at: created_at.toISOString(),
    client,
  };
}
