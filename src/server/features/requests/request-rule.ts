import { and, eq } from 'drizzle-orm';
import type { RequestKind, RuledRequest } from '#shared/requests';
import type { DbOrTx } from '../../db/client';
import { releaseRequests, requestApprovals } from '../../db/schema';

/**
 * A request as the shared rule reads it: a release knows how many of our staff must approve it,
 * who already did, and where the last approval takes it (a collection is done there and then, a
 * delivery is Scheduled until its shipment arrives); a confirmed visit may still be cancelled.
 */
export async function ruledRequestOf<
  Request extends Omit<RuledRequest, 'staff_approvals' | 'approved_state'> & {
    id: string;
    kind: RequestKind;
  },
>(db: DbOrTx, request: Request): Promise<Request & RuledRequest> {
  if (request.kind === 'visit') return { ...request, cancellable_when_scheduled: true };
  if (request.kind !== 'release') return request;
  const [release] = await db
    .select({ method: releaseRequests.method, needed: releaseRequests.staff_approvals_needed })
    .from(releaseRequests)
    .where(eq(releaseRequests.request_id, request.id));
  const given = await db
    .select({ userId: requestApprovals.user_id })
    .from(requestApprovals)
    .where(and(eq(requestApprovals.request_id, request.id), eq(requestApprovals.side, 'staff')));
  return {
    ...request,
    staff_approvals: { needed: release?.needed ?? 1, given: given.map((row) => row.userId) },
    approved_state: release?.method === 'collect' ? 'completed' : 'scheduled',
  };
}
