import { formatCount } from '#shared/pluralize';
import type { AnalyticsData } from '#shared/admin/analytics';
import {
  SHIPMENT_STATUS_LABELS,
  SHIPMENT_STATUS_TONES,
  SHIPMENT_STATUSES,
} from '#shared/shipment-status';
import { cn } from '../../../../lib/cn';
import { formatDate, formatTickDay } from '../../../../lib/format';
import { TONE_FILLS } from '../../../../ui/tone-badge';
import { ChartCard } from './chart-card';
import { countAxisTicks } from './value-axis';

/**
 * Stacked columns, one per week of the last 12 (empty weeks too), one segment per status, on a
 * labelled count axis; the table says the same in words.
 */
export function ShipmentsPerWeekChart({ weeks }: { weeks: AnalyticsData['shipments_per_week'] }) {
  const ticks = countAxisTicks(Math.max(0, ...weeks.map((week) => week.total)));
  const top = ticks.at(-1)!;
  const present = SHIPMENT_STATUSES.filter((status) =>
    weeks.some((week) => week.by_status.some((entry) => entry.status === status)),
  );
  const heightOf = (value: number) => `${(value / top) * 100}%`;

  return (
    <ChartCard
      title="Shipments per week"
      description="New shipments of the last 12 weeks, by their current status."
      empty={weeks.every((week) => week.total === 0)}
      table={{
        caption: 'Shipments per week by status',
        columns: ['Week of', 'Total', 'By status'],
        rows: weeks.map(({ week, total, by_status }) => ({
          key: week,
          cells: [
            formatDate(week),
            total,
            by_status
              .map((entry) => `${SHIPMENT_STATUS_LABELS[entry.status]}: ${entry.count}`)
              .join(', '),
          ],
        })),
      }}
    >
      <div className="flex gap-2">
        <ol aria-label="Shipments axis" className="relative h-56 w-8 shrink-0">
          {ticks.map((tick) => (
            <li
              key={tick}
              className="absolute right-0 translate-y-1/2 text-[10px] text-muted-foreground tabular-nums"
              style={{ bottom: heightOf(tick) }}
            >
              {formatCount(tick)}
            </li>
          ))}
        </ol>
        <div className="relative flex h-56 min-w-0 flex-1 items-end gap-2 border-b border-l border-border">
          {ticks.slice(1).map((tick) => (
            <div
              key={tick}
              className="absolute inset-x-0 border-t border-dashed border-border"
              style={{ bottom: heightOf(tick) }}
            />
          ))}
          {weeks.map(({ week, total, by_status }) => (
            <div
              key={week}
              className="relative flex min-w-0 flex-1 flex-col-reverse overflow-hidden rounded-t"
              style={{ height: heightOf(total) }}
            >
              {by_status.map((entry) => (
                <div
                  key={entry.status}
                  className={TONE_FILLS[SHIPMENT_STATUS_TONES[entry.status]]}
                  style={{ height: `${(entry.count / total) * 100}%` }}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <ol aria-label="Weeks" className="mt-1 ml-10 flex gap-2">
        {weeks.map(({ week }) => (
          <li
            key={week}
            className="min-w-0 flex-1 truncate text-center text-[10px] text-muted-foreground"
          >
            {formatTickDay(week)}
          </li>
        ))}
      </ol>
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
