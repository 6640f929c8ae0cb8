import type { AuditAction } from '#shared/audit-action';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import type { DbOrTx } from '../../db/client';

/** Who changes an issue and from where: the signed-in client or administrator. */
export type IssueActor = { user: { id: string; email: string }; origin: RequestOrigin };

/**
 * One step of an issue in the audit trail, under its tracking number and in its client's access
 * log (staff show there as OTC staff).
 */
export function recordIssueEvent(
  tx: DbOrTx,
  {
    actor,
    issue,
    action,
    details,
  }: {
    actor: IssueActor;
    issue: { id: string; tracking_number: string; client_id: string | null };
    action: AuditAction;
    details?: Record<string, unknown>;
  },
) {
  return recordAuditEvent(tx, {
    actor: { id: actor.user.id, label: actor.user.email },
    action,
    entity: { type: 'issue', id: issue.id, label: issue.tracking_number },
    clientId: issue.client_id,
    origin: actor.origin,
    details,
  });
}
