import { distanceKm, type LatLon } from './geo';
import { onFirstUse } from './on-first-use';

/** A city the gazetteer knows: its display name ("Geneva, Switzerland") and its centre. */
export type Place = { name: string; lat: number; lon: number };

/**
 * One city of the gazetteer. `name` is "City, State" in the United States and "City, Country"
 * elsewhere, as shipments write places; `aka` are other names of the city (local spellings, former
 * names); `within` are other names of where it is (a province, a nation of the United Kingdom),
 * beyond those REGION_NAMES gives its state or country.
 */
type GazetteerEntry = Place & { aka?: readonly string[]; within?: readonly string[] };

/**
 * The cities where valuables move (the demo's worldCities), each at its centre (downtown: the city
 * hall, main square or historic core) to 4 decimals, about 11 m: no outside service is asked.
 */
const GAZETTEER: readonly GazetteerEntry[] = [
  { name: 'New York, NY', lat: 40.7128, lon: -74.006, aka: ['NYC'] },
  { name: 'Los Angeles, CA', lat: 34.0522, lon: -118.2437 },
  { name: 'Chicago, IL', lat: 41.8781, lon: -87.6298 },
  { name: 'Houston, TX', lat: 29.7604, lon: -95.3698 },
  { name: 'Miami, FL', lat: 25.7617, lon: -80.1918 },
  { name: 'San Francisco, CA', lat: 37.7749, lon: -122.4194 },
  { name: 'Boston, MA', lat: 42.3601, lon: -71.0589 },
  { name: 'Seattle, WA', lat: 47.6062, lon: -122.3321 },
  { name: 'Atlanta, GA', lat: 33.749, lon: -84.388 },
  { name: 'Dallas, TX', lat: 32.7767, lon: -96.797 },
  { name: 'Denver, CO', lat: 39.7392, lon: -104.9903 },
  { name: 'Las Vegas, NV', lat: 36.1699, lon: -115.1398 },
  { name: 'Washington, DC', lat: 38.9072, lon: -77.0369 },
  { name: 'Philadelphia, PA', lat: 39.9526, lon: -75.1652, aka: ['Philly'] },
  { name: 'Toronto, Canada', lat: 43.6532, lon: -79.3832, within: ['Ontario'] },
  { name: 'Vancouver, Canada', lat: 49.2827, lon: -123.1207, within: ['British Columbia', 'BC'] },
  {
    name: 'Mexico City, Mexico',
    lat: 19.4326,
    lon: -99.1332,
    aka: ['Ciudad de México', 'CDMX', 'México DF'],
  },
  { name: 'São Paulo, Brazil', lat: -23.5505, lon: -46.6333 },
  { name: 'Buenos Aires, Argentina', lat: -34.6037, lon: -58.3816 },
  { name: 'Santiago, Chile', lat: -33.4489, lon: -70.6693, aka: ['Santiago de Chile'] },
  { name: 'Bogotá, Colombia', lat: 4.5981, lon: -74.076 },
  { name: 'Lima, Peru', lat: -12.0464, lon: -77.0428 },
  { name: 'London, United Kingdom', lat: 51.5074, lon: -0.1278, within: ['England'] },
  { name: 'Edinburgh, United Kingdom', lat: 55.9533, lon: -3.1883, within: ['Scotland'] },
  { name: 'Dublin, Ireland', lat: 53.3498, lon: -6.2603, aka: ['Baile Átha Cliath'] },
  { name: 'Paris, France', lat: 48.8566, lon: 2.3522 },
  { name: 'Lyon, France', lat: 45.764, lon: 4.8357 },
  { name: 'Geneva, Switzerland', lat: 46.2044, lon: 6.1432, aka: ['Genève', 'Genf', 'Ginevra'] },
  { name: 'Zurich, Switzerland', lat: 47.3769, lon: 8.5417 },
  { name: 'Frankfurt, Germany', lat: 50.1109, lon: 8.6821 },
  { name: 'Berlin, Germany', lat: 52.52, lon: 13.405 },
  { name: 'Munich, Germany', lat: 48.1351, lon: 11.582, aka: ['München', 'Muenchen'] },
  { name: 'Amsterdam, Netherlands', lat: 52.3676, lon: 4.9041 },
  { name: 'Brussels, Belgium', lat: 50.8503, lon: 4.3517, aka: ['Bruxelles', 'Brussel'] },
  { name: 'Antwerp, Belgium', lat: 51.2194, lon: 4.4025, aka: ['Antwerpen', 'Anvers'] },
  { name: 'Luxembourg, Luxembourg', lat: 49.6116, lon: 6.1319, aka: ['Luxemburg'] },
  { name: 'Vienna, Austria', lat: 48.2082, lon: 16.3738, aka: ['Wien'] },
  { name: 'Milan, Italy', lat: 45.4642, lon: 9.19, aka: ['Milano'] },
  { name: 'Rome, Italy', lat: 41.9028, lon: 12.4964, aka: ['Roma'] },
  { name: 'Madrid, Spain', lat: 40.4168, lon: -3.7038 },
  { name: 'Barcelona, Spain', lat: 41.3851, lon: 2.1734 },
  { name: 'Lisbon, Portugal', lat: 38.7223, lon: -9.1393, aka: ['Lisboa'] },
  { name: 'Stockholm, Sweden', lat: 59.3293, lon: 18.0686 },
  { name: 'Copenhagen, Denmark', lat: 55.6761, lon: 12.5683, aka: ['København'] },
  { name: 'Oslo, Norway', lat: 59.9139, lon: 10.7522 },
  { name: 'Warsaw, Poland', lat: 52.2297, lon: 21.0122, aka: ['Warszawa'] },
  { name: 'Istanbul, Turkey', lat: 41.0082, lon: 28.9784 },
  { name: 'Dubai, United Arab Emirates', lat: 25.2048, lon: 55.2708 },
  { name: 'Abu Dhabi, United Arab Emirates', lat: 24.4539, lon: 54.3773 },
  { name: 'Doha, Qatar', lat: 25.2854, lon: 51.531 },
  { name: 'Tel Aviv, Israel', lat: 32.0853, lon: 34.7818 },
  { name: 'Johannesburg, South Africa', lat: -26.2041, lon: 28.0473 },
  { name: 'Cape Town, South Africa', lat: -33.9249, lon: 18.4241 },
  { name: 'Mumbai, India', lat: 18.9398, lon: 72.8355, aka: ['Bombay'], within: ['Maharashtra'] },
  { name: 'Singapore, Singapore', lat: 1.2897, lon: 103.8501 },
  { name: 'Hong Kong, China', lat: 22.2819, lon: 114.158, within: ['HK', 'Hong Kong SAR'] },
  { name: 'Shanghai, China', lat: 31.2304, lon: 121.4737 },
  { name: 'Tokyo, Japan', lat: 35.6812, lon: 139.7671 },
  { name: 'Seoul, South Korea', lat: 37.5665, lon: 126.978 },
  {
    name: 'Sydney, Australia',
    lat: -33.8688,
    lon: 151.2093,
    within: ['New South Wales', 'NSW'],
  },
  { name: 'Melbourne, Australia', lat: -37.8136, lon: 144.9631, within: ['Victoria', 'VIC'] },
];

