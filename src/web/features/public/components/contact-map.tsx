import { OFFICES, type Office } from '../content/offices';
import { US_OUTLINE } from '../content/us-outline';

// Equirectangular projection of the contiguous United States: longitude is shrunk by the cosine
// of the middle latitude so the country keeps its familiar proportions.
// The east edge leaves room in the Atlantic for the New York label.
const BOUNDS = { west: -125, east: -64, north: 49.5, south: 24.5 };
const SCALE = 20;
const X_SCALE = SCALE * Math.cos((37 * Math.PI) / 180);
const PADDING = 30;
const WIDTH = Math.round(2 * PADDING + (BOUNDS.east - BOUNDS.west) * X_SCALE);
const HEIGHT = Math.round(2 * PADDING + (BOUNDS.north - BOUNDS.south) * SCALE);

function project(lon: number, lat: number): [number, number] {
  return [PADDING + (lon - BOUNDS.west) * X_SCALE, PADDING + (BOUNDS.north - lat) * SCALE];
}

const OUTLINE_PATH = `M${US_OUTLINE.map(([lon, lat]) =>
  project(lon, lat)
    .map((n) => n.toFixed(1))
    .join(' '),
).join('L')}Z`;

/** Labels sit beside their pin, away from the coast line where that leaves more room. */
const LABEL_SIDE: Record<string, 'start' | 'end'> = { miami: 'end' };

const MAP_LABEL = `Map of the United States with our offices in ${OFFICES.map(
  (office) => `${office.name} (${office.label})`,
).join(', ')}`;

function Pin({ office }: { office: Office }) {
  const [x, y] = project(office.lon, office.lat);
  const anchor = LABEL_SIDE[office.id] ?? 'start';
  return (
    <g>
      <circle cx={x} cy={y} r="16" className="fill-accent/30" />
      <circle cx={x} cy={y} r="8" className="fill-accent stroke-foreground" strokeWidth="2.5" />
      <text
        x={anchor === 'start' ? x + 16 : x - 16}
        y={y + 9}
        textAnchor={anchor}
        className="fill-foreground stroke-background text-[24px] font-semibold"
        strokeWidth="6"
        paintOrder="stroke"
      >
        {office.name}
      </text>
    </g>
  );
}

/** An offline overview map of the four offices: no tiles, no third-party requests. */
export function ContactMap() {
  return (
    <figure className="mx-auto w-full max-w-4xl rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
      <svg
        role="img"
        aria-label={MAP_LABEL}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
      >
        <path
          d={OUTLINE_PATH}
          className="fill-muted stroke-muted-foreground/50"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        {OFFICES.map((office) => (
          <Pin key={office.id} office={office} />
        ))}
      </svg>
      <figcaption className="mt-3 text-center text-sm text-muted-foreground">
        Our four offices across the United States.
      </figcaption>
      <ul className="sr-only">
        {OFFICES.map((office) => (
          <li key={office.id}>
            {office.name}, {office.label}: {office.address.join(', ')}
          </li>
        ))}
      </ul>
    </figure>
  );
}
