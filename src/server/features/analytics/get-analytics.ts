import { sql } from 'drizzle-orm';
import type { AnalyticsData, RequestsWeek, ShipmentsWeek } from '#shared/admin/analytics';
import { REQUEST_KINDS, type RequestKind } from '#shared/requests';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '#shared/shipment-status';
import type { VaultCategory } from '#shared/vault-category';
import { queryRows, type DbOrTx } from '../../db/client';

export const ANALYTICS_WEEKS = 12;
const ANALYTICS_MONTHS = 12;

/**
 * The first day (UTC, as the summary rows count days) of each of the last `count` weeks or months,
 * this one included, in a column named after the unit: a chart's buckets, the empty ones too.
 */
function periodStarts(unit: 'week' | 'month', count: number) {
  const period = sql.raw(unit);
  return sql`select generate_series(
      date_trunc('${period}', now() at time zone 'UTC') - make_interval(${period}s => ${count - 1}),
      date_trunc('${period}', now() at time zone 'UTC'),
      interval '1 ${period}')::date as ${period}`;
}

/**
 * The three Analytics charts, each grouped from the summary rows the triggers keep exact
 * (decision 036): a few hundred rows per chart, whatever the size of the tables.
 */
export async function getAnalytics({ db }: { db: DbOrTx }): Promise<AnalyticsData> {
  const [perWeek, byCategory, overTime, requestsPerWeek, approvalTime] = await Promise.all([
    // Every week of the window; a week without shipments comes back once, with no status.
    queryRows<{ week: string; status: ShipmentStatus | null; count: number }>(
      db,
      sql`
      with weeks as (${periodStarts('week', ANALYTICS_WEEKS)}),
      counts as (
        select date_trunc('week', day)::date as week, status, sum(shipments)::int as count
        from shipment_daily_counts
        where day >= (select min(week) from weeks)
        group by 1, 2
        having sum(shipments) > 0
      )
      select to_char(weeks.week, 'YYYY-MM-DD') as week, counts.status,
        coalesce(counts.count, 0) as count
      from weeks left join counts on counts.week = weeks.week
      order by 1`,
    ),
    queryRows<{ category: VaultCategory; value: string | number; items: number }>(
      db,
      sql`
      select category, sum(value)::float8 as value, sum(items)::int as items
      from (
        select category, value, items from vault_item_daily_counts
        -- Released items keep their rows (decision 069) but are no longer held: few, indexed.
        union all
        select category, -coalesce(value, 0), -1 from vault_items where released_at is not null
      ) as held
      group by category
      having sum(items) > 0
      order by value desc`,
    ),
    // The clients who joined before the window, then a running total of each month's sign-ups.
    queryRows<{ month: string; total: number }>(
      db,
      sql`
      with months as (${periodStarts('month', ANALYTICS_MONTHS)}),
      earlier as (
        select coalesce(sum(clients), 0)::int as total
        from client_daily_counts where day < (select min(month) from months)
      ),
      joined as (
        select date_trunc('month', day)::date as month, sum(clients)::int as total
        from client_daily_counts
        where day >= (select min(month) from months)
        group by 1
      )
      select to_char(months.month, 'YYYY-MM') as month,
        ((select total from earlier)
          + sum(coalesce(joined.total, 0)) over (order by months.month))::int as total
      from months left join joined on joined.month = months.month
      order by 1`,
    ),
    // Requests are few beside shipments (decision 067): counted from their own table by its
    // creation index, without summary rows.
    queryRows<{ week: string; kind: RequestKind | null; count: number }>(
      db,
      sql`
      with weeks as (${periodStarts('week', ANALYTICS_WEEKS)}),
      counts as (
        select date_trunc('week', created_at at time zone 'UTC')::date as week, kind,
          count(*)::int as count
        from client_requests
        where created_at >= (select min(week) from weeks)
        group by 1, 2
      )
      select to_char(weeks.week, 'YYYY-MM-DD') as week, counts.kind,
        coalesce(counts.count, 0) as count
      from weeks left join counts on counts.week = weeks.week
      order by 1`,
    ),
    queryRows<{ hours: number | null }>(
      db,
      sql`
      select (percentile_cont(0.5) within group (
          order by extract(epoch from approval.created_at - request.created_at)) / 3600)::float8
        as hours
      from request_approvals approval
      join client_requests request on request.id = approval.request_id
      where approval.side = 'staff'
        and approval.created_at >= date_trunc('week', now() at time zone 'UTC')
          - make_interval(weeks => ${ANALYTICS_WEEKS - 1})`,
    ),
  ]);
  return {
    shipments_per_week: byWeek(
      perWeek.map(({ status, ...row }) => ({ ...row, key: status })),
      SHIPMENT_STATUSES,
    ).map(({ parts, ...week }): ShipmentsWeek => ({
      ...week,
      by_status: parts.map(({ key, count }) => ({ status: key, count })),
    })),
    vault_value_by_category: byCategory.map((row) => ({ ...row, value: Number(row.value) })),
    clients_over_time: overTime,
    requests_per_week: byWeek(
      requestsPerWeek.map(({ kind, ...row }) => ({ ...row, key: kind })),
      REQUEST_KINDS,
    ).map(({ parts, ...week }): RequestsWeek => ({
      ...week,
      by_kind: parts.map(({ key, count }) => ({ kind: key, count })),
    })),
    median_hours_to_approval:
      approvalTime[0]?.hours == null ? null : Math.round(approvalTime[0].hours * 10) / 10,
  };
}

/**
 * (week, key, count) rows as one entry per week with its total and its parts, the keys in their
 * vocabulary's order; a week without any comes back once with a null key.
 */
function byWeek<Key extends string>(
  rows: { week: string; key: Key | null; count: number }[],
  vocabulary: readonly Key[],
) {
  const weeks = new Map<
    string,
    { week: string; total: number; parts: { key: Key; count: number }[] }
  >();
  for (const { week, key, count } of rows) {
    const entry = weeks.get(week) ?? { week, total: 0, parts: [] };
    weeks.set(week, entry);
    if (key === null) continue;
    entry.total += count;
    entry.parts.push({ key, count });
  }
  const order = (key: Key) => vocabulary.indexOf(key);
  for (const entry of weeks.values()) entry.parts.sort((a, b) => order(a.key) - order(b.key));
  return [...weeks.values()];
}
