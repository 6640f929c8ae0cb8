import { describe, expect, it } from 'vitest';
import {
  centreLongitude,
  describeLastPosition,
  metresAsDegrees,
  placeInWords,
  pointsInView,
  tilesFor,
} from './map-geometry';

const TOKYO = { name: 'Tokyo, Japan', lat: 35.6812, lon: 139.7671 };
const LOS_ANGELES = { name: 'Los Angeles, CA', lat: 34.0522, lon: -118.2437 };
const NEW_YORK = { name: 'New York, NY', lat: 40.7128, lon: -74.006 };
const BOSTON = { name: 'Boston, MA', lat: 42.3601, lon: -71.0589 };

describe('the view of a route', () => {
  it('holds the great circle, which bulges toward the pole beyond both ends', () => {
    const points = pointsInView({ origin: TOKYO, destination: LOS_ANGELES }, []);
    expect(Math.max(...points.map((point) => point.lat))).toBeGreaterThan(45);
  });

  it('is centred across the 180th meridian for a route over the Pacific', () => {
    const centre = centreLongitude(pointsInView({ origin: TOKYO, destination: LOS_ANGELES }, []));
    expect(Math.abs(centre)).toBeGreaterThan(165);
  });

  it('is centred between the ends of a route on one side, and holds the positions', () => {
    const far = { lat: 34.05, lon: -100 };
    const points = pointsInView({ origin: NEW_YORK, destination: BOSTON }, [far]);
    expect(points.at(-1)).toEqual(far);
    expect(centreLongitude(points)).toBeCloseTo((-100 + -71.0589) / 2, 1);
    expect(centreLongitude([])).toBe(0);
  });

  it('draws what it knows of a route with one unknown end', () => {
    expect(pointsInView({ origin: null, destination: BOSTON }, [])).toEqual([BOSTON]);
  });
});

describe('the last position in words', () => {
  it('names a city within 60 km, else how far the nearest is', () => {
    expect(placeInWords({ lat: 39.75, lon: -105.0 })).toBe('near Denver, CO');
    expect(placeInWords({ lat: 41.3083, lon: -72.9279 })).toBe('112 km from New York, NY');
  });

  it('says the time, the place and the accuracy; another day says the day', () => {
    const now = new Date(2026, 11, 7, 15, 0);
    const at = new Date(2026, 11, 7, 14, 2).toISOString();
    const position = { lat: 39.74, lon: -104.99, accuracy_m: 19.6, at, far_from_route: false };
    expect(describeLastPosition(position, now)).toBe(
      'Last position 2:02 PM, near Denver, CO, ±20 m',
    );
    const yesterday = new Date(2026, 11, 6, 9, 30).toISOString();
    expect(describeLastPosition({ ...position, at: yesterday }, now)).toBe(
      'Last position December 6, 2026 at 9:30 AM, near Denver, CO, ±20 m',
    );
  });

  it('turns metres on the ground into degrees of arc', () => {
    // One degree of a great circle is about 111.2 km.
    expect(metresAsDegrees(111_195)).toBeCloseTo(1, 3);
  });
});

describe('raster tiles under a Mercator view', () => {
  it('picks the zoom whose tiles are nearest 256 px and covers the view, wrapping columns', () => {
    // The whole world 1024 px wide: zoom 2, four tiles of 256 px a row.
    const scale = 1024 / (2 * Math.PI);
    const tiles = tilesFor({
      template: 'https://tile.example/{z}/{x}/{y}.png',
      scale,
      translate: [320, 200],
      centreLon: 0,
      width: 640,
      height: 400,
    });
    expect(new Set(tiles.map((tile) => tile.size))).toEqual(new Set([256]));
    expect(tiles.every((tile) => tile.url.startsWith('https://tile.example/2/'))).toBe(true);
    // Longitude -180 is 512 px left of the centre: column 0 starts at x = -192.
    expect(tiles.find((tile) => tile.url === 'https://tile.example/2/0/1.png')).toMatchObject({
      x: -192,
      y: 200 - 512 + 256,
    });
    // Every pixel of the view is under a tile.
    const covers = (x: number, y: number) =>
      tiles.some((tile) => tile.x <= x && x < tile.x + 256 && tile.y <= y && y < tile.y + 256);
    expect([covers(0, 0), covers(639, 399), covers(320, 200)]).toEqual([true, true, true]);

    // Centred on the 180th meridian, the columns wrap round: the view's left is column 3 (x 3).
    const pacific = tilesFor({
      template: '{z}/{x}/{y}',
      scale,
      translate: [320, 200],
      centreLon: 180,
      width: 640,
      height: 400,
    });
    expect(pacific.every((tile) => /^2\/[0-3]\/[0-3]$/.test(tile.url))).toBe(true);
    expect(pacific.some((tile) => tile.url.startsWith('2/3/'))).toBe(true);
    expect(pacific.some((tile) => tile.url.startsWith('2/0/'))).toBe(true);
  });
});
