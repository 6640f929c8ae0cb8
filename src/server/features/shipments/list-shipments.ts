import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AdminShipmentRow, SHIPMENT_SORTS } from '#shared/admin';
import type { Page } from '#shared/list-query';
import type { ShipmentStatus } from '#shared/shipment-status';
import { containsPattern } from '../../db/like-pattern';
import { clients, shipments } from '../../db/schema';
import { clientFullName, clientNameColumns } from '../../db/client-name';
import { pageOf, pageOrder, rowsBefore, type ListInput } from '../shared/list-page';
import { shipmentSummaryColumns } from '../shared/shipment-summary';

const SORT_COLUMNS = {
  created_at: shipments.created_at,
  tracking_number: shipments.tracking_number,
  origin: shipments.origin,
  destination: shipments.destination,
  status: shipments.status,
};

/**
 * One page of all shipments with their client, searched by tracking number, city or client
 * (name, e-mail, company) on the server; every branch of the search has a trigram index.
 */
export async function listShipments({
  db,
  search,
  status,
  sort,
  dir,
  ...page
}: ListInput<(typeof SHIPMENT_SORTS)[number]> & {
  status?: ShipmentStatus;
}): Promise<Page<AdminShipmentRow>> {
  const pattern = search ? containsPattern(search) : null;
  const where = and(
    status ? eq(shipments.status, status) : undefined,
    pattern
      ? or(
          ilike(shipments.tracking_number, pattern),
          ilike(shipments.origin, pattern),
          ilike(shipments.destination, pattern),
          // = ANY(ARRAY(…)) rather than IN (…): the same rows, but the client ids are found once,
          // so this branch joins the others in one BitmapOr of index scans instead of a filter
          // run on every row (a sequential scan at 100,000 rows).
          sql`${shipments.client_id} = any(array(${db
            .select({ id: clients.id })
            .from(clients)
            .where(
              or(
                ilike(clientFullName, pattern),
                ilike(clients.email, pattern),
                ilike(clients.company, pattern),
              ),
            )}))`,
        )
      : undefined,
  );
  const orderBy = pageOrder(dir, SORT_COLUMNS[sort], shipments.id);
  // The page's ids first (an index walk that reads nothing else), then only their rows and
  // clients: a deep page no longer joins every row it skips. Same rows, same order.
  const pageIds = db
    .select({ id: shipments.id })
    .from(shipments)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.page_size)
    .offset(rowsBefore(page));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...shipmentSummaryColumns,
        created_at: shipments.created_at,
        client: clientNameColumns,
      })
      .from(shipments)
      .leftJoin(clients, eq(clients.id, shipments.client_id))
      .where(inArray(shipments.id, pageIds))
      .orderBy(...orderBy),
    db.select({ value: count() }).from(shipments).where(where),
  ]);
  return pageOf(
    page,
    rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      client: row.client?.id ? row.client : null,
    })),
    total,
  );
}
