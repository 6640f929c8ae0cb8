import type { AnalyticsData } from '#shared/admin';
import {
  SHIPMENT_STATUS_LABELS,
  SHIPMENT_STATUS_TONES,
  SHIPMENT_STATUSES,
} from '#shared/shipment-status';
import { cn } from '../../../../lib/cn';
import { TONE_FILLS } from '../../../../ui/tone-badge';
import { ChartCard } from './chart-card';

const weekLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Stacked columns, one per week, one segment per status; the table says the same in words. */
export function ShipmentsPerWeekChart({ rows }: { rows: AnalyticsData['shipmentsPerWeek'] }) {
  const weeks = [...new Set(rows.map((row) => row.week))].sort();
  const byWeek = weeks.map((week) => {
    const counts = rows.filter((row) => row.week === week);
    return { week, counts, total: counts.reduce((sum, row) => sum + row.count, 0) };
  });
  const max = Math.max(1, ...byWeek.map((week) => week.total));
  const present = SHIPMENT_STATUSES.filter((status) => rows.some((row) => row.status === status));

  return (
    <ChartCard
      title="Shipments per week"
      description="New shipments of the last 12 weeks, by their current status."
      empty={rows.length === 0}
      table={
        <table>
          <caption>Shipments per week by status</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Total</th>
              <th scope="col">By status</th>
            </tr>
          </thead>
          <tbody>
            {byWeek.map(({ week, counts, total }) => (
              <tr key={week}>
                <th scope="row">{weekLabel.format(new Date(week))}</th>
                <td>{total}</td>
                <td>
                  {counts
                    .map((row) => `${SHIPMENT_STATUS_LABELS[row.status]}: ${row.count}`)
                    .join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <div className="flex h-56 items-end gap-2">
        {byWeek.map(({ week, counts, total }) => (
          <div key={week} className="flex h-full min-w-0 flex-1 flex-col justify-end gap-1">
            <div
              className="flex flex-col-reverse overflow-hidden rounded-t"
              style={{ height: `${(total / max) * 100}%` }}
            >
              {counts.map((row) => (
                <div
                  key={row.status}
                  className={TONE_FILLS[SHIPMENT_STATUS_TONES[row.status]]}
                  style={{ height: `${(row.count / total) * 100}%` }}
                />
              ))}
            </div>
            <span className="truncate text-center text-[10px] text-muted-foreground">
              {weekLabel.format(new Date(week))}
            </span>
          </div>
        ))}
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {present.map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span
              className={cn('size-2.5 rounded-sm', TONE_FILLS[SHIPMENT_STATUS_TONES[status]])}
            />
            {SHIPMENT_STATUS_LABELS[status]}
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}
