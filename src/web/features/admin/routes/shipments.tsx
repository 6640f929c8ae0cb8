import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SHIPMENT_SORTS, type AdminShipmentRow } from '#shared/admin';
import {
  isShipmentStatus,
  SHIPMENT_STATUS_LABELS,
  SHIPMENT_STATUSES,
} from '#shared/shipment-status';
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
import { Label } from '../../../ui/label';
import { ErrorState, LoadingState } from '../../../ui/list-states';
import { NativeSelect, VocabularyOptions } from '../../../ui/native-select';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { SearchInput } from '../../../ui/search-input';
import { ShipmentStatusBadge } from '../../../ui/shipment-status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../ui/table';
import { TableEmptyRow } from '../../../ui/table-states';
import { useShipments, type ShipmentListParams } from '../api/get-shipments';
import { useDeleteShipment } from '../api/write-shipment';
import { clientLabel } from '../components/client-label';
import { CreateShipmentDialog } from '../components/create-shipment-dialog';
import { useConfirmedDelete } from '../components/use-confirmed-delete';

const COLUMNS: readonly Column<ShipmentListParams['sort']>[] = [
  { label: 'Tracking #', sort: 'tracking_number' },
  { label: 'Client' },
  { label: 'Origin', sort: 'origin' },
  { label: 'Destination', sort: 'destination' },
  { label: 'Status', sort: 'status' },
];

export function ShipmentsPage() {
  // Page, search, status and order live in the URL so Back and reload keep them.
  const { list, query, searchText, setSearch, setFilter, setSort, setPage, stepBackIfEmptied } =
    useUrlList({
      sorts: SHIPMENT_SORTS,
      defaultSort: 'created_at',
      filter: { name: 'status', values: SHIPMENT_STATUSES },
    });
  const shipments = useShipments(query);
  const { deleting, confirm, pending } = useConfirmedDelete<AdminShipmentRow>({
    remove: useDeleteShipment(),
    deleted: (shipment) => ({
      title: 'Shipment Deleted',
      description: `Shipment ${shipment.tracking_number} has been removed.`,
    }),
    failure: { title: 'Error deleting shipment', fallback: 'Something went wrong' },
    afterDelete: () => stepBackIfEmptied(shipments.data?.rows.length),
    reload: () => void shipments.refetch(),
  });
  const statusId = useId();

  return (
    <>
      <PageHeader
        title="Shipments"
        description="Every shipment, its client and its route; open one to edit it or add tracking updates."
        actions={<CreateShipmentDialog />}
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SearchInput
          label="Search shipments"
          placeholder="Search by tracking number, client or city..."
          className="w-full max-w-md"
          value={searchText}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="flex items-center gap-2">
          <Label htmlFor={statusId}>Status</Label>
          <NativeSelect
            id={statusId}
            className="w-48"
            value={list.status}
            onChange={(event) =>
              setFilter(isShipmentStatus(event.target.value) ? event.target.value : 'all')
            }
          >
            <option value="all">All statuses</option>
            <VocabularyOptions values={SHIPMENT_STATUSES} labels={SHIPMENT_STATUS_LABELS} />
          </NativeSelect>
        </div>
      </div>

      {shipments.isPending ? (
        <LoadingState text="Loading shipments..." />
      ) : shipments.isError ? (
        <ErrorState
          title="Error fetching data"
          message={shipments.error.message}
          onRetry={() => void shipments.refetch()}
          retrying={shipments.isFetching}
        />
      ) : (
        <>
          <Table label="Shipments" aria-busy={shipments.isPlaceholderData}>
            <TableHeader>
              <TableRow>
                <ColumnHeaders columns={COLUMNS} state={list} onSort={setSort} />
                <TableHead pinned>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shipments.data.rows.length === 0 ? (
                <TableEmptyRow columns={COLUMNS.length + 1}>No shipments found.</TableEmptyRow>
              ) : (
                shipments.data.rows.map((shipment) => (
                  <ShipmentRow
                    key={shipment.id}
                    shipment={shipment}
                    onDelete={(opener) => deleting.open(shipment, opener)}
                  />
                ))
              )}
            </TableBody>
          </Table>
          <Pagination
            label="Shipments pages"
            page={list.page}
            pageSize={shipments.data.page_size}
            total={shipments.data.total}
            onPageChange={setPage}
          />
        </>
      )}

      <ConfirmDialog
        open={deleting.what !== null}
        onOpenChange={(open) => !open && deleting.close()}
        title="Are you sure?"
        description="This will permanently delete the shipment record. This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={confirm}
        pending={pending}
      />
    </>
  );
}

type ShipmentRowProps = {
  shipment: AdminShipmentRow;
  onDelete: (opener: HTMLElement | null) => void;
};

function ShipmentRow({ shipment, onDelete }: ShipmentRowProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <TableRow>
      <TableCell className="font-mono font-medium whitespace-nowrap">
        {shipment.tracking_number}
      </TableCell>
      <TableCell>{clientLabel(shipment.client)}</TableCell>
      <TableCell>{shipment.origin}</TableCell>
      <TableCell>{shipment.destination}</TableCell>
      <TableCell>
        <ShipmentStatusBadge status={shipment.status} />
      </TableCell>
      <TableCell pinned className="text-right">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              ref={trigger}
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Actions for ${shipment.tracking_number}`}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem
              onSelect={() =>
                // The list's URL goes along, so 'Back to All Shipments' returns to this page.
                navigate(`/admin/shipments/${shipment.id}`, {
                  state: { listSearch: location.search },
                })
              }
            >
              <Pencil aria-hidden="true" />
              Edit/View Details
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