const USA = ['United States', 'United States of America', 'USA'];

/** Other names of a state or country, keyed as place names write it (after the last comma). */
const REGION_NAMES: Readonly<Record<string, readonly string[]>> = {
  NY: ['New York', ...USA],
  CA: ['California', ...USA],
  IL: ['Illinois', ...USA],
  TX: ['Texas', ...USA],
  FL: ['Florida', ...USA],
  MA: ['Massachusetts', ...USA],
  WA: ['Washington', ...USA],
  GA: ['Georgia', ...USA],
  CO: ['Colorado', ...USA],
  NV: ['Nevada', ...USA],
  DC: ['District of Columbia', ...USA],
  PA: ['Pennsylvania', ...USA],
  Canada: ['CA'],
  'United Kingdom': ['UK', 'Great Britain', 'Britain'],
  Netherlands: ['Holland', 'Nederland'],
  Belgium: ['Belgique', 'België'],
  Switzerland: ['Schweiz', 'Suisse', 'Svizzera'],
  Germany: ['Deutschland'],
  Austria: ['Österreich'],
  Italy: ['Italia'],
  Spain: ['España'],
  Brazil: ['Brasil'],
  Sweden: ['Sverige'],
  Denmark: ['Danmark'],
  Norway: ['Norge'],
  Poland: ['Polska'],
  Turkey: ['Türkiye'],
  'United Arab Emirates': ['UAE'],
  'South Korea': ['Korea', 'Republic of Korea'],
};

/** Every place the gazetteer knows, in its order. */
export const PLACES: readonly Place[] = GAZETTEER.map(({ name, lat, lon }) =>
  Object.freeze({ name, lat, lon }),
);

/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
};

