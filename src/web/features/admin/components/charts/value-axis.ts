const STEP_FACTORS = [1, 2, 5, 10];

/**
 * The labelled ticks of a count axis from 0 to at least `max`: whole, round steps (1, 2 or 5
 * times a power of ten), at most `intervals` of them. The last tick is the top of the chart.
 */
export function countAxisTicks(max: number, intervals = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / intervals;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    STEP_FACTORS.map((factor) => factor * magnitude).find((s) => s >= rough)!,
  );
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}
