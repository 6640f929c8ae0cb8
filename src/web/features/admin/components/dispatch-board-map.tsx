import type { BoardShipment } from '#shared/admin/dispatch-board';
import { ShipmentLiveMapOf } from '../../../lib/live-map/lazy-live-map';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { useShipmentPositions } from '../api/get-shipment-positions';

/**
 * The live map of the shipment chosen on the Dispatch board (decisions 075, 076, 081): its route
 * so far and its crew's last position, read again as the crew reports. The map and its atlas are
 * chunks fetched when a shipment is first chosen, so the board's own load does not carry them.
 */
export function DispatchBoardMap({
  shipment,
  onClose,
}: {
  shipment: BoardShipment;
  onClose: () => void;
}) {
  const positions = useShipmentPositions(shipment.id);
  const headingId = `board-map-${shipment.id}`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle as="h3" id={headingId}>
            Map of {shipment.tracking_number}
          </CardTitle>
          <CardDescription>
            {shipment.origin} → {shipment.destination}: the route so far and the last position.
          </CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close Map
        </Button>
      </CardHeader>
      <CardContent>
        <ShipmentLiveMapOf positions={positions} />
      </CardContent>
    </Card>
  );
}
