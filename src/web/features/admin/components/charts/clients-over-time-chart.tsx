import type { AnalyticsData } from '#shared/admin/analytics';
import { formatMonth, formatTickMonth } from '../../../../lib/format';
import { ChartCard } from './chart-card';
import { ValueColumns } from './value-columns';

/** Columns: how many clients there were at the end of each of the last 12 months. */
export function ClientsOverTimeChart({ rows }: { rows: AnalyticsData['clients_over_time'] }) {
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
      <ValueColumns
        points={rows.map((row) => ({
          key: row.month,
          value: row.total,
          tick: formatTickMonth(row.month),
        }))}
      />
    </ChartCard>
  );
}
