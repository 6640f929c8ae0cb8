import { eq } from 'drizzle-orm';
import type { AuditAction } from '#shared/audit-action';
import type { ClientRole } from '#shared/client-roles';
import {
  nextRequestState,
  REQUEST_MESSAGES,
  type RequestAction,
  type RequestState,
  type RuledRequest,
} from '#shared/requests';
import type { CreatedRequest } from '#shared/request-schema';
import { AppError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { clientRequests, requestApprovals } from '../../db/schema';
import type { NotificationConfig } from '../../notifications/notify-user';
import type { RequestAudience, RequestActor } from '../shared/request-events';
import { recordRequestEvent } from '../shared/request-events';
import { carryOutRelease } from './carry-out-release';
import { ruledRequestOf } from './request-rule';
import { scheduleBooking } from './schedule-booking';

/** Who changes a request: a person of its organisation with their role, or a staff member. */
export type RequestChanger =
  | { side: 'client'; clientId: string | null; clientRole: ClientRole | null; actor: SignedInActor }
  | { side: 'staff'; actor: SignedInActor };

type SignedInActor = RequestActor & { user: { id: string; email: string } };

const REFUSALS = { 403: 'FORBIDDEN', 409: 'CONFLICT' } as const;

/**
 * Approves, declines or cancels a request. Its row is locked first, so of two people acting at
 * the same moment one changes it and the other meets the new state (409); the shared rule says
 * what may happen, the audit, notices and live events follow in the same transaction.
 */
export async function changeRequest({
  db,
  config,
  requestId,
  action,
  changer,
  reason = null,
  now = new Date(),
}: {
  db: Db;
  config: NotificationConfig;
  requestId: string;
  action: RequestAction;
  changer: RequestChanger;
  reason?: string | null;
  now?: Date;
}): Promise<CreatedRequest> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: clientRequests.id,
        number: clientRequests.number,
        client_id: clientRequests.client_id,
        kind: clientRequests.kind,
        state: clientRequests.state,
        requested_by_user_id: clientRequests.requested_by_user_id,
        expires_at: clientRequests.expires_at,
      })
      .from(clientRequests)
      .where(eq(clientRequests.id, requestId))
      .for('update');
    if (!request || (changer.side === 'client' && request.client_id !== changer.clientId)) {
      throw new AppError('NOT_FOUND', REQUEST_MESSAGES.notFound);
    }
    const ruled = await ruledRequestOf(tx, request);
    const next = nextRequestState(ruled, action, {
      side: changer.side,
      userId: changer.actor.user.id,
      clientRole: changer.side === 'client' ? changer.clientRole : null,
    });
    if (!next.ok) throw new AppError(REFUSALS[next.status], next.reason);
    if (action === 'approve' && request.expires_at <= now) {
      const expired = request.kind === 'booking' ? 'quoteExpired' : 'requestExpired';
      throw new AppError('CONFLICT', REQUEST_MESSAGES[expired]);
    }

    let shipmentId: string | null = null;
    const ourLastApproval =
      changer.side === 'staff' && action === 'approve' && next.state !== 'awaiting_staff';
    if (ourLastApproval) {
      const step = { request, admin: changer.actor.user, origin: changer.actor.origin, now };
      // A confirmed visit needs nothing more: its code was made when it was asked.
      if (request.kind === 'booking') shipmentId = await scheduleBooking(tx, step);
      if (request.kind === 'release') shipmentId = await carryOutRelease(tx, step);
    }
    if (action === 'approve') {
      await tx
        .insert(requestApprovals)
        .values({ request_id: request.id, user_id: changer.actor.user.id, side: changer.side });
    }
    await tx
      .update(clientRequests)
      .set({
        state: next.state,
        decline_reason: action === 'decline' ? reason : null,
        ...(shipmentId ? { shipment_id: shipmentId } : {}),
        updated_at: now,
      })
      .where(eq(clientRequests.id, request.id));
    const changed = { ...request, state: next.state };
    await recordRequestEvent(tx, {
      config,
      request: changed,
      actor: changer.actor,
      action: auditActionOf(action, changer.side),
      details: reason ? { reason } : approvalCount(ruled, changer.side, action),
      tell: await audienceOf(tx, request, request.state, next.state),
    });
    return { id: request.id, number: request.number, state: next.state };
  });
}

/** Which of two staff approvals this is, where a release needs two. */
function approvalCount(
  request: RuledRequest,
  side: 'client' | 'staff',
  action: RequestAction,
): Record<string, unknown> | undefined {
  const approvals = request.staff_approvals;
  if (side !== 'staff' || action !== 'approve' || !approvals || approvals.needed < 2) {
    return undefined;
  }
  return { approval: approvals.given.length + 1, of: approvals.needed };
}

function auditActionOf(action: RequestAction, side: 'client' | 'staff'): AuditAction {
  if (action === 'approve')
    return side === 'client' ? 'request_client_approved' : 'request_staff_approved';
  return action === 'decline' ? 'request_declined' : 'request_cancelled';
}

/** The asker hears of every outcome; those of the organisation who approved it, of ours too. */
async function audienceOf(
  tx: DbOrTx,
  request: { id: string; requested_by_user_id: string | null },
  before: RequestState,
  state: RequestState,
): Promise<RequestAudience | undefined> {
  // A first of two staff approvals changes nothing the organisation waits for.
  if (state === 'cancelled' || (before === 'awaiting_staff' && state === before)) return undefined;
  const approvers = await tx
    .select({ userId: requestApprovals.user_id })
    .from(requestApprovals)
    .where(eq(requestApprovals.request_id, request.id));
  const users = [request.requested_by_user_id, ...approvers.map((row) => row.userId)];
  if (state === 'awaiting_staff')
    return { change: 'client_approved', users: [request.requested_by_user_id] };
  return { change: state === 'declined' ? 'declined' : 'scheduled', users };
}
