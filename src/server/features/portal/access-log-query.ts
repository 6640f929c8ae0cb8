import { and, eq, inArray, sql } from 'drizzle-orm';
import { CLIENT_VISIBLE_ENTITY_TYPES, STAFF_ACTOR_LABEL } from '#shared/audit-action';
import type { AccessLogEntry } from '#shared/portal';
import { approximateLocation } from '../../audit/approximate-location';
import { auditEvents } from '../../db/schema';

/** The audit rows a client may see: their own items and shipments. */
export function accessLogOf(clientId: string) {
  return and(
    eq(auditEvents.client_id, clientId),
    inArray(auditEvents.entity_type, [...CLIENT_VISIBLE_ENTITY_TYPES]),
  );
}

/**
 * The columns of a log entry as the client sees them: the actions of the organisation's people
 * (decision 063) under their names with their addresses, staff actions as 'OTC staff' without
 * the staff member's address or e-mail. Whoever is not staff is one of the organisation's.
 */
export function accessLogColumns() {
  const byClientSide = sql`exists (select 1 from "user" u where u.id = ${auditEvents.actor_user_id} and u.role = 'client')`;
  return {
    id: auditEvents.id,
    entity_type: auditEvents.entity_type,
    entity_id: auditEvents.entity_id,
    entity_label: auditEvents.entity_label,
    action: auditEvents.action,
    actor: sql<string>`case when ${byClientSide} then ${auditEvents.actor_label} else ${STAFF_ACTOR_LABEL} end`,
    ip_address: sql<string | null>`case when ${byClientSide} then ${auditEvents.ip_address} end`,
    created_at: auditEvents.created_at,
  };
}

export type AccessLogRow = Omit<AccessLogEntry, 'location' | 'created_at'> & { created_at: Date };

export function toAccessLogEntry(row: AccessLogRow): AccessLogEntry {
  return {
    ...row,
    location: approximateLocation(row.ip_address),
    created_at: row.created_at.toISOString(),
  };
}
