import { and, count, eq, inArray } from 'drizzle-orm';
import { dualControlOf, CLIENT_APPROVER_ROLES } from '#shared/requests';
import type { DualControlAnswer } from '#shared/request-schema';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import type { DbOrTx } from '../../db/client';
import { clientMembers, clients } from '../../db/schema';

/** An organisation's four-eyes rule as it stands, with whether an owner chose it. */
export async function dualControlFor(db: DbOrTx, clientId: string): Promise<DualControlAnswer> {
  const [stored] = await db
    .select({
      dual_control: clients.dual_control,
      dual_control_booking_threshold: clients.dual_control_booking_threshold,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  const [approvers] = await db
    .select({ count: count() })
    .from(clientMembers)
    .where(
      and(
        eq(clientMembers.client_id, clientId),
        inArray(clientMembers.role, CLIENT_APPROVER_ROLES),
      ),
    );
  const approverCount = approvers?.count ?? 0;
  const rule = dualControlOf(
    stored ?? { dual_control: null, dual_control_booking_threshold: 0 },
    approverCount,
  );
  return { ...rule, chosen: stored?.dual_control != null, approver_count: approverCount };
}

/** An owner sets the rule: from then on it no longer follows the number of approvers. */
export async function setDualControl({
  db,
  clientId,
  user,
  origin,
  rule,
}: {
  db: DbOrTx;
  clientId: string;
  user: { id: string; email: string };
  origin: RequestOrigin;
  rule: { enabled: boolean; booking_threshold: number };
}): Promise<DualControlAnswer> {
  return db.transaction(async (tx) => {
    await tx
      .update(clients)
      .set({ dual_control: rule.enabled, dual_control_booking_threshold: rule.booking_threshold })
      .where(eq(clients.id, clientId));
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'dual_control_changed',
      entity: { type: 'client', id: clientId },
      clientId,
      origin,
      details: rule,
    });
    return dualControlFor(tx, clientId);
  });
}
