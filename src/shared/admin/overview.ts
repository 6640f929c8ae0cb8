import { z } from '../zod';

/**
 * A card's number, and the measure its change line compares: `current` now against `previous`
 * 30 days earlier (for a total, current is the total).
 */
const overviewStatSchema = z
  .object({ total: z.number().int(), current: z.number().int(), previous: z.number().int() })
  .meta({ id: 'OverviewStat' });

export type OverviewStat = z.infer<typeof overviewStatSchema>;

export const overviewStatsSchema = z
  .object({
    total_shipments: overviewStatSchema,
    active_shipments: overviewStatSchema,
    total_clients: overviewStatSchema,
    items_in_vault: overviewStatSchema,
    open_issues: z
      .number()
      .int()
      .meta({ description: 'Issues that are not resolved yet: open or in progress.' }),
  })
  .meta({ id: 'OverviewStats' });

export type OverviewStats = z.infer<typeof overviewStatsSchema>;

/** '+12% from last month'; a fall shows as a fall, and no base month says so. */
export function describeChange({ current, previous }: OverviewStat): {
  text: string;
  trend: 'up' | 'down' | 'flat';
} {
  if (previous === 0) {
    return current === 0
      ? { text: 'No change from last month', trend: 'flat' }
      : { text: 'New this month', trend: 'up' };
  }
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: 'No change from last month', trend: 'flat' };
  return percent > 0
    ? { text: `+${percent}% from last month`, trend: 'up' }
    : { text: `${percent}% from last month`, trend: 'down' };
}
