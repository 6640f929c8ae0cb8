import { OFFICES, type Office } from '../../content/offices';
import { US_OUTLINE } from '../../content/us-outline';

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

/**
 * Labels are drawn in map units, so they shrink with the map; they must still read at 12 CSS px.
 * Below the `sm` breakpoint the map is the screen's width less the page's and the figure's
 * padding and border (66 px), so a phone 360 px wide draws it 294 px wide and a label there needs
 * PHONE_LABEL_SIZE units. From `sm` up (640 px: 542 px of map) 24 units are enough.
 */
const MIN_LABEL_CSS_PX = 12;
const NARROWEST_PHONE_MAP_CSS_PX = 360 - 66;
const PHONE_LABEL_SIZE = Math.ceil((MIN_LABEL_CSS_PX * WIDTH) / NARROWEST_PHONE_MAP_CSS_PX);
const PIN_HALO = 16;

/**
 * Where a label sits: beside its pin, or under it for New York, which has Chicago's label to its
 * left and the map's edge to its right.
 */
const LABEL_PLACES: Record<string, 'right' | 'left' | 'below'> = {
  chicago: 'left',
  'new-york': 'below',
  miami: 'left',
};

const MAP_LABEL = `Map of the United States with our offices in ${OFFICES.map(
  (office) => `${office.name} (${office.label})`,
).join(', ')}`;

function labelPosition(office: Office, x: number, y: number) {
  switch (LABEL_PLACES[office.id] ?? 'right') {
    case 'right':
      return { x: x + PIN_HALO, y, textAnchor: 'start', dominantBaseline: 'central' } as const;
    case 'left':
      return { x: x - PIN_HALO, y, textAnchor: 'end', dominantBaseline: 'central' } as const;
    case 'below':
      return { x, y: y + PIN_HALO, textAnchor: 'middle', dominantBaseline: 'hanging' } as const;
  }
}

function Pin({ office }: { office: Office }) {
  const [x, y] = project(office.lon, office.lat);
  return (
    <g>
      <circle cx={x} cy={y} r={PIN_HALO} className="fill-accent/30" />
      <circle cx={x} cy={y} r="8" className="fill-accent stroke-foreground" strokeWidth="2.5" />
      {/* The attribute sizes phone labels; from sm up the class, which outranks it, does. */}
      <text
        {...labelPosition(office, x, y)}
        fontSize={PHONE_LABEL_SIZE}
        className="fill-foreground stroke-background font-semibold sm:text-[24px]"
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
