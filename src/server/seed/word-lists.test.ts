import { describe, expect, it } from 'vitest';
import { placeOf } from '#shared/places';
import { createRandom } from './random';
import { worldCities } from './word-lists';

describe('worldCities', () => {
  it('names only cities the gazetteer places, by the same display name', () => {
    for (const city of worldCities(createRandom(1))) {
      expect(placeOf(city.name)?.name ?? null, city.name).toBe(city.name);
    }
  });
});
