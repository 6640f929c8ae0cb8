import { Map as MapIcon } from 'lucide-react';
import { useState } from 'react';
import { ShipmentLiveMapOf } from '../../../lib/live-map/lazy-live-map';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../ui/dialog';
import { useShipmentPositions } from '../api/get-shipment-positions';

/**
 * The live map of one of the organisation's shipments, in the portal (decision 075): read when
 * opened, and moving while open as the crew reports.
 */
export function ShipmentMapDialog({
  shipment,
}: {
  shipment: { id: string; tracking_number: string };
}) {
  const [open, setOpen] = useState(false);
  const positions = useShipmentPositions(shipment.id, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Map of ${shipment.tracking_number}`}>
          <MapIcon aria-hidden="true" />
          Map
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Live Map of ${shipment.tracking_number}`}
        description="The planned route, where the crew has been and its last position."
        className="max-w-2xl"
      >
        <ShipmentLiveMapOf positions={positions} />
      </DialogContent>
    </Dialog>
  );
}
