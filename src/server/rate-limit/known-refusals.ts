/** Keys remembered at most; past it the oldest go first (they are the nearest to expiring). */
const MAX_KEYS = 10_000;

export type KnownRefusals = {
  /** Milliseconds until `key` may pass again, when this instance already knows it may not. */
  refusedFor(key: string): number | null;
  /** The database refused `key` for `milliseconds` more. */
  remember(key: string, milliseconds: number): void;
  /** Forgets everything: for whoever clears the database's counters (the tests do). */
  clear(): void;
};

/**
 * What this instance already knows the database counter would refuse. A fixed window over its
 * limit stays over it until the window ends, so answering 429 here until then is exactly what
 * the database would answer, without a round trip (decision 038: a flood from one address is
 * refused at the cost of a liveness answer). Every request this lets through is still counted in
 * the database, so the limit stays exact across instances; each instance learns of a refusal at
 * its own first refused request.
 */
export function createKnownRefusals(now: () => number = Date.now): KnownRefusals {
  const refusedUntil = new Map<string, number>();
  return {
    refusedFor(key) {
      const until = refusedUntil.get(key);
      if (until === undefined) return null;
      const left = until - now();
      if (left > 0) return left;
      refusedUntil.delete(key);
      return null;
    },
    remember(key, milliseconds) {
      refusedUntil.delete(key);
      if (refusedUntil.size >= MAX_KEYS) {
        const oldest = refusedUntil.keys().next().value;
        if (oldest !== undefined) refusedUntil.delete(oldest);
      }
      refusedUntil.set(key, now() + milliseconds);
    },
    clear() {
      refusedUntil.clear();
    },
  };
}
