import { describe, expect, it } from 'vitest';
import { approximateLocation } from './approximate-location';

describe('approximateLocation', () => {
  it('names loopback and private addresses', () => {
    expect(approximateLocation('127.0.0.1')).toBe('Local machine');
    expect(approximateLocation('::1')).toBe('Local machine');
    expect(approximateLocation('::ffff:127.0.0.1')).toBe('Local machine');
    expect(approximateLocation('10.1.2.3')).toBe('Private network');
    expect(approximateLocation('172.20.0.5')).toBe('Private network');
    expect(approximateLocation('192.168.1.20')).toBe('Private network');
    expect(approximateLocation('fd00::1')).toBe('Private network');
  });

  it('does not guess a place for public or missing addresses', () => {
    expect(approximateLocation('172.32.0.1')).toBeNull();
    expect(approximateLocation('8.8.8.8')).toBeNull();
    expect(approximateLocation(null)).toBeNull();
  });
});
