import { MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { CLIENT_SORTS } from '#shared/admin';
import type { AdminClient } from '#shared/portal';
import { formatDate, NOT_AVAILABLE } from '../../../lib/format';
import { useOpenedDialog } from '../../../lib/use-opened-dialog';
import { useUrlList } from '../../../lib/use-url-list';
import { Button } from '../../../ui/button';
import { ColumnHeaders, type Column } from '../../../ui/column-headers';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { ErrorState } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { SearchInput } from '../../../ui/search-input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../ui/table';
import { TableEmptyRow, TableSkeletonRows } from '../../../ui/table-states';
import { TruncatedText } from '../../../ui/truncated-text';
import { useClients, type ClientListParams } from '../api/get-clients';
import { useDeleteClient } from '../api/write-client';
import { ClientFormDialog, type ClientDialogTarget } from '../components/client-form-dialog';
import { clientLabel } from '../components/client-label';
import { useConfirmedDelete } from '../components/use-confirmed-delete';

const COLUMNS: readonly Column<ClientListParams['sort']>[] = [
  { label: 'Name', sort: 'last_name' },
  { label: 'Company', sort: 'company' },
  { label: 'Email', sort: 'email' },
  { label: 'Country', sort: 'country' },
  { label: 'Joined On', sort: 'created_at' },
];
const SKELETON_ROWS = 5;

/** Admin Clients (spec §2): searched, sorted and paged on the server. */
export function ClientsPage() {
  // Page, search and sort live in the URL, so reload, Back and a shared link keep the view.
  const { list, query, searchText, setSearch, setSort, setPage, stepBackIfEmptied } = useUrlList({
    sorts: CLIENT_SORTS,
    defaultSort: 'created_at',
  });
  const clients = useClients(query);
  const dialog = useOpenedDialog<ClientDialogTarget>();
  const { deleting, confirm, pending } = useConfirmedDelete<AdminClient>({
    remove: useDeleteClient(),
    deleted: (client) => ({
      title: 'Client Deleted',
      description: `${clientLabel(client)} has been removed.`,
    }),
    failure: { title: 'Error deleting client', fallback: 'The client could not be deleted.' },
    afterDelete: () => stepBackIfEmptied(clients.data?.rows.length),
    reload: () => void clients.refetch(),
  });

  const deletingName = deleting.what ? clientLabel(deleting.what) : '';

  return (
    <>
      <PageHeader
        title="Clients"
        description="Everyone who stores items or ships with us."
        actions={
          <Button onClick={(event) => dialog.open({ mode: 'add' }, event.currentTarget)}>
            <Plus aria-hidden="true" />
            Add Client
          </Button>
        }
      />
      <SearchInput
        label="Search clients"
        placeholder="Search clients by name, email, or company..."
        className="mb-4 max-w-md"
        value={searchText}
        onChange={(event) => setSearch(event.target.value)}
      />
      {clients.isError && !clients.data ? (
        <ErrorState
          title="Error fetching clients"
          message={clients.error.message}
          onRetry={() => void clients.refetch()}
          retrying={clients.isFetching}
        />
      ) : (
        <>
          <Table label="Clients" aria-busy={clients.isPending || clients.isPlaceholderData}>
            <TableHeader>
              <TableRow>
                <ColumnHeaders columns={COLUMNS} state={list} onSort={setSort} />
                <TableHead pinned>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {clients.isPending ? (
                <TableSkeletonRows rows={SKELETON_ROWS} columns={COLUMNS.length + 1} />
              ) : clients.data.rows.length === 0 ? (
                <TableEmptyRow columns={COLUMNS.length + 1}>No clients found.</TableEmptyRow>
              ) : (
                clients.data.rows.map((client) => (
                  <ClientRow
                    key={client.id}
                    client={client}
                    onEdit={(opener) => dialog.open({ mode: 'edit', clientId: client.id }, opener)}
                    onDelete={(opener) => deleting.open(client, opener)}
                  />
                ))
              )}
            </TableBody>
          </Table>
          {clients.data && (
            <Pagination
              label="Clients pages"
              page={list.page}
              pageSize={clients.data.page_size}
              total={clients.data.total}
              onPageChange={setPage}
            />
          )}
        </>
      )}
      <ClientFormDialog target={dialog.what} onClose={dialog.close} />
      <ConfirmDialog
        open={deleting.what !== null}
        onOpenChange={(open) => !open && deleting.close()}
        title="Are you absolutely sure?"
        description={`This will permanently delete the client account of ${deletingName} and remove their sign-in. This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={confirm}
        pending={pending}
      />
    </>
  );
}

type ClientRowProps = {
  client: AdminClient;
  onEdit: (opener: HTMLElement | null) => void;
  onDelete: (opener: HTMLElement | null) => void;
};

function ClientRow({ client, onEdit, onDelete }: ClientRowProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const name = clientLabel(client);
  return (
    <TableRow>
      <TableCell className="font-medium">{name}</TableCell>
      <TableCell>{client.company || NOT_AVAILABLE}</TableCell>
      <TableCell>
        <TruncatedText text={client.email} className="max-w-72" />
      </TableCell>
      <TableCell>{client.country || NOT_AVAILABLE}</TableCell>
      <TableCell className="whitespace-nowrap">{formatDate(client.created_at)}</TableCell>
      <TableCell pinned className="text-right">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button ref={trigger} variant="ghost" size="icon" aria-label={`Actions for ${name}`}>
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => onEdit(trigger.current)}>
              <Pencil aria-hidden="true" />
              Edit
            </DropdownMenuItem>
            <DropdownMenuItem destructive onSelect={() => onDelete(trigger.current)}>
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </TableCell>
    </TableRow>
  );
}
