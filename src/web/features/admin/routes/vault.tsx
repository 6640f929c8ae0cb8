import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { VAULT_ITEM_SORTS, type AdminVaultItem } from '#shared/admin';
import { VAULT_CATEGORIES, VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { formatDate } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { categoryOptions, FilterButtons } from '../../../ui/filter-buttons';
import { ErrorState } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { SearchInput } from '../../../ui/search-input';
import { SecurityLevelBadge } from '../../../ui/security-level-badge';
import { Skeleton } from '../../../ui/skeleton';
import { SortHeader, type SortState } from '../../../ui/sort-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../ui/table';
import { toast } from '../../../ui/use-toast';
import { useVaultItems, type VaultItemListParams } from '../api/get-vault-items';
import { useDeleteVaultItem } from '../api/write-vault-item';
import { clientLabel } from '../components/client-label';
import {
  VaultItemFormDialog,
  type VaultItemDialogTarget,
} from '../components/vault-item-form-dialog';

type ItemSort = VaultItemListParams['sort'];

const COLUMNS: readonly { label: string; sort?: ItemSort }[] = [
  { label: 'Item Name', sort: 'name' },
  { label: 'Client' },
  { label: 'Category', sort: 'category' },
  { label: 'Security Level', sort: 'security_level' },
  { label: 'Date Stored', sort: 'date_stored' },
];
const FILTER_OPTIONS = categoryOptions('All', VAULT_CATEGORIES, VAULT_CATEGORY_LABELS);
const SKELETON_ROWS = 5;

/** Page, search, category and sort live in the URL: reload, Back and shared links keep them. */
function listParamsOf(params: URLSearchParams): VaultItemListParams {
  const [sort, category] = [params.get('sort'), params.get('category')];
  return {
    page: Math.min(Math.max(Number.parseInt(params.get('page') ?? '', 10) || 1, 1), 100_000),
    search: params.get('search') ?? '',
    category: VAULT_CATEGORIES.find((known) => known === category) ?? 'all',
    sort: VAULT_ITEM_SORTS.find((column) => column === sort) ?? 'created_at',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

/**
 * The search box's text: typing changes it at once and replaces the URL's search; a move that
 * brings another search into the URL (Back, Forward, the sidebar link) shows that one instead.
 */
function useSearchText(urlSearch: string) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(urlSearch);
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType !== NavigationType.Replace && text !== urlSearch) setText(urlSearch);
  }
  return [text, setText] as const;
}

/** An open dialog and the button that opened it, which gets the focus back when it closes. */
type Opened<What> = { what: What; opener: HTMLElement };

