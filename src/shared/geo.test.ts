import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_KM,
  ROUTE_MARGIN_FRACTION,
  ROUTE_MARGIN_KM,
  boundsOf,
  distanceKm,
  distanceToRouteKm,
  isFarFromRoute,
  pointsAlongRoute,
  routeMarginKm,
  type LatLon,
} from './geo';
import { placeOf, type Place } from './places';

const at = (text: string): Place => {
  const place = placeOf(text);
  if (!place) throw new Error(`No place for ${text}`);
  return place;
};

/** One degree of a great circle, in km. */
const DEGREE_KM = (EARTH_RADIUS_KM * Math.PI) / 180;

describe('distanceKm', () => {
  it('measures known city distances', () => {
    expect(distanceKm(at('New York, NY'), at('London, United Kingdom'))).toBeGreaterThan(
      5570 * 0.99,
    );
    expect(distanceKm(at('New York, NY'), at('London, United Kingdom'))).toBeLessThan(5570 * 1.01);
    expect(distanceKm(at('Paris, France'), at('Geneva, Switzerland'))).toBeGreaterThan(410 * 0.98);
    expect(distanceKm(at('Paris, France'), at('Geneva, Switzerland'))).toBeLessThan(410 * 1.02);
  });

  it('is zero from a point to itself, the same both ways, and a quarter circle pole to equator', () => {
    const geneva = at('Geneva');
    expect(distanceKm(geneva, geneva)).toBe(0);
    expect(distanceKm(geneva, at('Tokyo'))).toBeCloseTo(distanceKm(at('Tokyo'), geneva), 9);
    expect(distanceKm({ lat: 90, lon: 0 }, { lat: 0, lon: 123 })).toBeCloseTo(90 * DEGREE_KM, 6);
  });
});

describe('distanceToRouteKm', () => {
  const from: LatLon = { lat: 0, lon: 0 };
  const to: LatLon = { lat: 0, lon: 10 };

  it('is zero for a point on the arc, including its ends', () => {
    const paris = at('Paris');
    const geneva = at('Geneva');
    for (const point of pointsAlongRoute(paris, geneva, 7)) {
      expect(distanceToRouteKm(point, paris, geneva)).toBeLessThan(1e-6);
    }
    expect(distanceToRouteKm({ lat: 0, lon: 4 }, from, to)).toBeLessThan(1e-9);
  });

  it('measures a point alongside the arc straight across to it', () => {
    // The meridian through (3, 5) meets the equator at right angles, at (0, 5).
    expect(distanceToRouteKm({ lat: 3, lon: 5 }, from, to)).toBeCloseTo(3 * DEGREE_KM, 6);
    expect(distanceToRouteKm({ lat: -3, lon: 5 }, from, to)).toBeCloseTo(3 * DEGREE_KM, 6);
  });

  it('measures a point beyond an end to that end, not to the rest of the great circle', () => {
    expect(distanceToRouteKm({ lat: 0, lon: 20 }, from, to)).toBeCloseTo(10 * DEGREE_KM, 6);
    expect(distanceToRouteKm({ lat: 1, lon: -5 }, from, to)).toBeCloseTo(
      distanceKm({ lat: 1, lon: -5 }, from),
      9,
    );
    // Rome lies beyond Geneva on the way from Paris.
    const rome = at('Rome');
    expect(distanceToRouteKm(rome, at('Paris'), at('Geneva'))).toBeCloseTo(
      distanceKm(rome, at('Geneva')),
      9,
    );
  });

  it('measures a route of one point to that point', () => {
    const london = at('London');
    expect(distanceToRouteKm(at('Paris'), london, london)).toBeCloseTo(
      distanceKm(at('Paris'), london),
      9,
    );
  });
});