/**
 * Lower case without accents, words joined by single spaces and padded with one space each side,
 * so ` name ` finds whole words: "Zürich, CH-8001" → " zurich ch 8001 ". A dot after a single letter
 * goes with no space, so "D.C." and "U.K." read as "dc" and "uk".
 */
function words(text: string): string {
  const plain = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœßłđıþ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/(?<![\p{L}\p{N}])(\p{L})\./gu, '$1')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${plain} `;
}

type IndexedPlace = { place: Place; cities: string[]; regions: string[] };

const INDEX = onFirstUse(() =>
  GAZETTEER.map((entry, i): IndexedPlace => {
    const comma = entry.name.lastIndexOf(', ');
    const city = entry.name.slice(0, comma);
    const region = entry.name.slice(comma + 2);
    return {
      place: PLACES[i]!,
      cities: [city, ...(entry.aka ?? [])].map(words),
      regions: [region, ...(REGION_NAMES[region] ?? []), ...(entry.within ?? [])].map(words),
    };
  }),
);

/** Every region name some place has: one right after a city says which city is meant. */
const ALL_REGIONS = onFirstUse(() => new Set(INDEX().flatMap((indexed) => indexed.regions)));

type Span = { start: number; end: number };

/** Where `needle` (padded words) occurs in `haystack` (padded words), as spans of the words. */
function spans(haystack: string, needle: string): Span[] {
  const found: Span[] = [];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    found.push({ start: at + 1, end: at + needle.length - 1 });
  }
  return found;
}

type CityMention = Span & { indexed: IndexedPlace; words: string };

/**
 * The city a free-text location names, or null. Case, accents and punctuation do not matter, and
 * other text around it is allowed ("OTC Vault, Geneva, Switzerland", "350 Fifth Avenue, New York,
 * NY 10118", "geneva switzerland"). A city followed by its state or country wins, the nearest such
 * pair first. Otherwise a city named alone is taken, the last one named (addresses end with the
 * city), unless:
 * - a state or country of another place comes right after it ("Paris, TX", "Rome, Georgia"):
 *   a namesake;
 * - its words are another place's state and other words come first ("Spokane, Washington");
 * - two places share its name (then only the state or country can tell them apart).
 * Text naming none of the gazetteer's cities gives null: this is a lookup, not a geocoder.
 */
export function placeOf(text: string): Place | null {
  const haystack = words(text);
  if (haystack.trim() === '') return null;

  const mentions: CityMention[] = INDEX().flatMap((indexed) =>
    indexed.cities.flatMap((city) =>
      spans(haystack, city).map((span) => ({ ...span, indexed, words: city })),
    ),
  );
  // "York" inside "New York" is not a mention of York.
  const cities = mentions.filter(
    (mention) =>
      !mentions.some(
        (other) =>
          other.start <= mention.start &&
          mention.end <= other.end &&
          other.end - other.start > mention.end - mention.start,
      ),
  );

  let best: { mention: CityMention; gap: number } | null = null;
  for (const mention of cities) {
    for (const region of mention.indexed.regions) {
      for (const span of spans(haystack, region)) {
        if (span.start < mention.end) continue;
        const gap = span.start - mention.end;
        if (!best || gap < best.gap || (gap === best.gap && mention.start > best.mention.start)) {
          best = { mention, gap };
        }
      }
    }
  }
  if (best) return best.mention.indexed.place;

  const regionStarts = new Set(
    [...ALL_REGIONS()].flatMap((region) => spans(haystack, region).map((span) => span.start)),
  );
  const alone = cities.filter((mention) => {
    const namesake = regionStarts.has(mention.end + 1);
    const otherRegion =
      mention.start > 1 &&
      INDEX().some(
        (indexed) => indexed !== mention.indexed && indexed.regions.includes(mention.words),
      );
    return !namesake && !otherRegion;
  });
  const last = Math.max(...alone.map((mention) => mention.start));
  const named = new Set(
    alone.filter((mention) => mention.start === last).map((mention) => mention.indexed),
  );
  if (named.size !== 1) return null;
  return [...named][0]!.place;
}

/**
 * The gazetteer's city nearest a position, within `withinKm`: a handoff's tracking update names
 * the city it happened in, as staff write it, never the coordinates (decision 072).
 */
export function nearestPlace(point: LatLon, withinKm: number): Place | null {
  let nearest: { place: Place; km: number } | null = null;
  for (const place of PLACES) {
    const km = distanceKm(point, place);
    if (km <= withinKm && (!nearest || km < nearest.km)) nearest = { place, km };
  }
  return nearest?.place ?? null;
}
