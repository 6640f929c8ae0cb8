import { useLocation, useNavigate } from 'react-router';
import { SHIPMENT_SORTS, type AdminShipmentRow } from '#shared/admin/shipments';
import { SHIPMENT_STATUS_LABELS, SHIPMENT_STATUSES } from '#shared/shipment-status';
import { useUrlList } from '../../../lib/use-url-list';
import type { Column } from '../../../ui/column-headers';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { ShipmentStatusBadge } from '../../../ui/shipment-status-badge';
import { TableCell, TableRow } from '../../../ui/table';
import { useShipments, type ShipmentListParams } from '../api/get-shipments';
import { useDeleteShipment } from '../api/write-shipment';
import { ChoiceFilter } from '../components/choice-filter';
import { clientLabel } from '../components/client-label';
import { CreateShipmentDialog } from '../components/create-shipment-dialog';
import { PagedTable } from '../components/paged-table';
import { RowActionsMenu } from '../components/row-actions-menu';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { useStaffMayChange } from '../lib/use-staff-may';

const COLUMNS: readonly Column<ShipmentListParams['sort']>[] = [
  { label: 'Tracking #', sort: 'tracking_number' },
  { label: 'Client' },
  { label: 'Origin', sort: 'origin' },
  { label: 'Destination', sort: 'destination' },
  { label: 'Status', sort: 'status' },
];

export function ShipmentsPage() {
  const mayChange = useStaffMayChange('shipments');
  // Page, search, status and order live in the URL so Back and reload keep them.
  const urlList = useUrlList({
    sorts: SHIPMENT_SORTS,
    defaultSort: 'created_at',
    filter: { name: 'status', values: SHIPMENT_STATUSES },
  });
  const shipments = useShipments(urlList.query);
  const { deleting, confirmDialog } = useConfirmedDelete<AdminShipmentRow>({
    remove: useDeleteShipment(),
    query: shipments,
    urlList,
    deleted: (shipment) => ({
      title: 'Shipment Deleted',
      description: `Shipment ${shipment.tracking_number} has been removed.`,
    }),
    failure: { title: 'Error deleting shipment', fallback: 'Something went wrong' },
  });

  return (
    <>
      <PageHeader
        title="Shipments"
        description="Every shipment, its client and its route; open one to edit it or add tracking updates."
        actions={mayChange && <CreateShipmentDialog />}
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SearchInput
          label="Search shipments"
          placeholder="Search by tracking number, client or city..."
          className="w-full max-w-md"
          value={urlList.searchText}
          onChange={(event) => urlList.setSearch(event.target.value)}
        />
        <ChoiceFilter
          label="Status"
          allLabel="All statuses"
          values={SHIPMENT_STATUSES}
          labels={SHIPMENT_STATUS_LABELS}
          value={urlList.list.status}
          onChange={urlList.setFilter}
          layout="inline"
          className="w-48"
        />
      </div>

      <PagedTable
        query={shipments}
        urlList={urlList}
        columns={COLUMNS}
        label="Shipments"
        errorTitle="Error fetching data"
        emptyText="No shipments found."
        loadingText="Loading shipments..."
        actionsHeading="sr-only"
        renderRow={(shipment) => (
          <ShipmentRow
            shipment={shipment}
            onDelete={mayChange ? (opener) => deleting.open(shipment, opener) : undefined}
          />
        )}
      />

      <ConfirmDialog
        {...confirmDialog}
        title="Are you sure?"
        description="This will permanently delete the shipment record. This action cannot be undone."
      />
    </>
  );
}

type ShipmentRowProps = {
  shipment: AdminShipmentRow;
  onDelete?: (opener: HTMLElement | null) => void;
};

function ShipmentRow({ shipment, onDelete }: ShipmentRowProps) {
  const navigate = useNavigate();
  const location = useLocation();

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
        <RowActionsMenu
          name={shipment.tracking_number}
          editLabel={onDelete ? 'Edit/View Details' : 'View Details'}
          triggerClassName="size-8"
          onEdit={() =>
            // The list's URL goes along, so 'Back to All Shipments' returns to this page.
            navigate(`/admin/shipments/${shipment.id}`, { state: { listSearch: location.search } })
          }
          onDelete={onDelete}
        />
      </TableCell>
    </TableRow>
  );
}
