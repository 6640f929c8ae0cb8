/**
 * The one seeded generator of the demo and large seeds: the same seed gives the same sequence, so
 * the same day gives the same rows.
 */

/** mulberry32: small, fast and good enough for test data; no dependency. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  /** One key of a weight table, chosen in proportion to its weight. */
  const weighted = <K extends string>(weights: Readonly<Record<K, number>>): K => {
    const entries = Object.entries(weights) as [K, number][];
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  };
  /** A version-4 UUID from the generator, so ids repeat with the seed too. */
  const uuid = () => {
    const hex = Array.from({ length: 4 }, () =>
      Math.floor(next() * 2 ** 32)
        .toString(16)
        .padStart(8, '0'),
    ).join('');
    const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  return { next, int, pick, weighted, uuid };
}

export type Random = ReturnType<typeof createRandom>;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight (UTC) of the day of `time`: generated dates count back from it. */
export const startOfUtcDay = (time: number) => Math.floor(time / DAY_MS) * DAY_MS;
