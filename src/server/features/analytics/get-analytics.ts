import { sql } from 'drizzle-orm';
import type { AnalyticsData } from '#shared/admin';
import type { ShipmentStatus } from '#shared/shipment-status';
import type { VaultCategory } from '#shared/vault-category';
import { queryRows, type DbOrTx } from '../../db/client';

export const ANALYTICS_WEEKS = 12;
export const ANALYTICS_MONTHS = 12;

/** The three Analytics charts, each one aggregate query (issue 8 part 8). */
export async function getAnalytics({ db }: { db: DbOrTx }): Promise<AnalyticsData> {
  const [perWeek, byCategory, overTime] = await Promise.all([
    // Grouped on the truncated timestamp first; only the dozen groups are formatted.
    queryRows<{ week: string; status: ShipmentStatus; count: number }>(
      db,
      sql`
      select to_char(week, 'YYYY-MM-DD') as week, status, count
      from (
        select date_trunc('week', created_at) as week, status, count(*)::int as count
        from shipments
        where created_at >= date_trunc('week', now()) - make_interval(weeks => ${ANALYTICS_WEEKS - 1})
        group by 1, 2
      ) weeks
      order by 1, 2`,
    ),
    queryRows<{ category: VaultCategory; value: string | number; items: number }>(
      db,
      sql`
      select category, coalesce(sum(value), 0)::float8 as value, count(*)::int as items
      from vault_items
      group by category
      order by value desc`,
    ),
    // One count of the clients before the window, then a running total of each month's sign-ups.
    queryRows<{ month: string; total: number }>(
      db,
      sql`
      with months as (
        select generate_series(
          date_trunc('month', now()) - make_interval(months => ${ANALYTICS_MONTHS - 1}),
          date_trunc('month', now()),
          interval '1 month') as month
      ),
      earlier as (
        select count(*)::int as total from clients where created_at < (select min(month) from months)
      ),
      joined as (
        select date_trunc('month', created_at) as month, count(*)::int as total
        from clients
        where created_at >= (select min(month) from months)
        group by 1
      )
      select to_char(months.month, 'YYYY-MM') as month,
        ((select total from earlier)
          + sum(coalesce(joined.total, 0)) over (order by months.month))::int as total
      from months left join joined on joined.month = months.month
      order by 1`,
    ),
  ]);
  return {
    shipmentsPerWeek: perWeek,
    vaultValueByCategory: byCategory.map((row) => ({ ...row, value: Number(row.value) })),
    clientsOverTime: overTime,
  };
}
