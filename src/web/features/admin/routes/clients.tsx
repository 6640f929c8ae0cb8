import { KeyRound, MonitorSmartphone, Plus } from 'lucide-react';
import { CLIENT_SORTS } from '#shared/admin/clients';
import type { AdminClient } from '#shared/portal';
import { formatDate, NOT_AVAILABLE } from '../../../lib/format';
import { useOpenedDialog } from '../../../lib/use-opened-dialog';
import { useUrlList } from '../../../lib/use-url-list';
import { Button } from '../../../ui/button';
import type { Column } from '../../../ui/column-headers';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { TableCell, TableRow } from '../../../ui/table';
import { TruncatedText } from '../../../ui/truncated-text';
import { useClients, type ClientListParams } from '../api/get-clients';
import { useDeleteClient } from '../api/write-client';
import { useResetClientTwoFactor } from '../api/reset-client-two-factor';
import { toast } from '../../../ui/use-toast';
import { ClientFormDialog, type ClientDialogTarget } from '../components/client-form-dialog';
import { clientLabel } from '../components/client-label';
import { PagedTable } from '../components/paged-table';
import {
  ClientSessionsDialog,
  type ClientSessionsTarget,
} from '../components/client-sessions-dialog';
import { RowActionsMenu } from '../components/row-actions-menu';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { useStaffMayChange } from '../lib/use-staff-may';

const COLUMNS: readonly Column<ClientListParams['sort']>[] = [
  { label: 'Name', sort: 'last_name' },
  { label: 'Company', sort: 'company' },
  { label: 'Email', sort: 'email' },
  { label: 'Country', sort: 'country' },
  { label: 'Joined On', sort: 'created_at' },
];

/** Admin Clients: searched, sorted and paged on the server. */
export function ClientsPage() {
  const mayChange = useStaffMayChange('clients');
  // Page, search and sort live in the URL, so reload, Back and a shared link keep the view.
  const urlList = useUrlList({
    sorts: CLIENT_SORTS,
    defaultSort: 'created_at',
  });
  const clients = useClients(urlList.query);
  const dialog = useOpenedDialog<ClientDialogTarget>();
  const sessionsDialog = useOpenedDialog<ClientSessionsTarget>();
  const { deleting, confirmDialog } = useConfirmedDelete<AdminClient>({
    remove: useDeleteClient(),
    query: clients,
    urlList,
    deleted: (client) => ({
      title: 'Client Deleted',
      description: `${clientLabel(client)} has been removed.`,
    }),
    failure: { title: 'Error deleting client', fallback: 'The client could not be deleted.' },
  });

  const deletingName = deleting.what ? clientLabel(deleting.what) : '';
  const resetting = useOpenedDialog<AdminClient>();
  const reset = useResetClientTwoFactor();
  const resettingName = resetting.what ? clientLabel(resetting.what) : '';

  function confirmReset() {
    const target = resetting.what;
    if (!target) return;
    reset.mutate(target.id, {
      onSuccess: () => {
        toast({
          title: 'Two-factor sign-in reset',
          description: `${clientLabel(target)} can sign in with their password and has been told by e-mail.`,
        });
        resetting.close();
      },
      onError: (error) => {
        toast({
          title: 'Error resetting two-factor sign-in',
          description: error.message,
          variant: 'destructive',
        });
        resetting.close();
      },
    });
  }

  return (
    <>
      <PageHeader
        title="Clients"
        description="Everyone who stores items or ships with us."
        actions={
          mayChange && (
            <Button onClick={(event) => dialog.open({ mode: 'add' }, event.currentTarget)}>
              <Plus aria-hidden="true" />
              Add Client
            </Button>
          )
        }
      />
      <SearchInput
        label="Search clients"
        placeholder="Search clients by name, email, or company..."
        className="mb-4 max-w-md"
        value={urlList.searchText}
        onChange={(event) => urlList.setSearch(event.target.value)}
      />
      <PagedTable
        query={clients}
        urlList={urlList}
        columns={COLUMNS}
        label="Clients"
        errorTitle="Error fetching clients"
        emptyText="No clients found."
        actionsHeading="sr-only"
        renderRow={(client) => (
          <ClientRow
            client={client}
            mayChange={mayChange}
            onEdit={(opener) => dialog.open({ mode: 'edit', clientId: client.id }, opener)}
            onDelete={(opener) => deleting.open(client, opener)}
            onResetTwoFactor={(opener) => resetting.open(client, opener)}
            onSessions={(opener) =>
              sessionsDialog.open({ clientId: client.id, name: clientLabel(client) }, opener)
            }
          />
        )}
      />
      <ClientFormDialog target={dialog.what} onClose={dialog.close} />
      <ClientSessionsDialog target={sessionsDialog.what} onClose={sessionsDialog.close} />
      <ConfirmDialog
        {...confirmDialog}
        title="Are you absolutely sure?"
        description={`This will permanently delete the client account of ${deletingName} and remove their sign-in. This action cannot be undone.`}
      />
      <ConfirmDialog
        open={resetting.what !== null}
        onOpenChange={(open) => !open && resetting.close()}
        title="Reset two-factor sign-in?"
        description={`${resettingName} will sign in with their password alone until they turn two-factor sign-in on again. Their backup codes and trusted devices stop working, and they are told by e-mail.`}
        confirmLabel="Reset two-factor"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onConfirm={confirmReset}
      />
    </>
  );
}

type ClientRowProps = {
  client: AdminClient;
  /** Without it (a role that reads clients only) the row has no actions. */
  mayChange: boolean;
  onEdit: (opener: HTMLElement | null) => void;
  onDelete: (opener: HTMLElement | null) => void;
  onResetTwoFactor: (opener: HTMLElement | null) => void;
  onSessions: (opener: HTMLElement | null) => void;
};

function ClientRow({
  client,
  mayChange,
  onEdit,
  onDelete,
  onResetTwoFactor,
  onSessions,
}: ClientRowProps) {
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
        {mayChange && (
          <RowActionsMenu
            name={name}
            editLabel="Edit"
            onEdit={onEdit}
            onDelete={onDelete}
            moreActions={[
              { label: 'Sessions', icon: MonitorSmartphone, onSelect: onSessions },
              { label: 'Reset two-factor', icon: KeyRound, onSelect: onResetTwoFactor },
            ]}
          />
        )}
      </TableCell>
    </TableRow>
  );
}
