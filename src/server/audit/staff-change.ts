import type { DbOrTx } from '../db/client';
import { recordAuditEvent } from './record-audit-event';
import type { AuditEvent, RequestOrigin } from './record-audit-event';

/** Who makes an admin change and from where: every admin write records both. */
export type StaffChange = {
  admin: { id: string; email: string };
  origin: RequestOrigin;
};

/** An administrator's change, audited in the caller's transaction as made by that administrator. */
export function recordStaffChange(
  db: DbOrTx,
  { admin, ...event }: StaffChange & Omit<AuditEvent, 'actor'>,
): Promise<void> {
  return recordAuditEvent(db, { ...event, actor: { id: admin.id, label: admin.email } });
}
