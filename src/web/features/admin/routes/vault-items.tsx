import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { VAULT_ITEM_SORTS, type AdminVaultItem } from '#shared/admin/vault-items';
import { VAULT_CATEGORIES, VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { formatDate } from '../../../lib/format';
import { useOpenedDialog } from '../../../lib/use-opened-dialog';
import { useUrlList } from '../../../lib/use-url-list';
import { Button } from '../../../ui/button';
import type { Column } from '../../../ui/column-headers';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { categoryOptions, FilterButtons } from '../../../ui/filter-buttons';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { SecurityLevelBadge } from '../../../ui/security-level-badge';
import { TableCell, TableRow } from '../../../ui/table';
import { useVaultItems, type VaultItemListParams } from '../api/get-vault-items';
import { useDeleteVaultItem } from '../api/write-vault-item';
import { clientLabel } from '../components/client-label';
import { PagedTable } from '../components/paged-table';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import {
  VaultItemFormDialog,
  type VaultItemDialogTarget,
} from '../components/vault-item-form-dialog';
import { useStaffMayChange } from '../lib/use-staff-may';

const COLUMNS: readonly Column<VaultItemListParams['sort']>[] = [
  { label: 'Item Name', sort: 'name' },
  { label: 'Client' },
  { label: 'Category', sort: 'category' },
  { label: 'Security Level', sort: 'security_level' },
  { label: 'Date Stored', sort: 'date_stored' },
];
const FILTER_OPTIONS = categoryOptions('All', VAULT_CATEGORIES, VAULT_CATEGORY_LABELS);

/** Admin Vault Storage: every client's items, paged on the server. */
export function VaultItemsPage() {
  const mayChange = useStaffMayChange('vaultItems');
  // Page, search, category and sort live in the URL: reload, Back and shared links keep them.
  const urlList = useUrlList({
    sorts: VAULT_ITEM_SORTS,
    defaultSort: 'created_at',
    filter: { name: 'category', values: VAULT_CATEGORIES },
  });
  const items = useVaultItems(urlList.query);
  const dialog = useOpenedDialog<VaultItemDialogTarget>();
  const { deleting, confirmDialog } = useConfirmedDelete<AdminVaultItem>({
    remove: useDeleteVaultItem(),
    query: items,
    urlList,
    deleted: (item) => ({
      title: 'Vault Item Deleted',
      description: `${item.name} has been removed.`,
    }),
    // The spec toasts success even when the delete failed; a failure is shown as one here.
    failure: { title: 'Error deleting item', fallback: 'The item could not be deleted.' },
  });

  return (
    <>
      <PageHeader
        title="Vault Storage"
        description="Every item in our vaults, with its client and location."
        actions={
          mayChange && (
            <Button onClick={(event) => dialog.open({ mode: 'add' }, event.currentTarget)}>
              <Plus aria-hidden="true" />
              Add Vault Item
            </Button>
          )
        }
      />
      <div className="mb-4 grid gap-4">
        <SearchInput
          label="Search vault items"
          placeholder="Search by item, client or location code..."
          className="max-w-md"
          value={urlList.searchText}
          onChange={(event) => urlList.setSearch(event.target.value)}
        />
        <FilterButtons
          label="Filter vault items by category"
          options={FILTER_OPTIONS}
          value={urlList.list.category}
          onChange={urlList.setFilter}
        />
      </div>
      <PagedTable
        query={items}
        urlList={urlList}
        columns={COLUMNS}
        label="Vault items"
        errorTitle="Error fetching data"
        emptyText="No vault items found."
        actionsHeading="visible"
        renderRow={(item) => (
          <TableRow>
            <TableCell className="font-medium">{item.name}</TableCell>
            <TableCell>{clientLabel(item.client)}</TableCell>
            <TableCell>{VAULT_CATEGORY_LABELS[item.category]}</TableCell>
            <TableCell>
              <SecurityLevelBadge level={item.security_level} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(item.date_stored)}</TableCell>
            <TableCell pinned>
              <VaultItemActions
                mayChange={mayChange}
                item={item}
                onAction={(action, opener) =>
                  action === 'delete'
                    ? deleting.open(item, opener)
                    : dialog.open({ mode: action, item }, opener)
                }
              />
            </TableCell>
          </TableRow>
        )}
      />
      <VaultItemFormDialog
        target={dialog.what}
        onEdit={(item) => dialog.show({ mode: 'edit', item })}
        onClose={dialog.close}
      />
      <ConfirmDialog
        {...confirmDialog}
        title="Are you sure?"
        description={`This will permanently delete ${deleting.what?.name ?? 'the item'} from the vault records. This action cannot be undone.`}
      />
    </>
  );
}

const VAULT_ITEM_ACTIONS = [
  { action: 'view', label: 'View', icon: Eye, className: undefined },
  { action: 'edit', label: 'Edit', icon: Pencil, className: undefined },
  {
    action: 'delete',
    label: 'Delete',
    icon: Trash2,
    className:
      'text-destructive hover:bg-destructive hover:text-destructive-foreground dark:text-red-400',
  },
] as const;

type VaultItemActionsProps = {
  item: AdminVaultItem;
  /** Without it (a role that reads the vault only) the row offers View alone. */
  mayChange: boolean;
  onAction: (action: (typeof VAULT_ITEM_ACTIONS)[number]['action'], opener: HTMLElement) => void;
};

/** View, Edit and Delete of one row, each named with the item for screen readers. */
function VaultItemActions({ item, mayChange, onAction }: VaultItemActionsProps) {
  const actions = mayChange
    ? VAULT_ITEM_ACTIONS
    : VAULT_ITEM_ACTIONS.filter(({ action }) => action === 'view');
  return (
    <div className="flex justify-end gap-1">
      {actions.map(({ action, label, icon: Icon, className }) => (
        <Button
          key={action}
          variant="ghost"
          size="icon"
          aria-label={`${label} ${item.name}`}
          title={label}
          className={className}
          onClick={(event) => onAction(action, event.currentTarget)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}
