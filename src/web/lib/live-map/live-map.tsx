import { geoCircle, geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { use, useId } from 'react';
import type { MapPosition } from '#shared/shipment-positions';
import { loadCountries } from './basemap';
import {
  centreLongitude,
  describeLastPosition,
  metresAsDegrees,
  pointsInView,
  tilesFor,
  type LiveMapRoute,
} from './map-geometry';

export type LiveMapProps = {
  /** The planned route's ends as the gazetteer places them (null: a place it does not know). */
  route: LiveMapRoute;
  /** The names the route's ends are labelled with, as the shipment writes them. */
  routeText: { origin: string; destination: string };
  /** The positions so far, oldest first. */
  positions: readonly MapPosition[];
  /** The latest position, drawn with its accuracy. */
  current: MapPosition | null;
  /** A `{z}/{x}/{y}` raster tile server to draw under the route instead of the bundled atlas. */
  tilesUrl?: string | null;
};

const WIDTH = 640;
const HEIGHT = 400;
const PADDING = 36;
/** The current position's marker stays visible however small its accuracy circle is. */
const MARKER_RADIUS = 6;

const NO_POSITIONS = 'No positions yet: the map shows the crew once it reports.';

/**
 * The live map of one shipment (decision 075): its planned route (dashed, along the great
 * circle), the positions its crews reported (a solid line), the latest with its accuracy, over the
 * countries of a bundled atlas or the tiles of MAP_TILES_URL, in one Web Mercator projection fitted
 * to the route with padding. Drawn as SVG at any width; its name and the line under it say the
 * last position in words.
 */
export function LiveMap({ route, routeText, positions, current, tilesUrl }: LiveMapProps) {
  const titleId = useId();
  const points = pointsInView(
    route,
    positions.map(({ lat, lon }) => ({ lat, lon })),
  );
  const centre = centreLongitude(points);
  const projection = geoMercator().rotate([-centre, 0]);
  if (points.length > 0) {
    projection.fitExtent(
      [
        [PADDING, PADDING],
        [WIDTH - PADDING, HEIGHT - PADDING],
      ],
      {
        type: 'MultiPoint',
        coordinates: points.map(({ lat, lon }) => [lon, lat]),
      },
    );
  }
  // A single point (or all at one place) fits at an absurd zoom: a city's width at least.
  const widestScale = (WIDTH / (2 * Math.PI)) * 2 ** 9;
  if (projection.scale() > widestScale) {
    const centrePoint = points[points.length - 1]!;
    projection.scale(widestScale).translate([WIDTH / 2, HEIGHT / 2]);
    const [x, y] = projection([centrePoint.lon, centrePoint.lat])!;
    const [tx, ty] = projection.translate();
    projection.translate([tx + WIDTH / 2 - x, ty + HEIGHT / 2 - y]);
  }
  projection.clipExtent([
    [0, 0],
    [WIDTH, HEIGHT],
  ]);
  const path = geoPath(projection);
  const draw = (object: GeoPermissibleObjects) => path(object) ?? undefined;

  const { origin, destination } = route;
  const planned =
    origin && destination
      ? draw({
          type: 'LineString',
          coordinates: [
            [origin.lon, origin.lat],
            [destination.lon, destination.lat],
          ],
        })
      : undefined;
  const travelled =
    positions.length > 1
      ? draw({ type: 'LineString', coordinates: positions.map(({ lat, lon }) => [lon, lat]) })
      : undefined;
  const currentPoint = current ? projection([current.lon, current.lat]) : null;
  const accuracy = current
    ? draw(
        geoCircle()
          .center([current.lon, current.lat])
          .radius(metresAsDegrees(current.accuracy_m))(),
      )
    : undefined;

  const lastPosition = current ? describeLastPosition(current) : NO_POSITIONS;
  const label = `Map of the route from ${routeText.origin} to ${routeText.destination}. ${lastPosition}.`;
  const ends = [
    { place: origin, text: routeText.origin, key: 'origin' },
    { place: destination, text: routeText.destination, key: 'destination' },
  ];

  return (
    <figure className="grid gap-2">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full rounded-md border border-border bg-sky-50 dark:bg-slate-900"
      >
        <title id={titleId}>{label}</title>
        {tilesUrl ? (
          <Tiles
            template={tilesUrl}
            scale={projection.scale()}
            translate={projection.translate()}
            centreLon={centre}
          />
        ) : (
          <Countries draw={draw} />
        )}
        {planned && (
          <path
            d={planned}
            fill="none"
            strokeDasharray="6 5"
            strokeWidth={2}
            className="stroke-slate-500"
          />
        )}
        {travelled && (
          <path d={travelled} fill="none" strokeWidth={3} className="stroke-blue-600" />
        )}
        {ends.map(({ place, text, key }) => {
          const at = place ? projection([place.lon, place.lat]) : null;
          if (!at) return null;
          const [x, y] = at;
          const anchor = x > WIDTH * 0.7 ? 'end' : x < WIDTH * 0.3 ? 'start' : 'middle';
          return (
            <g key={key}>
              <circle cx={x} cy={y} r={4} className="fill-slate-700 dark:fill-slate-200" />
              <text
                x={x}
                y={y - 10}
                textAnchor={anchor}
                className="fill-slate-900 text-[13px] font-medium dark:fill-slate-100"
                paintOrder="stroke"
                stroke="white"
                strokeWidth={3}
              >
                {text}
              </text>
            </g>
          );
        })}
        {accuracy && (
          <path d={accuracy} className="fill-blue-500/20 stroke-blue-600" strokeWidth={1} />
        )}
        {currentPoint && (
          <circle
            cx={currentPoint[0]}
            cy={currentPoint[1]}
            r={MARKER_RADIUS}
            strokeWidth={2}
            className="fill-blue-600 stroke-white"
          />
        )}
      </svg>
      <figcaption className="text-sm text-muted-foreground" aria-live="polite">
        {lastPosition}
      </figcaption>
    </figure>
  );
}

function Countries({ draw }: { draw: (object: GeoPermissibleObjects) => string | undefined }) {
  const countries = use(loadCountries());
  return (
    <path
      d={draw(countries)}
      strokeWidth={0.6}
      className="fill-stone-100 stroke-stone-400 dark:fill-slate-700 dark:stroke-slate-500"
    />
  );
}

function Tiles(props: {
  template: string;
  scale: number;
  translate: [number, number];
  centreLon: number;
}) {
  const tiles = tilesFor({ ...props, width: WIDTH, height: HEIGHT });
  return (
    <g>
      {tiles.map((tile) => (
        <image
          key={tile.key}
          href={tile.url}
          x={tile.x}
          y={tile.y}
          width={tile.size}
          height={tile.size}
          preserveAspectRatio="none"
        />
      ))}
    </g>
  );
}
