import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { markReauthenticated } from '../../auth/recent-authentication';
import type { DbOrTx } from '../../db/client';

/**
 * The outcome of a "Confirm it's you", by password or passkey: a proof opens the session's next
 * 10 minutes; either way the attempt is audited with how it was made.
 */
export async function recordReauthentication(
  tx: DbOrTx,
  {
    user,
    sessionId,
    proved,
    origin,
    details,
  }: {
    user: { id: string; email: string };
    sessionId: string;
    proved: boolean;
    origin: RequestOrigin;
    details: Record<string, unknown>;
  },
): Promise<void> {
  if (proved) await markReauthenticated(tx, sessionId);
  await recordAuditEvent(tx, {
    actor: { id: user.id, label: user.email },
    action: proved ? 'reauthenticated' : 'reauthentication_failed',
    entity: { type: 'account', id: user.id, label: user.email },
    origin,
    details,
  });
}
