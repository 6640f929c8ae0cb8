import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { auditActionLabel, STAFF_ACTOR_LABEL } from '#shared/audit-action';
import type { ClientRole } from '#shared/client-roles';
import type { Page } from '#shared/list-query';
import { SECURITY_LEVEL_LABELS } from '#shared/security-level';
import {
  allowedRequestActions,
  RELEASE_METHOD_LABELS,
  REQUEST_MESSAGES,
  type RequestKind,
  type RequestSide,
  type RequestState,
} from '#shared/requests';
import { pluralize } from '#shared/pluralize';
import type { ReleaseDetail } from '#shared/release-schema';
import type { BookingDetail, RequestDetail, RequestRow } from '#shared/request-schema';
import { dayLabel, slotLabel, VAULT_TIME_ZONE, type VisitDetail } from '#shared/visits';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import {
  auditEvents,
  bookingRequests,
  clientMembers,
  clientRequests,
  clients,
  quotes,
  releaseItems,
  releaseRequests,
  shipments,
  users,
  vaultItems,
  visitItems,
  visitRequests,
} from '../../db/schema';
import { newestFirstPage } from '../shared/list-page';
import { organisationName } from '../shared/organisation-name';
import { ruledRequestOf, type TransferRecipient } from './request-rule';

const REQUEST_PAGE_SIZE = 20;

