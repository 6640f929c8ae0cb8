import { ShipmentLiveMapOf } from '../../../lib/live-map/lazy-live-map';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { useShipmentPositions } from '../api/get-shipment-positions';

/** The shipment's route and its crews' positions, live (decision 075). */
export function LiveMapCard({ shipmentId }: { shipmentId: string }) {
  const positions = useShipmentPositions(shipmentId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Live Map</CardTitle>
        <CardDescription>
          The planned route, where the crew has been and its last position.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ShipmentLiveMapOf positions={positions} />
      </CardContent>
    </Card>
  );
}
