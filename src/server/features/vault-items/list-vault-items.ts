import { and, eq, or } from 'drizzle-orm';
import type { AdminVaultItem, VAULT_ITEM_SORTS } from '#shared/admin/vault-items';
import type { KeysetPage } from '#shared/list-query';
import type { VaultCategory } from '#shared/vault-category';
import { clientNameColumns } from '../../db/client-name';
import { clientFullNameContains, foldedContains, type SearchPattern } from '../../db/folded-search';
import { clients, vaultItemDailyCounts, vaultItems } from '../../db/schema';
import { adminListPage } from '../shared/admin-list-page';
import { searchPattern, type Bind } from '../shared/bind';
import { ownedByClients } from '../shared/owned-by-clients';
import { summedTotal } from '../shared/keyset-page';
import type { ListInput } from '../shared/list-page';
import { toAdminVaultItem } from './vault-item-columns';

const SORT_COLUMNS = {
  created_at: vaultItems.created_at,
  name: vaultItems.name,
  category: vaultItems.category,
  security_level: vaultItems.security_level,
  date_stored: vaultItems.date_stored,
};

/**
 * One page of every client's items, searched by item name, location code or client. The size of
 * the list comes from the summary rows, or for a search is counted up to a cap (decision 036).
 */
export async function listVaultItems({
  db,
  search,
  category,
  ...paging
}: ListInput<(typeof VAULT_ITEM_SORTS)[number]> & {
  category?: VaultCategory;
}): Promise<KeysetPage<AdminVaultItem>> {
  const searched = (pattern: SearchPattern) =>
    or(
      foldedContains(vaultItems.name, pattern),
      foldedContains(vaultItems.location_code, pattern),
      ownedByClients(
        db,
        vaultItems.client_id,
        or(clientFullNameContains(pattern), foldedContains(clients.email, pattern)),
      ),
    );
  const where = (bind: Bind) =>
    and(
      category ? eq(vaultItems.category, bind('category', category)) : undefined,
      search ? searched(searchPattern(bind, search)) : undefined,
    );
  return adminListPage({
    db,
    list: 'vault_items',
    paging,
    sortColumn: SORT_COLUMNS[paging.sort],
    id: vaultItems.id,
    where,
    summary: search
      ? undefined
      : (bind) =>
          summedTotal(
            vaultItemDailyCounts.items,
            category ? eq(vaultItemDailyCounts.category, bind('category', category)) : undefined,
          ),
    select: (pageColumns) =>
      db
        .select({ id: vaultItems.id, item: vaultItems, client: clientNameColumns, ...pageColumns })
        .from(vaultItems)
        .leftJoin(clients, eq(clients.id, vaultItems.client_id))
        .$dynamic(),
    joined: true,
    toRow: ({ item, client }) => toAdminVaultItem(item, client?.id ? client : null),
  });
}
