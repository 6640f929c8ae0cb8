/** A position in degrees: latitude north positive, longitude east positive (WGS 84, as GPS gives). */
export type LatLon = { lat: number; lon: number };

/** The Earth's mean radius (IUGG), in km: a sphere is within 0.5% of the ellipsoid's distances. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * How far from a route's straight line a courier may be before the position is "far": at least
 * ROUTE_MARGIN_KM, or ROUTE_MARGIN_FRACTION of the route's length when that is more. Armoured
 * transports go by road, and roads leave the great circle (around a lake, a mountain range, a
 * border crossing, the nearest airport or vault); a short trip still needs room for its detours and
 * a phone's poor fixes, and a cross-country trip can bend hundreds of kilometres away from the line
 * (New York to Los Angeles by road passes Memphis, 580 km south of it), so the margin grows with the
 * route's length.
 */
export const ROUTE_MARGIN_KM = 150;
export const ROUTE_MARGIN_FRACTION = 0.25;

type Vector = readonly [number, number, number];

const RADIANS = Math.PI / 180;

function toVector({ lat, lon }: LatLon): Vector {
  const phi = lat * RADIANS;
  const lambda = lon * RADIANS;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

function toLatLon([x, y, z]: Vector): LatLon {
  return { lat: Math.atan2(z, Math.hypot(x, y)) / RADIANS, lon: Math.atan2(y, x) / RADIANS };
}

const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vector, b: Vector): Vector => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const length = (a: Vector) => Math.hypot(a[0], a[1], a[2]);
const scale = (a: Vector, k: number): Vector => [a[0] * k, a[1] * k, a[2] * k];

/** The angle between two unit vectors, in radians: atan2 stays exact for tiny and large angles. */
const angle = (a: Vector, b: Vector) => Math.atan2(length(cross(a, b)), dot(a, b));

/** Below this (radians, ~6 µm on the ground) two directions are one. */
const EPSILON = 1e-12;

/** Great-circle distance in km (haversine on a sphere of the mean Earth radius). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLon = (b.lon - a.lon) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The shortest distance in km from `point` to the great-circle arc from `from` to `to` (the
 * shorter arc, the route's straight line): to its nearest point when the point lies alongside the
 * arc, to the nearer end when it lies beyond one. A route of one point, or between antipodes (no
 * single shortest arc), is measured to its nearer end.
 */
export function distanceToRouteKm(point: LatLon, from: LatLon, to: LatLon): number {
  const nearerEnd = () => Math.min(distanceKm(point, from), distanceKm(point, to));
  const a = toVector(from);
  const b = toVector(to);
  const normal = cross(a, b);
  const size = length(normal);
  if (size < EPSILON) return nearerEnd();
  const n = scale(normal, 1 / size);
  const p = toVector(point);
  const offPlane = dot(p, n);
  // The point's foot on the route's great circle: alongside the arc when it lies between the ends.
  const foot: Vector = [p[0] - offPlane * n[0], p[1] - offPlane * n[1], p[2] - offPlane * n[2]];
  const footSize = length(foot);
  if (footSize < EPSILON) return nearerEnd();
  if (dot(cross(a, foot), n) < 0 || dot(cross(foot, b), n) < 0) return nearerEnd();
  return EARTH_RADIUS_KM * Math.atan2(Math.abs(offPlane), footSize);
}

/** How far from the route's arc a position may be, in km: see ROUTE_MARGIN_KM. */
export function routeMarginKm(from: LatLon, to: LatLon): number {
  return Math.max(ROUTE_MARGIN_KM, ROUTE_MARGIN_FRACTION * distanceKm(from, to));
}

/** Whether a position is far outside the route's region: more than its margin from the arc. */
export function isFarFromRoute(point: LatLon, from: LatLon, to: LatLon): boolean {
  return distanceToRouteKm(point, from, to) > routeMarginKm(from, to);
}

/**
 * `count` (at least 2) points evenly spaced along the great-circle arc from `from` to `to`, the
 * first and last being copies of the ends. Between antipodes there is no single arc: RangeError.
 */
export function pointsAlongRoute(from: LatLon, to: LatLon, count: number): LatLon[] {
  if (!Number.isInteger(count) || count < 2) {
    throw new RangeError(`A route needs a whole count of at least 2 points, not ${count}`);
  }
  const a = toVector(from);
  const b = toVector(to);
  const omega = angle(a, b);
  if (Math.PI - omega < 1e-9) {
    throw new RangeError('Antipodal ends have no single great-circle arc between them');
  }
  const sinOmega = Math.sin(omega);
  return Array.from({ length: count }, (_, i): LatLon => {
    if (i === 0) return { lat: from.lat, lon: from.lon };
    if (i === count - 1) return { lat: to.lat, lon: to.lon };
    const t = i / (count - 1);
    if (sinOmega < EPSILON) return { lat: from.lat, lon: from.lon };
    const wa = Math.sin((1 - t) * omega) / sinOmega;
    const wb = Math.sin(t * omega) / sinOmega;
    return toLatLon([wa * a[0] + wb * b[0], wa * a[1] + wb * b[1], wa * a[2] + wb * b[2]]);
  });
}

/**
 * The smallest box holding the points, in degrees, or null for none. `west` and `east` bound the
 * narrowest span of longitude holding them all, so a route across the Pacific (Tokyo to Los
 * Angeles) gets west 139.8, east -118.2: east below west means the box crosses the 180th meridian,
 * as in GeoJSON (RFC 7946 §5.2); a map must then draw from west eastward across it. The box holds
 * the points only: pass the points of a route (pointsAlongRoute), not just its ends, since a
 * great circle bulges toward the pole.
 */
export function boundsOf(
  points: readonly LatLon[],
): { west: number; south: number; east: number; north: number } | null {
  if (points.length === 0) return null;
  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => normalizeLon(point.lon)).sort((x, y) => x - y);
  // The widest gap between neighbouring longitudes (going round) is the part the box leaves out.
  let west = lons[0]!;
  let east = lons[lons.length - 1]!;
  let widest = 360 - (east - west);
  for (let i = 1; i < lons.length; i += 1) {
    const gap = lons[i]! - lons[i - 1]!;
    if (gap > widest) {
      widest = gap;
      west = lons[i]!;
      east = lons[i - 1]!;
    }
  }
  return { west, south: Math.min(...lats), east, north: Math.max(...lats) };
}

/** A longitude within [-180, 180], so 190 and -170 compare as the same meridian. */
function normalizeLon(lon: number): number {
  return lon >= -180 && lon <= 180 ? lon : ((((lon + 180) % 360) + 360) % 360) - 180;
}