/** Admin Vault Storage (spec §2 Admin Vault): every client's items, paged on the server. */
export function VaultPage() {
  const [params, setParams] = useSearchParams();
  const list = listParamsOf(params);
  const [searchText, setSearchText] = useSearchText(list.search);
  const items = useVaultItems({ ...list, search: useDebouncedValue(list.search) });
  const [dialog, setDialog] = useState<Opened<VaultItemDialogTarget> | null>(null);
  const [deleting, setDeleting] = useState<Opened<AdminVaultItem> | null>(null);
  const remove = useDeleteVaultItem();

  /** Any change but the page's own starts again from page 1. */
  function updateList(changes: Partial<Record<'search' | 'category' | 'sort' | 'dir', string>>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value && value !== 'all') next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      // Each keystroke of a search replaces the entry instead of filling the history.
      { replace: 'search' in changes },
    );
  }

  function goToPage(page: number) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(page));
      return next;
    });
  }

  function close(opened: Opened<unknown> | null, clear: () => void) {
    clear();
    // Radix has no trigger to refocus; once the focus trap has gone, the opener gets it back.
    if (opened?.opener.isConnected) requestAnimationFrame(() => opened.opener.focus());
  }

  function confirmDelete() {
    if (!deleting) return;
    const item = deleting.what;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: 'Vault Item Deleted', description: `${item.name} has been removed.` });
        setDeleting(null);
        if (items.data?.rows.length === 1 && list.page > 1) goToPage(list.page - 1);
      },
      // The spec toasts success even when the delete failed; a failure is shown as one here.
      onError: (error) => {
        toast({
          title: 'Error deleting item',
          description: error.message || 'The item could not be deleted.',
          variant: 'destructive',
        });
        close(deleting, () => setDeleting(null));
        // It may have gone already (another admin): the list shows what is there now.
        void items.refetch();
      },
    });
  }

  const sortState = { sort: list.sort, dir: list.dir };

  return (
    <>
      <PageHeader
        title="Vault Storage"
        description="Every item in our vaults, with its client and location."
        actions={
          <Button
            onClick={(event) => setDialog({ what: { mode: 'add' }, opener: event.currentTarget })}
          >
            <Plus aria-hidden="true" />
            Add Vault Item
          </Button>
        }
      />
      <div className="mb-4 grid gap-4">
        <SearchInput
          label="Search vault items"
          placeholder="Search by item, client or location code..."
          className="max-w-md"
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            updateList({ search: event.target.value });
          }}
        />
        <FilterButtons
          label="Filter vault items by category"
          options={FILTER_OPTIONS}
          value={list.category}
          onChange={(category) => updateList({ category })}
        />
      </div>
      {items.isError && !items.data ? (
        <ErrorState
          title="Error fetching data"
          message={items.error.message}
          onRetry={() => void items.refetch()}
          retrying={items.isFetching}
        />
      ) : (
        <>
          <Table label="Vault items" aria-busy={items.isPending || items.isPlaceholderData}>
            <TableHeader>
              <TableRow>
                {COLUMNS.map(({ label, sort }) =>
                  sort ? (
                    <SortHeader
                      key={label}
                      column={sort}
                      state={sortState}
                      onSort={({ sort: column, dir }: SortState<ItemSort>) =>
                        updateList({ sort: column, dir })
                      }
                    >
                      {label}
                    </SortHeader>
                  ) : (
                    <TableHead key={label}>{label}</TableHead>
                  ),
                )}
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.isPending ? (
                Array.from({ length: SKELETON_ROWS }, (_, row) => (
                  <TableRow key={row}>
                    {[...COLUMNS, { label: 'Actions' }].map(({ label }) => (
                      <TableCell key={label}>
                        <Skeleton className="h-4 w-full min-w-16" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              ) : items.data.rows.length === 0 ? (
                <TableRow>
                  <TableCell
                    colSpan={COLUMNS.length + 1}
                    className="py-10 text-center text-muted-foreground"
                  >
                    No vault items found.
                  </TableCell>
                </TableRow>
              ) : (
                items.data.rows.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell className="font-medium">{item.name}</TableCell>
                    <TableCell>{clientLabel(item.client)}</TableCell>
                    <TableCell>{VAULT_CATEGORY_LABELS[item.category]}</TableCell>
                    <TableCell>
                      <SecurityLevelBadge level={item.security_level} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatDate(item.date_stored)}
                    </TableCell>
                    <TableCell>
                      <ItemActions
                        item={item}
                        onAction={(action, opener) =>
                          action === 'delete'
                            ? setDeleting({ what: item, opener })
                            : setDialog({ what: { mode: action, item }, opener })
                        }
                      />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          {items.data && (
            <Pagination
              label="Vault items pages"
              page={list.page}
              pageSize={items.data.pageSize}
              total={items.data.total}
              onPageChange={goToPage}
            />
          )}
        </>
      )}
      <VaultItemFormDialog
        target={dialog?.what ?? null}
        onEdit={(item) =>
          setDialog((current) => current && { ...current, what: { mode: 'edit', item } })
        }
        onClose={() => close(dialog, () => setDialog(null))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && close(deleting, () => setDeleting(null))}
        title="Are you sure?"
        description={`This will permanently delete ${deleting?.what.name ?? 'the item'} from the vault records. This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </>
  );
}

const ITEM_ACTIONS = [
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

type ItemActionsProps = {
  item: AdminVaultItem;
  onAction: (action: (typeof ITEM_ACTIONS)[number]['action'], opener: HTMLElement) => void;
};

/** View, Edit and Delete of one row, each named with the item for screen readers. */
function ItemActions({ item, onAction }: ItemActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      {ITEM_ACTIONS.map(({ action, label, icon: Icon, className }) => (
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
