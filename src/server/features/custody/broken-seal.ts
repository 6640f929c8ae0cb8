import { SYSTEM_ACTOR_LABEL } from '#shared/audit-action';
import { HANDOFF_KIND_LABELS, type HandoffKind } from '#shared/custody';
import { brokenSealNotification } from '#shared/notification-messages';
import type { RequestOrigin } from '../../audit/record-audit-event';
import { recordAuditEvent } from '../../audit/record-audit-event';
import type { DbOrTx } from '../../db/client';
import { issues } from '../../db/schema';
import { notifyUser, type NotificationConfig } from '../../notifications/notify-user';
import { alertedStaff } from './alerted-staff';

/**
 * A handoff whose seals differ from the pickup's opens a 'Broken seal' issue at once (decision
 * 072), in the handoff's transaction, and alerts Operations and the client (bell and e-mail).
 * The issue is the system's: no person reported it.
 */
export async function openBrokenSealIssue(
  tx: DbOrTx,
  {
    config,
    shipment,
    kind,
    expected,
    found,
    origin,
  }: {
    config: NotificationConfig;
    shipment: { id: string; tracking_number: string; client_id: string | null };
    kind: HandoffKind;
    expected: readonly string[];
    found: readonly string[];
    origin: RequestOrigin;
  },
): Promise<string> {
  const listed = (seals: readonly string[]) => (seals.length > 0 ? seals.join(', ') : 'none');
  const [issue] = await tx
    .insert(issues)
    .values({
      shipment_id: shipment.id,
      tracking_number: shipment.tracking_number,
      client_id: shipment.client_id,
      reporter_user_id: null,
      category: 'broken_seal',
      description: `At the ${HANDOFF_KIND_LABELS[kind].toLowerCase()}, the seals were ${listed(found)}; at pickup they were ${listed(expected)}.`,
    })
    .returning({ id: issues.id });
  await recordAuditEvent(tx, {
    actor: { id: null, label: SYSTEM_ACTOR_LABEL },
    action: 'issue_reported',
    entity: { type: 'issue', id: issue!.id, label: shipment.tracking_number },
    clientId: shipment.client_id,
    origin,
    details: { category: 'broken_seal', handoff: kind },
  });
  const told = [
    ...(await alertedStaff(tx)).map((userId) => ({ userId, audience: 'staff' as const })),
    ...(shipment.client_id ? [{ userId: shipment.client_id, audience: 'client' as const }] : []),
  ];
  for (const { userId, audience } of told) {
    await notifyUser(tx, {
      config,
      userId,
      ...brokenSealNotification({ ...shipment, issueId: issue!.id }, audience),
    });
  }
  return issue!.id;
}