describe('isFarFromRoute', () => {
  it('allows ROUTE_MARGIN_KM on a short route and a share of the length on a long one', () => {
    expect(routeMarginKm(at('Paris'), at('Geneva'))).toBe(ROUTE_MARGIN_KM);
    const long = distanceKm(at('New York, NY'), at('Los Angeles, CA'));
    expect(routeMarginKm(at('New York, NY'), at('Los Angeles, CA'))).toBeCloseTo(
      ROUTE_MARGIN_FRACTION * long,
      9,
    );
  });

  it('lets a courier on the road pass and flags one 1,000 km off', () => {
    const paris = at('Paris');
    const geneva = at('Geneva');
    const dijon = { lat: 47.322, lon: 5.0415 }; // on the A6/A39 road from Paris to Geneva
    expect(isFarFromRoute(dijon, paris, geneva)).toBe(false);
    const newYork = at('New York, NY');
    const losAngeles = at('Los Angeles, CA');
    const memphis = { lat: 35.1495, lon: -90.049 }; // on I-40, 580 km south of the straight line
    expect(isFarFromRoute(memphis, newYork, losAngeles)).toBe(false);

    // 1,000 km north of the middle of an east-west route of 1,112 km (margin 278 km).
    const offRoad = { lat: 1000 / DEGREE_KM, lon: 5 };
    expect(distanceToRouteKm(offRoad, { lat: 0, lon: 0 }, { lat: 0, lon: 10 })).toBeCloseTo(
      1000,
      6,
    );
    expect(isFarFromRoute(offRoad, { lat: 0, lon: 0 }, { lat: 0, lon: 10 })).toBe(true);
    expect(isFarFromRoute(at('Brussels'), paris, geneva)).toBe(true);
  });
});

describe('pointsAlongRoute', () => {
  it('starts and ends at the inputs and spaces the points evenly on the arc', () => {
    const from = at('Tokyo');
    const to = at('San Francisco');
    const count = 25;
    const points = pointsAlongRoute(from, to, count);
    expect(points).toHaveLength(count);
    expect(points[0]).toEqual({ lat: from.lat, lon: from.lon });
    expect(points[count - 1]).toEqual({ lat: to.lat, lon: to.lon });
    const step = distanceKm(from, to) / (count - 1);
    for (let i = 1; i < count; i += 1) {
      expect(distanceKm(points[i - 1]!, points[i]!)).toBeCloseTo(step, 6);
      expect(distanceToRouteKm(points[i]!, from, to)).toBeLessThan(1e-6);
    }
  });

  it('gives just the ends for 2, and refuses fewer or a fraction', () => {
    const from = at('Paris');
    const to = at('Geneva');
    expect(pointsAlongRoute(from, to, 2)).toEqual([
      { lat: from.lat, lon: from.lon },
      { lat: to.lat, lon: to.lon },
    ]);
    expect(() => pointsAlongRoute(from, to, 1)).toThrow(RangeError);
    expect(() => pointsAlongRoute(from, to, 2.5)).toThrow(RangeError);
  });

  it('refuses antipodes, which have no single arc, and repeats a point for a route of one', () => {
    expect(() => pointsAlongRoute({ lat: 10, lon: 20 }, { lat: -10, lon: -160 }, 3)).toThrow(
      RangeError,
    );
    const london = at('London');
    expect(pointsAlongRoute(london, london, 3)).toEqual([
      { lat: london.lat, lon: london.lon },
      { lat: london.lat, lon: london.lon },
      { lat: london.lat, lon: london.lon },
    ]);
  });
});

describe('boundsOf', () => {
  it('is null for no points and a point for one', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([{ lat: 46.2, lon: 6.1 }])).toEqual({
      west: 6.1,
      south: 46.2,
      east: 6.1,
      north: 46.2,
    });
  });

  it('boxes a route, reaching beyond its ends where the great circle bulges north', () => {
    const newYork = at('New York, NY');
    const london = at('London');
    const bounds = boundsOf(pointsAlongRoute(newYork, london, 50));
    expect(bounds).toMatchObject({ west: newYork.lon, south: newYork.lat, east: london.lon });
    expect(bounds!.north).toBeGreaterThan(london.lat);
  });

  it('crosses the 180th meridian for a route over the Pacific: east is then below west', () => {
    const tokyo = at('Tokyo');
    const losAngeles = at('Los Angeles, CA');
    const bounds = boundsOf(pointsAlongRoute(tokyo, losAngeles, 50));
    expect(bounds).toMatchObject({ west: tokyo.lon, east: losAngeles.lon, south: losAngeles.lat });
  });
});
