import { and, desc, sql } from 'drizzle-orm';
import { auditActionLabel } from '#shared/audit-action';
import { MISSING_PROFILE_MESSAGES } from '#shared/portal';
import type { DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { CsvValue } from '../../http/csv';
import {
  accessLogColumns,
  accessLogOf,
  toAccessLogEntry,
  type AccessLogRow,
} from './access-log-query';
import { requireClientOf, type PortalUser } from './client-of-user';

export const ACCESS_LOG_CSV_HEADER = [
  'Time (UTC)',
  'Item ID',
  'Item',
  'Action',
  'By',
  'IP address',
  'Location',
] as const;

const BATCH_SIZE = 500;

/**
 * The client's whole access log as CSV rows, newest first, read in keyset-paginated batches.
 * The client check runs before the first row is written, so a refusal is still a clean 404.
 */
export async function exportAccessLog({ db, user }: { db: DbOrTx; user: PortalUser }) {
  const clientId = requireClientOf(user, MISSING_PROFILE_MESSAGES.items);
  return batches();

  async function* batches(): AsyncGenerator<CsvValue[][]> {
    // The cursor is the last row's id: JavaScript dates lose the database's microseconds.
    let afterId: string | null = null;
    for (;;) {
      const rows: AccessLogRow[] = await db
        .select(accessLogColumns())
        .from(auditEvents)
        .where(
          and(
            accessLogOf(clientId),
            afterId
              ? sql`(${auditEvents.created_at}, ${auditEvents.id}) < (select created_at, id from audit_events where id = ${afterId})`
              : undefined,
          ),
        )
        .orderBy(desc(auditEvents.created_at), desc(auditEvents.id))
        .limit(BATCH_SIZE);
      if (rows.length === 0) return;
      yield rows
        .map(toAccessLogEntry)
        .map((entry) => [
          entry.created_at,
          entry.entity_id,
          entry.entity_label,
          auditActionLabel(entry.action),
          entry.actor,
          entry.ip_address,
          entry.location,
        ]);
      const last = rows[rows.length - 1];
      if (!last || rows.length < BATCH_SIZE) return;
      afterId = last.id;
    }
  }
}
