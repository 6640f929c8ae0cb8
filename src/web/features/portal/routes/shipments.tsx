import { Camera, MapPin, ShieldCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FINISHED_SHIPMENT_STATUSES, type ShipmentStatus } from '#shared/shipment-status';
import { formatDate } from '../../../lib/format';
import { ShipmentPhotosDialog } from '../../../lib/shipment-photos-dialog';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../ui/dialog';
import { ShipmentStatusBadge } from '../../../ui/shipment-status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../ui/table';
import { useShipments } from '../api/get-shipments';
import { ShipmentMapDialog } from '../components/shipment-map-dialog';
import { EmptyState } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { CustodyRecordCheck } from '../components/custody-record-check';

export function ShipmentsPage() {
  const shipments = useShipments();

  return (
    <>
      <PageHeader title="My Shipments" description="Your shipments with us, newest first." />
      <QueryState
        query={shipments}
        loadingText="Loading your shipments..."
        errorTitle="Error fetching shipments"
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState
              icon={Truck}
              title="No Shipments Found"
              description="You do not have any active or past shipments."
            />
          ) : (
            <>
              {/* Phones get one card per shipment: a six-column table would hide Status and
                  Track. */}
              <ul aria-label="Your shipments" className="grid gap-3 md:hidden">
                {data.map((shipment) => (
                  <li
                    key={shipment.id}
                    className="grid gap-3 rounded-lg border border-border bg-card p-4"
                  >
                    <div className="flex items-center justify-between gap-3">
                      <p className="font-mono text-sm font-medium">{shipment.tracking_number}</p>
                      <ShipmentStatusBadge status={shipment.status} />
                    </div>
                    <p className="text-sm">
                      {shipment.origin} <span aria-hidden="true">→</span>
                      <span className="sr-only">to</span> {shipment.destination}
                    </p>
                    <div className="flex items-center justify-between gap-3 text-sm">
                      <p className="text-muted-foreground">
                        Est. Delivery: {formatDate(shipment.estimated_delivery)}
                      </p>
                      <ShipmentActions shipment={shipment} />
                    </div>
                  </li>
                ))}
              </ul>
              <div className="hidden md:block">
                <Table label="Your shipments">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Tracking #</TableHead>
                      <TableHead>Origin</TableHead>
                      <TableHead>Destination</TableHead>
                      <TableHead>Status</TableHead>
                      <TableHead>Est. Delivery</TableHead>
                      <TableHead>Actions</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.map((shipment) => (
                      <TableRow key={shipment.id}>
                        <TableCell className="font-mono font-medium">
                          {shipment.tracking_number}
                        </TableCell>
                        <TableCell>{shipment.origin}</TableCell>
                        <TableCell>{shipment.destination}</TableCell>
                        <TableCell>
                          <ShipmentStatusBadge status={shipment.status} />
                        </TableCell>
                        <TableCell className="whitespace-nowrap">
                          {formatDate(shipment.estimated_delivery)}
                        </TableCell>
                        <TableCell>
                          <ShipmentActions shipment={shipment} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </>
          )
        }
      </QueryState>
    </>
  );
}

/**
 * Track, the live map of a shipment under way, Verify its custody record, and Photos for one that
 * has custody photos.
 */
function ShipmentActions({
  shipment,
}: {
  shipment: { id: string; tracking_number: string; status: ShipmentStatus; photo_count: number };
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <TrackButton trackingNumber={shipment.tracking_number} />
      {!FINISHED_SHIPMENT_STATUSES.includes(shipment.status) && (
        <ShipmentMapDialog shipment={shipment} />
      )}
      <VerifyCustodyButton trackingNumber={shipment.tracking_number} />
      {shipment.photo_count > 0 && <PhotosButton trackingNumber={shipment.tracking_number} />}
    </div>
  );
}

/** Opens the browser's own check of the shipment's custody events (decision 080). */
function VerifyCustodyButton({ trackingNumber }: { trackingNumber: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Verify custody record of ${trackingNumber}`}
        >
          <ShieldCheck aria-hidden="true" />
          Verify
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Custody Record of ${trackingNumber}`}
        description="Each custody event is checked here, in your browser, against the ledger's latest signed checkpoint."
        className="max-w-2xl"
      >
        <CustodyRecordCheck subject={{ type: 'shipment', id: trackingNumber }} />
      </DialogContent>
    </Dialog>
  );
}

function PhotosButton({ trackingNumber }: { trackingNumber: string }) {
  const [open, setOpen] = useState(false);
  return (
    <ShipmentPhotosDialog
      trackingNumber={trackingNumber}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Photos of ${trackingNumber}`}>
          <Camera aria-hidden="true" />
          Photos
        </Button>
      }
    />
  );
}

/** Opens the public tracking page for the shipment (the spec's placeholder made real). */
function TrackButton({ trackingNumber }: { trackingNumber: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link
        to={`/track?number=${encodeURIComponent(trackingNumber)}`}
        aria-label={`Track ${trackingNumber}`}
      >
        <MapPin aria-hidden="true" />
        Track
      </Link>
    </Button>
  );
}
