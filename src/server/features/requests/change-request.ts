import { and, eq, ne } from 'drizzle-orm';
import type { AuditAction } from '#shared/audit-action';
import type { RequestChange } from '#shared/notification-messages';
import type { ClientRole } from '#shared/client-roles';
import {
  nextRequestState,
  REQUEST_MESSAGES,
  type RequestAction,
  type RequestSide,
  type RequestState,
  type RuledRequest,
} from '#shared/requests';
import type { CreatedRequest } from '#shared/request-schema';
import { AppError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { clientRequests, releaseRequests, requestApprovals } from '../../db/schema';
import type { NotificationConfig } from '../../notifications/notify-user';
import type { RequestAudience, RequestActor } from '../shared/request-events';
import { recordRequestEvent } from '../shared/request-events';
import { appendManyToLedger, type LedgerEvent } from '../../ledger/append-to-ledger';
import { carryOutRelease } from './carry-out-release';
import { ruledRequestOf, type TransferRecipient } from './request-rule';
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
    if (!request) throw new AppError('NOT_FOUND', REQUEST_MESSAGES.notFound);
    const ruled = await ruledRequestOf(tx, request);
    const side = sideOf(request, ruled.recipient, changer);
    const next = nextRequestState(ruled, action, {
      side,
      userId: changer.actor.user.id,
      clientRole: changer.side === 'client' ? changer.clientRole : null,
    });
    if (!next.ok) throw new AppError(REFUSALS[next.status], next.reason);
    if (action === 'approve' && request.expires_at <= now) {
      const expired = request.kind === 'booking' ? 'quoteExpired' : 'requestExpired';
      throw new AppError('CONFLICT', REQUEST_MESSAGES[expired]);
    }

    let shipmentId: string | null = null;
    let custody: LedgerEvent[] = [];
    const ourLastApproval =
      side === 'staff' && action === 'approve' && next.state !== 'awaiting_staff';
    if (ourLastApproval) {
      const step = { request, admin: changer.actor.user, origin: changer.actor.origin, now };
      // A confirmed visit needs nothing more: its code was made when it was asked.
      if (request.kind === 'booking') shipmentId = await scheduleBooking(tx, step);
      if (request.kind === 'release') ({ shipmentId, custody } = await carryOutRelease(tx, step));
    }
    if (next.state === 'awaiting_recipient') {
      await tx
        .update(releaseRequests)
        .set({ offered_at: now })
        .where(eq(releaseRequests.request_id, request.id));
    }
    if (action === 'approve') {
      await tx
        .insert(requestApprovals)
        .values({ request_id: request.id, user_id: changer.actor.user.id, side });
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
    const offeredTo =
      ruled.recipient && (ruled.recipient.offered || next.state === 'awaiting_recipient')
        ? ruled.recipient.client_id
        : null;
    await recordRequestEvent(tx, {
      config,
      request: { ...request, state: next.state, recipient_client_id: offeredTo },
      actor: changer.actor,
      action: auditActionOf(action, side),
      details: reason ? { reason } : approvalCount(ruled, side, action),
      tell: await audienceOf(tx, request, request.state, next.state, offeredTo),
    });
    // The last write: the ledger's lock is then held only until the commit (decision 073).
    await appendManyToLedger(tx, custody);
    return { id: request.id, number: request.number, state: next.state };
  });
}

/**
 * On which side a person acts: a client of the organisation that asked, or of the one a transfer
 * has been offered to; any other organisation's request answers like one that does not exist.
 */
function sideOf(
  request: { client_id: string },
  recipient: TransferRecipient,
  changer: RequestChanger,
): RequestSide {
  if (changer.side === 'staff') return 'staff';
  if (request.client_id === changer.clientId) return 'client';
  if (recipient?.offered && recipient.client_id === changer.clientId) return 'recipient';
  throw new AppError('NOT_FOUND', REQUEST_MESSAGES.notFound);
}

/** Which of two staff approvals this is, where a release needs two. */
function approvalCount(
  request: RuledRequest,
  side: RequestSide,
  action: RequestAction,
): Record<string, unknown> | undefined {
  const approvals = request.staff_approvals;
  if (side !== 'staff' || action !== 'approve' || !approvals || approvals.needed < 2) {
    return undefined;
  }
  return { approval: approvals.given.length + 1, of: approvals.needed };
}

const APPROVALS: Record<RequestSide, AuditAction> = {
  client: 'request_client_approved',
  recipient: 'request_recipient_accepted',
  staff: 'request_staff_approved',
};

function auditActionOf(action: RequestAction, side: RequestSide): AuditAction {
  if (action === 'approve') return APPROVALS[side];
  return action === 'decline' ? 'request_declined' : 'request_cancelled';
}

/**
 * The asker hears of every outcome; those of the organisation who approved it, of ours too. A
 * transfer is told to the receiving organisation's approvers when it is put before them and when
 * its items become theirs (decision 071).
 */
async function audienceOf(
  tx: DbOrTx,
  request: { id: string; requested_by_user_id: string | null },
  before: RequestState,
  state: RequestState,
  offeredTo: string | null,
): Promise<RequestAudience[]> {
  // A first of two staff approvals changes nothing the organisation waits for.
  if (state === 'cancelled' || (before === 'awaiting_staff' && state === before)) return [];
  const receiving = (change: RequestChange): RequestAudience[] =>
    offeredTo ? [{ change, approvers: true, clientId: offeredTo }] : [];
  if (state === 'awaiting_recipient') return receiving('transfer_offered');
  const asker = [request.requested_by_user_id];
  if (state === 'awaiting_staff') {
    const change = before === 'awaiting_recipient' ? 'recipient_accepted' : 'client_approved';
    return [{ change, users: asker }];
  }
  const approvers = await tx
    .select({ userId: requestApprovals.user_id })
    .from(requestApprovals)
    .where(
      and(eq(requestApprovals.request_id, request.id), ne(requestApprovals.side, 'recipient')),
    );
  const users = [...asker, ...approvers.map((row) => row.userId)];
  if (state === 'declined') return [{ change: 'declined', users }, ...receiving('declined')];
  return [
    { change: 'scheduled', users },
    ...(state === 'completed' ? receiving('transferred_in') : []),
  ];
}
