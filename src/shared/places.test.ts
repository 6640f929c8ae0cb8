import { describe, expect, it } from 'vitest';
import { PLACES, placeOf } from './places';

const nameOf = (text: string) => placeOf(text)?.name ?? null;

describe('placeOf', () => {
  it('finds every place of the gazetteer by its own name, with coordinates on the globe', () => {
    for (const place of PLACES) {
      expect(placeOf(place.name), place.name).toEqual(place);
      expect(Math.abs(place.lat), place.name).toBeLessThanOrEqual(90);
      expect(Math.abs(place.lon), place.name).toBeLessThanOrEqual(180);
    }
    expect(new Set(PLACES.map((place) => place.name)).size).toBe(PLACES.length);
  });

  it('reads messy text: extra words around, any case, no accents, no commas', () => {
    expect(nameOf('OTC Vault, Geneva, Switzerland')).toBe('Geneva, Switzerland');
    expect(nameOf('350 Fifth Avenue, New York, NY 10118')).toBe('New York, NY');
    expect(nameOf('geneva switzerland')).toBe('Geneva, Switzerland');
    expect(nameOf('  GENEVA  ')).toBe('Geneva, Switzerland');
    expect(nameOf('Sao Paulo')).toBe('São Paulo, Brazil');
    expect(nameOf('ZÜRICH, CH-8001')).toBe('Zurich, Switzerland');
    expect(nameOf('Bogota D.C., Colombia')).toBe('Bogotá, Colombia');
    expect(nameOf('1600 Pennsylvania Avenue NW, Washington, D.C. 20500')).toBe('Washington, DC');
    expect(nameOf('Genève')).toBe('Geneva, Switzerland');
    expect(nameOf('København K, Danmark')).toBe('Copenhagen, Denmark');
    expect(nameOf('Tel Aviv-Yafo')).toBe('Tel Aviv, Israel');
    expect(nameOf('Mexico City')).toBe('Mexico City, Mexico');
  });

  it('takes the city its state or country follows over other city names in the text', () => {
    expect(nameOf('Washington Street, Boston, MA 02108')).toBe('Boston, MA');
    expect(nameOf('Seattle, Washington')).toBe('Seattle, WA');
    expect(nameOf('Paris Gallery, Lyon, France')).toBe('Lyon, France');
    expect(nameOf('Boston Road, Denver')).toBe('Denver, CO');
  });

  it('does not take a namesake in another state or country for one of ours', () => {
    expect(placeOf('Paris, TX')).toBeNull();
    expect(placeOf('Rome, Georgia')).toBeNull();
    expect(placeOf('Dublin, CA 94568')).toBeNull();
    expect(placeOf('London, Ontario')).toBeNull();
    // Washington state, not the capital: the city's name alone is the capital's.
    expect(placeOf('Spokane, Washington')).toBeNull();
    expect(nameOf('Washington')).toBe('Washington, DC');
  });

  it('answers null for a city it does not know, or no text', () => {
    expect(placeOf('Reykjavik, Iceland')).toBeNull();
    expect(placeOf('Atlantis')).toBeNull();
    expect(placeOf('Switzerland')).toBeNull();
    expect(placeOf('')).toBeNull();
    expect(placeOf(' , ')).toBeNull();
  });
});
