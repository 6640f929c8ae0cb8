import { sql, type SQL } from 'drizzle-orm';
import type { OverviewStats } from '#shared/admin/overview';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../../db/client';
import {
  clientDailyCounts,
  clients,
  shipmentDailyCounts,
  shipmentTransitCounts,
  shipmentUpdates,
  shipments,
  vaultItemDailyCounts,
  vaultItems,
} from '../../db/schema';

/**
 * Rows created in the last 30 days, exactly: the whole UTC days since from the summary rows, and
 * the rows of the day the window opens, after its opening, from the created_at index (a day's
 * rows at most, where counting the window itself would read a month's).
 */
function createdRecently(table: PgTable & { created_at: PgColumn }, dailyCount: PgColumn) {
  const opening = sql`(now() - interval '30 days')`;
  const openingDay = sql`(${opening} at time zone 'UTC')::date`;
  return sql`((select count(*) from ${table}
      where ${table.created_at} > ${opening}
        and ${table.created_at} < (${openingDay} + 1)::timestamp at time zone 'UTC')
    + (select coalesce(sum(${dailyCount}), 0) from ${dailyCount.table} where day > ${openingDay}))::int`;
}

/**
 * How many shipments have an In Transit tracking update `within` a window, exactly: the window's
 * updates, less the repeats among them. Only a shipment with more than one In Transit update can
 * repeat, and `shipment_transit_counts` (kept by a trigger, decision 036) names those few hundred,
 * so only their updates are de-duplicated, not the window's thousands (1.9 ms instead of 2.7 ms
 * for both windows at `seed:large`).
 */
function movedIntoTransit(within: SQL) {
  const repeated = sql`${shipmentTransitCounts.shipment_id}`;
  return sql`(select (count(*) - count(${repeated})
      + count(distinct ${repeated}) filter (where ${repeated} is not null))::int
    from ${shipmentUpdates}
    left join ${shipmentTransitCounts} on ${shipmentTransitCounts.shipment_id} = ${shipmentUpdates.shipment_id}
      and ${shipmentTransitCounts.updates} > 1
    where ${shipmentUpdates.status} = 'in_transit' and ${within})`;
}

type Counts = {
  shipments: number;
  shipments_recent: number;
  in_transit: number;
  in_transit_recent: number;
  in_transit_before: number;
  clients: number;
  clients_recent: number;
  items: number;
  items_recent: number;
  released: number;
  released_recent: number;
  open_issues: number;
};

/**
 * The overview cards (and the issues still open), each with the same measure 30 days earlier:
 * totals as they stood then (rows created since are left out); for Active Shipments, how many
 * shipments moved into In Transit in the last 30 days against the 30 days before, since past
 * statuses are only known through tracking updates (movedIntoTransit).
 *
 * Totals come from the summary rows the triggers keep exact (decision 036), never a count of the
 * whole table; "as they stood then" is the total less the rows created in the last 30 days. One
 * statement, so the summary rows and the tables read the same snapshot.
 */
export async function getOverviewStats({ db }: { db: DbOrTx }): Promise<OverviewStats> {
  const [counts] = await queryRows<Counts>(
    db,
    sql`
    select
      (select coalesce(sum(shipments), 0)::int from shipment_daily_counts) as shipments,
      ${createdRecently(shipments, shipmentDailyCounts.shipments)} as shipments_recent,
      (select coalesce(sum(shipments), 0)::int from shipment_daily_counts
        where status = 'in_transit') as in_transit,
      ${movedIntoTransit(sql`timestamp > now() - interval '30 days'`)} as in_transit_recent,
      ${movedIntoTransit(
        sql`timestamp > now() - interval '60 days' and timestamp <= now() - interval '30 days'`,
      )} as in_transit_before,
      (select coalesce(sum(clients), 0)::int from client_daily_counts) as clients,
      ${createdRecently(clients, clientDailyCounts.clients)} as clients_recent,
      (select coalesce(sum(items), 0)::int from vault_item_daily_counts) as items,
      ${createdRecently(vaultItems, vaultItemDailyCounts.items)} as items_recent,
      (select count(*)::int from ${vaultItems} where ${vaultItems.released_at} is not null) as released,
      (select count(*)::int from ${vaultItems}
        where ${vaultItems.released_at} > now() - interval '30 days') as released_recent,
      (select count(*)::int from issues where status in ('open', 'in_progress')) as open_issues
  `,
  );
  if (!counts) throw new Error('overview counts returned no row');
  return {
    total_shipments: totalStat(counts.shipments, counts.shipments_recent),
    active_shipments: {
      total: counts.in_transit,
      current: counts.in_transit_recent,
      previous: counts.in_transit_before,
    },
    total_clients: totalStat(counts.clients, counts.clients_recent),
    // Released items keep their rows and history (decision 069) but are no longer held.
    items_in_vault: {
      total: counts.items - counts.released,
      current: counts.items - counts.released,
      previous: counts.items - counts.items_recent - (counts.released - counts.released_recent),
    },
    open_issues: counts.open_issues,
  };
}

const totalStat = (total: number, createdRecently: number) => ({
  total,
  current: total,
  previous: total - createdRecently,
});
