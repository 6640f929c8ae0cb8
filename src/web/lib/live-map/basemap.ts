import type { GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type Basemap = GeoPermissibleObjects;

let countries: Promise<Basemap> | undefined;

/**
 * The countries of Natural Earth at 1:110m (world-atlas), bundled with the app and fetched the
 * first time a map is drawn, never with a page that shows none (decision 075). No outside service.
 */
export function loadCountries(): Promise<Basemap> {
  countries ??= import('world-atlas/countries-110m.json').then((module) => {
    const topology = module.default as unknown as Topology<{ countries: GeometryCollection }>;
    return feature(topology, topology.objects.countries) as Basemap;
  });
  return countries;
}
