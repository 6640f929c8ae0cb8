import { PackageOpen, Search } from 'lucide-react';
import { useState } from 'react';
import { VAULT_CATEGORIES, VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { categoryOptions, FilterButtons } from '../../../ui/filter-buttons';
import { useVaultItems, type VaultItemsFilter } from '../api/get-vault-items';
import {
  VaultItemDetailsDialog,
  type OpenVaultItem,
} from '../components/vault-item-details-dialog';
import { EmptyState } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SearchInput } from '../../../ui/search-input';
import { VaultItemCard } from '../components/vault-item-card';

// Gold is a category of the vault, so the filter offers it too (decision 008).
const FILTER_OPTIONS = categoryOptions('All Items', VAULT_CATEGORIES, VAULT_CATEGORY_LABELS);

export function VaultItemsPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<VaultItemsFilter['category']>('all');
  const [openVaultItem, setOpenVaultItem] = useState<OpenVaultItem | null>(null);
  const filter = { search: useDebouncedValue(search), category };
  const items = useVaultItems(filter);
  const filtered = filter.search.trim() !== '' || category !== 'all';

  return (
    <>
      <PageHeader title="Stored Items" description="Everything we keep for you in our vaults." />
      <div className="mb-6 grid gap-4">
        <SearchInput
          label="Search items"
          placeholder="Search items..."
          className="max-w-md"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <FilterButtons
          label="Filter items by category"
          options={FILTER_OPTIONS}
          value={category}
          onChange={setCategory}
        />
      </div>

      <QueryState
        query={items}
        loadingText="Loading your vault items..."
        errorTitle="Error fetching vault items"
      >
        {(data) =>
          data.length === 0 ? (
            filtered ? (
              <EmptyState
                icon={Search}
                title="No Matching Items"
                description="No items match your search or category. Try other words or another category."
              />
            ) : (
              <EmptyState
                icon={PackageOpen}
                title="Your Vault is Empty"
                description="You currently have no items stored in your secure vault."
              />
            )
          ) : (
            <ul
              aria-label="Your vault items"
              aria-busy={items.isPlaceholderData}
              className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
            >
              {data.map((item) => (
                <li key={item.id} className="grid">
                  <VaultItemCard
                    item={item}
                    onViewDetails={(id, opener) => setOpenVaultItem({ id, opener })}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <VaultItemDetailsDialog item={openVaultItem} onClose={() => setOpenVaultItem(null)} />
    </>
  );
}
