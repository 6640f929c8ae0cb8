import { formatCount } from '#shared/pluralize';
import type { AnalyticsData } from '#shared/admin/analytics';
import { formatMonth, formatTickMonth } from '../../../../lib/format';
import { ChartCard } from './chart-card';

/** Columns: how many clients there were at the end of each of the last 12 months. */
export function ClientsOverTimeChart({ rows }: { rows: AnalyticsData['clients_over_time'] }) {
  const max = Math.max(1, ...rows.map((row) => row.total));
  return (
    <ChartCard
      title="Clients over time"
      description="Clients on record at the end of each month."
      empty={rows.every((row) => row.total === 0)}
      table={{
        columns: ['Month', 'Clients'],
        rows: rows.map((row) => ({ key: row.month, cells: [formatMonth(row.month), row.total] })),
      }}
    >
      <div className="flex h-48 items-end gap-2">
        {rows.map((row) => (
          <div key={row.month} className="flex h-full min-w-0 flex-1 flex-col justify-end gap-1">
            <span className="text-center text-[10px] text-muted-foreground tabular-nums">
              {formatCount(row.total)}
            </span>
            <div
              className="rounded-t bg-accent"
              style={{ height: `${(row.total / max) * 100}%` }}
            />
            <span className="text-center text-[10px] text-muted-foreground">
              {formatTickMonth(row.month)}
            </span>
          </div>
        ))}
      </div>
    </ChartCard>
  );
}
