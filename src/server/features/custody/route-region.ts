import { isFarFromRoute, type LatLon } from '#shared/geo';
import { nearestPlace, placeOf } from '#shared/places';

/** How far a handoff may be from a city for its tracking update to name that city. */
const CITY_RADIUS_KM = 60;

type Route = { origin: string; destination: string };

/**
 * Whether a position is far outside its shipment's route (decision 072): accepted, and flagged for
 * operations. A route whose ends the gazetteer does not know flags nothing: no guess is made.
 */
export function farFromRoute(route: Route, point: LatLon): boolean {
  const from = placeOf(route.origin);
  const to = placeOf(route.destination);
  return from !== null && to !== null && isFarFromRoute(point, from, to);
}

/** The city a handoff's tracking update names: the nearest known one, else where it was last. */
export function cityOf(point: LatLon, lastKnown: string | null): string {
  return nearestPlace(point, CITY_RADIUS_KM)?.name ?? lastKnown ?? 'In transit';
}
