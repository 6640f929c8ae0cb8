import { describe, expect, it } from 'vitest';
import { countAxisTicks } from './value-axis';

describe('countAxisTicks', () => {
  it('counts in ones for small numbers, reaching the largest value', () => {
    expect(countAxisTicks(1)).toEqual([0, 1]);
    expect(countAxisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countAxisTicks(4)).toEqual([0, 1, 2, 3, 4]);
  });

  it('steps by 2, 5 or 10 times a power of ten, at most four steps', () => {
    expect(countAxisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countAxisTicks(13)).toEqual([0, 5, 10, 15]);
    expect(countAxisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(countAxisTicks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(countAxisTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('always ends at or above the largest value, on a tick', () => {
    for (let max = 1; max <= 500; max += 1) {
      const ticks = countAxisTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks.every((tick) => Number.isInteger(tick))).toBe(true);
    }
  });

  it('still draws an axis when every count is zero', () => {
    expect(countAxisTicks(0)).toEqual([0, 1]);
  });
});
