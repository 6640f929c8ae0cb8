import { formatCount } from '#shared/pluralize';

/** Plain columns, one per point, each with its figure above and its tick below. */
export function ValueColumns({
  points,
}: {
  points: readonly { key: string; value: number; tick: string }[];
}) {
  const max = Math.max(1, ...points.map((point) => point.value));
  return (
    <div className="flex h-48 items-end gap-2">
      {points.map((point) => (
        <div key={point.key} className="flex h-full min-w-0 flex-1 flex-col justify-end gap-1">
          <span className="text-center text-[10px] text-muted-foreground tabular-nums">
            {formatCount(point.value)}
          </span>
          <div
            className="rounded-t bg-accent"
            style={{ height: `${(point.value / max) * 100}%` }}
          />
          <span className="text-center text-[10px] text-muted-foreground">{point.tick}</span>
        </div>
      ))}
    </div>
  );
}
