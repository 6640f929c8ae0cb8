import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ShipmentPositions } from '#shared/shipment-positions';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { publicSettingsQueryOptions } from '../public-settings';

/**
 * The map and its atlas are chunks of their own, fetched when a map is first drawn: a page that
 * may show one (the tracking answer, a shipment's page) does not carry d3-geo or the countries
 * until it knows it will (decisions 037, 075).
 */
const LiveMap = lazy(async () => ({ default: (await import('./live-map')).LiveMap }));

/**
 * One shipment's live map, from its positions' answer; a skeleton while the map loads. It draws
 * the tiles of the server's MAP_TILES_URL when the public settings name one (decision 081), the
 * bundled atlas otherwise or when they cannot be read.
 */
export function ShipmentLiveMap({ positions }: { positions: ShipmentPositions }) {
  const settings = useQuery(publicSettingsQueryOptions);
  const { route } = positions;
  // Waiting for the settings, not drawing the atlas first: the map would change under the reader.
  if (settings.isPending) return <MapLoading />;
  const tilesUrl = settings.data?.map_tiles_url ?? null;
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

/** A shipment's live map from its positions' read, with the read's loading and error states. */
export function ShipmentLiveMapOf({ positions }: { positions: UseQueryResult<ShipmentPositions> }) {
  return (
    <QueryState
      query={positions}
      loadingText="Loading the map..."
      errorTitle="The map could not be loaded"
    >
      {(data) => <ShipmentLiveMap positions={data} />}
    </QueryState>
  );
}
