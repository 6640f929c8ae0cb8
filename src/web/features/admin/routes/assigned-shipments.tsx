import { Link } from 'react-router';
import { COURIER_MESSAGES } from '#shared/admin/shipments';
import { CREW_APP_PATH } from '#shared/crew-app';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { ShipmentStatusBadge } from '../../../ui/shipment-status-badge';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '../../../ui/table';
import { TableEmptyRow } from '../../../ui/table-states';
import { useAssignedShipments } from '../api/courier';

const COLUMNS = ['Tracking Number', 'Client', 'Route', 'Status', 'Estimated Delivery'];

/** My Shipments: what a Courier carries, open ones first, without values (decision 066). */
export function AssignedShipmentsPage() {
  const shipments = useAssignedShipments();
  return (
    <>
      <PageHeader
        title="My Shipments"
        description="The shipments assigned to you: open ones first, soonest due, then those finished in the last 7 days."
        actions={
          // A document of its own: the crew app's pages alone may use the camera and the position
          // (decision 077).
          <Button asChild variant="outline">
            <a href={CREW_APP_PATH}>Open the crew app</a>
          </Button>
        }
      />
      <QueryState
        query={shipments}
        loadingText="Loading your shipments..."
        errorTitle="Error fetching your shipments"
      >
        {(rows) => (
          <Table label="My Shipments">
            <TableHeadings columns={COLUMNS} actions={false} />
            <TableBody>
              {rows.length === 0 && (
                <TableEmptyRow columns={COLUMNS.length}>
                  {COURIER_MESSAGES.noneAssigned}
                </TableEmptyRow>
              )}
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="font-mono font-medium">
                    <Link to={row.id} className="underline-offset-4 hover:underline">
                      {row.tracking_number}
                    </Link>
                  </TableCell>
                  <TableCell>{row.client_name ?? 'No client'}</TableCell>
                  <TableCell>
                    {row.origin} → {row.destination}
                  </TableCell>
                  <TableCell>
                    <ShipmentStatusBadge status={row.status} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatDate(row.estimated_delivery)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </>
  );
}
