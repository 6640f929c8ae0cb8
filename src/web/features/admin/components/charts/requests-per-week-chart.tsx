import type { AnalyticsData } from '#shared/admin/analytics';
import { REQUEST_KIND_LABELS } from '#shared/requests';
import { formatDate, formatTickDay } from '../../../../lib/format';
import { ChartCard } from './chart-card';
import { ValueColumns } from './value-columns';

/** How long a request waited for our approval, in words: hours under two days, else days. */
function waitedFor(hours: number): string {
  return hours < 48 ? `${hours.toFixed(1)} hours` : `${(hours / 24).toFixed(1)} days`;
}

/** Columns: the requests clients asked each of the last 12 weeks, and how fast we approve. */
export function RequestsPerWeekChart({
  weeks,
  medianHours,
}: {
  weeks: AnalyticsData['requests_per_week'];
  medianHours: number | null;
}) {
  const median =
    medianHours === null
      ? 'None approved in these weeks yet.'
      : `Median time from submission to our approval: ${waitedFor(medianHours)}.`;
  return (
    <ChartCard
      title="Requests per week"
      description={`Client requests asked in each of the last 12 weeks. ${median}`}
      empty={weeks.every((week) => week.total === 0)}
      table={{
        caption: 'Requests per week by type',
        columns: ['Week of', 'Total', 'By type'],
        rows: weeks.map(({ week, total, by_kind }) => ({
          key: week,
          cells: [
            formatDate(week),
            total,
            by_kind.map((entry) => `${REQUEST_KIND_LABELS[entry.kind]}: ${entry.count}`).join(', '),
          ],
        })),
      }}
    >
      <ValueColumns
        points={weeks.map((week) => ({
          key: week.week,
          value: week.total,
          tick: formatTickDay(week.week),
        }))}
      />
    </ChartCard>
  );
}