const rowColumns = {
  id: clientRequests.id,
  client_id: clientRequests.client_id,
  number: clientRequests.number,
  kind: clientRequests.kind,
  state: clientRequests.state,
  requested_by_user_id: clientRequests.requested_by_user_id,
  requested_by: sql<
    string | null
  >`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  requested_by_email: users.email,
  organisation: organisationName,
  created_at: clientRequests.created_at,
  updated_at: clientRequests.updated_at,
  expires_at: clientRequests.expires_at,
  pickup_city: bookingRequests.pickup_city,
  delivery_city: bookingRequests.delivery_city,
  security_level: bookingRequests.security_level,
  weight_kg: bookingRequests.weight_kg,
  release_method: releaseRequests.method,
  release_item_count: sql<number>`(select count(*)::int from ${releaseItems} where ${releaseItems.request_id} = ${clientRequests.id})`,
  visit_on: visitRequests.visit_on,
  visit_hour: visitRequests.hour,
  visitor_count: sql<number | null>`jsonb_array_length(${visitRequests.visitors})`,
};

function requestsSelect(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(clientRequests)
    .innerJoin(clients, eq(clients.id, clientRequests.client_id))
    .leftJoin(users, eq(users.id, clientRequests.requested_by_user_id))
    .leftJoin(bookingRequests, eq(bookingRequests.request_id, clientRequests.id))
    .leftJoin(releaseRequests, eq(releaseRequests.request_id, clientRequests.id))
    .leftJoin(visitRequests, eq(visitRequests.request_id, clientRequests.id))
    .$dynamic();
}

type StoredRow = Awaited<ReturnType<ReturnType<typeof requestsSelect>['execute']>>[number];

/** What a request asks for, in one line of the inbox. */
function summaryOf(row: StoredRow): string {
  if (row.visit_on !== null && row.visit_hour !== null) {
    const visitors = pluralize(row.visitor_count ?? 0, 'visitor');
    return `${dayLabel(row.visit_on)}, ${slotLabel(row.visit_hour)}, ${visitors}`;
  }
  if (row.release_method !== null) {
    const items = pluralize(row.release_item_count, 'item');
    return `${items}, ${RELEASE_METHOD_LABELS[row.release_method].toLowerCase()}`;
  }
  if (row.pickup_city === null) return '';
  const level = row.security_level ? SECURITY_LEVEL_LABELS[row.security_level] : '';
  return `${row.pickup_city} → ${row.delivery_city}, ${row.weight_kg} kg, ${level} security`;
}

/**
 * A request as a list shows it. The organisation a transfer is offered to sees who offered it as
 * that organisation, never its people (decision 071).
 */
function toRow(row: StoredRow, viewerClientId?: string): RequestRow {
  const offeredToViewer = viewerClientId !== undefined && row.client_id !== viewerClientId;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    state: row.state,
    summary: summaryOf(row),
    requested_by: offeredToViewer ? row.organisation : (row.requested_by ?? row.requested_by_email),
    organisation: row.organisation,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  };
}

export type RequestFilters = { kind?: RequestKind; state?: RequestState };

function filtersOf(filters: RequestFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.kind) conditions.push(eq(clientRequests.kind, filters.kind));
  if (filters.state) conditions.push(eq(clientRequests.state, filters.state));
  return conditions;
}

/** An organisation's own requests, and the transfers offered to it (decision 071). */
function concerning(db: DbOrTx, clientId: string): SQL {
  const offered = db
    .select({ id: releaseRequests.request_id })
    .from(releaseRequests)
    .where(and(eq(releaseRequests.to_client_id, clientId), isNotNull(releaseRequests.offered_at)));
  return or(eq(clientRequests.client_id, clientId), inArray(clientRequests.id, offered))!;
}

/**
 * One page of requests, newest first: those concerning an organisation, or (clientId undefined)
 * everyone's for the staff inbox.
 */
export function listRequests({
  db,
  clientId,
  page,
  ...filters
}: RequestFilters & { db: DbOrTx; clientId?: string; page: number }): Promise<Page<RequestRow>> {
  const conditions = filtersOf(filters);
  if (clientId !== undefined) conditions.push(concerning(db, clientId));
  return newestFirstPage({
    db,
    page,
    page_size: REQUEST_PAGE_SIZE,
    select: requestsSelect(db),
    where: and(...conditions),
    createdAt: clientRequests.created_at,
    id: clientRequests.id,
    toRow: (row) => toRow(row, clientId),
  });
}

/**
 * One request with its booking, its shipment, its history and what the caller may do now. A
 * client reads only their organisation's (another's answers like one that does not exist) and
 * sees our staff as OTC staff.
 */
export async function getRequest({
  db,
  requestId,
  viewer,
}: {
  db: DbOrTx;
  requestId: string;
  viewer:
    | { side: 'client'; userId: string; clientId: string | null; clientRole: ClientRole | null }
    | { side: 'staff'; userId: string; mayChange: boolean };
}): Promise<RequestDetail> {
  const [found] = await db
    .select({
      ...rowColumns,
      decline_reason: clientRequests.decline_reason,
      tracking_number: shipments.tracking_number,
      quote_id: quotes.id,
      booking: bookingRequests,
      release: releaseRequests,
      visit: visitRequests,
    })
    .from(clientRequests)
    .innerJoin(clients, eq(clients.id, clientRequests.client_id))
    .leftJoin(users, eq(users.id, clientRequests.requested_by_user_id))
    .leftJoin(bookingRequests, eq(bookingRequests.request_id, clientRequests.id))
    .leftJoin(releaseRequests, eq(releaseRequests.request_id, clientRequests.id))
    .leftJoin(visitRequests, eq(visitRequests.request_id, clientRequests.id))
    .leftJoin(shipments, eq(shipments.id, clientRequests.shipment_id))
    .leftJoin(quotes, eq(quotes.request_id, clientRequests.id))
    .where(eq(clientRequests.id, requestId));
  if (!found) throw new AppError('NOT_FOUND', REQUEST_MESSAGES.notFound);
  const ruled = await ruledRequestOf(db, found);
  const side = sideOfViewer(found, ruled.recipient, viewer);
  const actions =
    viewer.side === 'staff' && !viewer.mayChange
      ? []
      : allowedRequestActions(ruled, {
          side,
          userId: viewer.userId,
          clientRole: viewer.side === 'client' ? viewer.clientRole : null,
        });
  return {
    ...toRow(found, viewer.side === 'client' ? (viewer.clientId ?? undefined) : undefined),
    booking: found.booking && bookingAnswer(found.booking, found.expires_at),
    release:
      found.release &&
      (await releaseAnswer(db, found.release, ruled.staff_approvals?.given.length ?? 0)),
    // The code is the visitor's proof at the desk: shown to the organisation once confirmed.
    visit:
      found.visit &&
      (await visitAnswer(
        db,
        found.visit,
        viewer.side === 'client' && (found.state === 'scheduled' || found.state === 'completed'),
      )),
    tracking_number: found.tracking_number,
    decline_reason: found.decline_reason,
    quote_id: found.quote_id,
    actions,
    events: await historyOf(db, requestId, side, found.organisation),
  };
}

/**
 * Whom a reader of a request is to it: a client of the organisation that asked or of the one a
 * transfer was offered to (decision 071), or our staff; another organisation's answers like one
 * that does not exist.
 */
function sideOfViewer(
  request: { client_id: string },
  recipient: TransferRecipient,
  viewer: { side: 'client'; clientId: string | null } | { side: 'staff' },
): RequestSide {
  if (viewer.side === 'staff') return 'staff';
  if (request.client_id === viewer.clientId) return 'client';
  if (recipient?.offered && recipient.client_id === viewer.clientId) return 'recipient';
  throw new AppError('NOT_FOUND', REQUEST_MESSAGES.notFound);
}

function bookingAnswer(
  { request_id: _request, ...booking }: typeof bookingRequests.$inferSelect,
  quoteExpiresAt: Date,
): BookingDetail {
  return {
    ...booking,
    pickup_from: booking.pickup_from.toISOString(),
    pickup_until: booking.pickup_until.toISOString(),
    quote_expires_at: quoteExpiresAt.toISOString(),
  };
}

/** A visit with its visitors and the items to be brought, and its code when it may be shown. */
export async function visitAnswer(
  db: DbOrTx,
  visit: typeof visitRequests.$inferSelect,
  showCode: boolean,
): Promise<VisitDetail> {
  const items = await db
    .select({
      id: vaultItems.id,
      name: vaultItems.name,
      category: vaultItems.category,
      security_level: vaultItems.security_level,
    })
    .from(visitItems)
    .innerJoin(vaultItems, eq(vaultItems.id, visitItems.item_id))
    .where(eq(visitItems.request_id, visit.request_id))
    .orderBy(asc(vaultItems.name));
  return {
    visit_on: visit.visit_on,
    hour: visit.hour,
    time_zone: VAULT_TIME_ZONE,
    visitors: visit.visitors,
    items,
    code: showCode ? visit.code : null,
    checked_in_at: visit.checked_in_at?.toISOString() ?? null,
  };
}

/** A release with its items as they stand now (Released once it went through). */
async function releaseAnswer(
  db: DbOrTx,
  {
    request_id: requestId,
    release_on,
    staff_approvals_needed,
    to_client_id: recipientId,
    offered_at: _offered,
    ...release
  }: typeof releaseRequests.$inferSelect,
  approvalsGiven: number,
): Promise<ReleaseDetail> {
  const [recipient] = recipientId
    ? await db.select({ name: organisationName }).from(clients).where(eq(clients.id, recipientId))
    : [];
  const items = await db
    .select({
      id: vaultItems.id,
      name: vaultItems.name,
      category: vaultItems.category,
      security_level: vaultItems.security_level,
      value: vaultItems.value,
      released_at: vaultItems.released_at,
    })
    .from(releaseItems)
    .innerJoin(vaultItems, eq(vaultItems.id, releaseItems.item_id))
    .where(eq(releaseItems.request_id, requestId))
    .orderBy(asc(vaultItems.name), asc(vaultItems.id));
  return {
    ...release,
    release_on: release_on.toISOString(),
    recipient_organisation: recipient?.name ?? null,
    staff_approvals_needed,
    staff_approvals_given: approvalsGiven,
    items: items.map((item) => ({ ...item, released_at: item.released_at?.toISOString() ?? null })),
  };
}

/**
 * The request's audit rows, oldest first; a client sees our staff as OTC staff, and the system's
 * own steps (an expiry, a completion) as the system's. The organisation a transfer was offered to
 * sees the people of the one that offered it as that organisation (decision 071).
 */
async function historyOf(
  db: DbOrTx,
  requestId: string,
  side: RequestSide,
  askingOrganisation: string,
) {
  const byClientSide = sql`exists (select 1 from "user" u where u.id = ${auditEvents.actor_user_id} and u.role = 'client')`;
  const byAskingSide = sql`exists (select 1 from ${clientRequests} r join ${clientMembers} m on m.client_id = r.client_id where r.id = ${requestId} and m.user_id = ${auditEvents.actor_user_id})`;
  const clientActor = sql<string>`case when ${auditEvents.actor_user_id} is null or ${byClientSide} then ${auditEvents.actor_label} else ${STAFF_ACTOR_LABEL} end`;
  const actors: Record<RequestSide, SQL<string>> = {
    staff: sql<string>`${auditEvents.actor_label}`,
    client: clientActor,
    recipient: sql<string>`case when ${byAskingSide} then ${askingOrganisation} else ${clientActor} end`,
  };
  const rows = await db
    .select({
      action: auditEvents.action,
      actor: actors[side],
      at: auditEvents.created_at,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity_type, 'request'), eq(auditEvents.entity_id, requestId)))
    .orderBy(asc(auditEvents.created_at), asc(auditEvents.id));
  return rows.map((row) => ({
    action: row.action,
    label: auditActionLabel(row.action),
    actor: row.actor,
    at: row.at.toISOString(),
    reason: typeof row.details?.reason === 'string' ? row.details.reason : null,
  }));
}
