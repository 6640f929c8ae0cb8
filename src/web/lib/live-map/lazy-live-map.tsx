import { lazy, Suspense } from 'react';
import type { ShipmentPositions } from '#shared/shipment-positions';
import { Skeleton } from '../../ui/skeleton';

/**
 * The map and its atlas are chunks of their own, fetched when a map is first drawn: a page that
 * may show one (the tracking answer, a shipment's page) does not carry d3-geo or the countries
 * until it knows it will (decisions 037, 075).
 */
const LiveMap = lazy(async () => ({ default: (await import('./live-map')).LiveMap }));

/** One shipment's live map, from its positions' answer; a skeleton while the map loads. */
export function ShipmentLiveMap({
  positions,
  tilesUrl,
}: {
  positions: ShipmentPositions;
  tilesUrl?: string | null;
}) {
  const { route } = positions;
  return (
    <Suspense fallback={<MapLoading />}>
      <LiveMap
        route={{ origin: route.origin.place, destination: route.destination.place }}
        routeText={{ origin: route.origin.text, destination: route.destination.text }}
        positions={positions.positions}
        current={positions.current}
        tilesUrl={tilesUrl}
      />
    </Suspense>
  );
}

/** The map's place while it loads, at its size, so nothing moves when it arrives. */
function MapLoading() {
  return (
    <div role="status" className="grid gap-2">
      <Skeleton className="aspect-[8/5] w-full" />
      <p className="text-sm text-muted-foreground">Loading the map…</p>
    </div>
  );
}
