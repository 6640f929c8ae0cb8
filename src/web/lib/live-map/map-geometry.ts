import { boundsOf, distanceKm, EARTH_RADIUS_KM, pointsAlongRoute, type LatLon } from '#shared/geo';
import { nearestPlace, PLACES } from '#shared/places';
import type { MapPlace, MapPosition } from '#shared/shipment-positions';
import { formatDateTime, formatLocalTime } from '../format';

/** What the map draws: the route's ends where the gazetteer knows them, and the positions. */
export type LiveMapRoute = { origin: MapPlace | null; destination: MapPlace | null };

/** Within this a position is "near" a city; beyond it, so many km from the nearest. */
const NEAR_KM = 60;

/**
 * The points the view must hold: the planned route along its great circle (which bulges toward
 * the pole, so its ends alone would cut it off) and every position.
 */
export function pointsInView(route: LiveMapRoute, positions: readonly LatLon[]): LatLon[] {
  const { origin, destination } = route;
  const planned =
    origin && destination && distanceKm(origin, destination) < 19_000
      ? pointsAlongRoute(origin, destination, 16)
      : [origin, destination].filter((end): end is MapPlace => end !== null);
  return [...planned, ...positions];
}

/**
 * The longitude the view is centred on: the middle of the narrowest span holding the points, so
 * a route across the Pacific (Tokyo to Los Angeles) is drawn across the 180th meridian, not
 * around the world the other way (boundsOf gives east below west then).
 */
export function centreLongitude(points: readonly LatLon[]): number {
  const bounds = boundsOf(points);
  if (!bounds) return 0;
  const span =
    bounds.east >= bounds.west ? bounds.east - bounds.west : bounds.east + 360 - bounds.west;
  const middle = bounds.west + span / 2;
  return middle > 180 ? middle - 360 : middle;
}

/** A radius on the ground, in metres, as degrees of arc (what d3's geoCircle takes). */
export function metresAsDegrees(metres: number): number {
  return ((metres / 1000 / EARTH_RADIUS_KM) * 180) / Math.PI;
}

/** Where a position is, in words: "near Denver, CO" or "140 km from Denver, CO". */
export function placeInWords(point: LatLon): string {
  const near = nearestPlace(point, NEAR_KM);
  if (near) return `near ${near.name}`;
  let nearest: { name: string; km: number } | null = null;
  for (const place of PLACES) {
    const km = distanceKm(point, place);
    if (!nearest || km < nearest.km) nearest = { name: place.name, km };
  }
  return nearest ? `${Math.round(nearest.km)} km from ${nearest.name}` : 'position unknown';
}

/**
 * The line under the map and its accessible name: "Last position 2:05 PM, near Denver, CO,
 * ±20 m"; a position of another day says the day too.
 */
export function describeLastPosition(current: MapPosition, now: Date = new Date()): string {
  const at = new Date(current.at);
  const sameDay = at.toDateString() === now.toDateString();
  const when = sameDay ? formatLocalTime(at) : formatDateTime(current.at);
  return `Last position ${when}, ${placeInWords(current)}, ±${Math.round(current.accuracy_m)} m`;
}

/** One raster tile of a Web Mercator tile server, placed in the map's pixels. */
export type PlacedTile = { key: string; url: string; x: number; y: number; size: number };

/**
 * The tiles of a `{z}/{x}/{y}` server covering a width × height view of a Mercator projection
 * with this scale (pixels per radian), translate and centre longitude (its rotation). The zoom is
 * the one whose tiles come closest to 256 pixels; tiles repeat round the world east and west.
 */
export function tilesFor(input: {
  template: string;
  scale: number;
  translate: readonly [number, number];
  centreLon: number;
  width: number;
  height: number;
}): PlacedTile[] {
  const { template, scale, translate, centreLon, width, height } = input;
  const world = 2 * Math.PI * scale;
  const zoom = Math.min(19, Math.max(0, Math.round(Math.log2(world / 256))));
  const count = 2 ** zoom;
  const size = world / count;
  // Longitude -180 after the rotation sits (-180 - centre) degrees from the centre.
  const left = translate[0] + scale * (((-180 - centreLon) * Math.PI) / 180);
  const top = translate[1] - scale * Math.PI;
  const tiles: PlacedTile[] = [];
  const firstRow = Math.max(0, Math.floor(-top / size));
  const lastRow = Math.min(count - 1, Math.floor((height - top) / size));
  const firstColumn = Math.floor(-left / size);
  const lastColumn = Math.floor((width - left) / size);
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      const x = ((column % count) + count) % count;
      tiles.push({
        key: `${zoom}/${column}/${row}`,
        url: template
          .replace('{z}', String(zoom))
          .replace('{x}', String(x))
          .replace('{y}', String(row)),
        x: left + column * size,
        y: top + row * size,
        size,
      });
    }
  }
  return tiles;
}
