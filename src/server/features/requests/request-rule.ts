import { and, eq } from 'drizzle-orm';
import type { RequestKind, RuledRequest } from '#shared/requests';
import type { DbOrTx } from '../../db/client';
import { releaseRequests, requestApprovals } from '../../db/schema';

/** The organisation a transfer goes to, and whether it has been put before it yet (decision 071). */
export type TransferRecipient = { client_id: string; offered: boolean } | null;

/**
 * A request as the shared rule reads it: a release knows how many of our staff must approve it,
 * who already did, and where the last approval takes it (a collection or a transfer is done there
 * and then, a delivery is Scheduled until its shipment arrives); a transfer knows its receiving
 * organisation; a confirmed visit may still be cancelled.
 */
export async function ruledRequestOf<
  Request extends Omit<RuledRequest, 'staff_approvals' | 'approved_state'> & {
    id: string;
    kind: RequestKind;
  },
>(
  db: DbOrTx,
  request: Request,
): Promise<Request & RuledRequest & { recipient: TransferRecipient }> {
  if (request.kind === 'visit') {
    return { ...request, cancellable_when_scheduled: true, recipient: null };
  }
  if (request.kind !== 'release') return { ...request, recipient: null };
  const [release] = await db
    .select({
      method: releaseRequests.method,
      needed: releaseRequests.staff_approvals_needed,
      to_client_id: releaseRequests.to_client_id,
      offered_at: releaseRequests.offered_at,
    })
    .from(releaseRequests)
    .where(eq(releaseRequests.request_id, request.id));
  const given = await db
    .select({ userId: requestApprovals.user_id })
    .from(requestApprovals)
    .where(and(eq(requestApprovals.request_id, request.id), eq(requestApprovals.side, 'staff')));
  const transfer = release?.method === 'transfer';
  return {
    ...request,
    transfer,
    recipient: release?.to_client_id
      ? { client_id: release.to_client_id, offered: release.offered_at !== null }
      : null,
    staff_approvals: { needed: release?.needed ?? 1, given: given.map((row) => row.userId) },
    approved_state: release?.method === 'deliver' ? 'scheduled' : 'completed',
  };
}
