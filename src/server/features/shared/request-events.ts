import { and, eq, inArray, or } from 'drizzle-orm';
import { SYSTEM_ACTOR_LABEL, type AuditAction } from '#shared/audit-action';
import { REQUEST_CHANGED_EVENT } from '#shared/live-events';
import { requestNotification, type RequestChange } from '#shared/notification-messages';
import { CLIENT_APPROVER_ROLES, type RequestKind, type RequestState } from '#shared/requests';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import type { DbOrTx } from '../../db/client';
import { clientMembers, releaseItems, vaultItems, visitItems } from '../../db/schema';
import { liveTopics, publishLiveEvents } from '../../live/publish-live-event';
import { notifyUser, type NotificationConfig } from '../../notifications/notify-user';

/** A request as its events name it. */
export type EventfulRequest = {
  id: string;
  number: string;
  client_id: string;
  kind: RequestKind;
  state: RequestState;
  /** The organisation a transfer has been offered to, whose open pages follow it (decision 071). */
  recipient_client_id?: string | null;
};

/** Who acts on a request, and from where; null `user` is the system (an expiry). */
export type RequestActor = { user: { id: string; email: string } | null; origin: RequestOrigin };

/** The system's own steps: an expiry, a booking completed by its delivery. */
export const SYSTEM_ACTOR: RequestActor = {
  user: null,
  origin: { ipAddress: 'server', userAgent: null },
};

/**
 * Who of an organisation hears of a change: the asker, its approvers, or both; of the request's
 * own organisation unless `clientId` names the one a transfer goes to.
 */
export type RequestAudience = {
  change: RequestChange;
  clientId?: string;
  /** User ids told whatever their role; the one acting is never told of their own act. */
  users?: (string | null)[];
  approvers?: boolean;
};

/**
 * One step of a request: audited under its number (and a release's on each of its items) in the
 * organisation's access log, told to the people concerned (bell and e-mail through the outbox),
 * and announced to the organisation's and the staff's open pages, all in the change's transaction.
 */
export async function recordRequestEvent(
  tx: DbOrTx,
  {
    config,
    request,
    actor,
    action,
    details,
    tell,
  }: {
    config: NotificationConfig;
    request: EventfulRequest;
    actor: RequestActor;
    action: AuditAction;
    details?: Record<string, unknown>;
    tell?: RequestAudience | RequestAudience[];
  },
): Promise<void> {
  const auditActor = actor.user
    ? { id: actor.user.id, label: actor.user.email }
    : { id: null, label: SYSTEM_ACTOR_LABEL };
  await recordAuditEvent(tx, {
    actor: auditActor,
    action,
    entity: { type: 'request', id: request.id, label: request.number },
    clientId: request.client_id,
    origin: actor.origin,
    details,
  });
  // A release's or a visit's every step shows on the items it concerns, too (decisions 069, 070).
  // A booking names no stored item: its events skip the read.
  const items = request.kind === 'booking' ? [] : await itemsConcerned(tx, request.id);
  for (const item of items) {
    await recordAuditEvent(tx, {
      actor: auditActor,
      action,
      entity: { type: 'vault_item', id: item.id, label: item.name },
      clientId: request.client_id,
      origin: actor.origin,
      details: { ...details, request: request.number },
    });
  }
  for (const audience of [tell ?? []].flat()) {
    const people = await audienceOf(tx, audience.clientId ?? request.client_id, audience);
    for (const userId of people) {
      if (userId === actor.user?.id) continue;
      await notifyUser(tx, { config, userId, ...requestNotification(request, audience.change) });
    }
  }
  const payload = { id: request.id, number: request.number, state: request.state };
  const organisations = [request.client_id, request.recipient_client_id ?? []].flat();
  await publishLiveEvents(
    tx,
    [...organisations.map(liveTopics.client), liveTopics.staff()].map((topic) => ({
      topic,
      kind: REQUEST_CHANGED_EVENT,
      payload,
    })),
  );
}

function itemsConcerned(tx: DbOrTx, requestId: string) {
  return tx
    .select({ id: vaultItems.id, name: vaultItems.name })
    .from(vaultItems)
    .where(
      or(
        inArray(
          vaultItems.id,
          tx
            .select({ id: releaseItems.item_id })
            .from(releaseItems)
            .where(eq(releaseItems.request_id, requestId)),
        ),
        inArray(
          vaultItems.id,
          tx
            .select({ id: visitItems.item_id })
            .from(visitItems)
            .where(eq(visitItems.request_id, requestId)),
        ),
      ),
    )
    .orderBy(vaultItems.id);
}

/** The audience's people who are still of the organisation, each once. */
async function audienceOf(tx: DbOrTx, clientId: string, tell: RequestAudience) {
  const named = (tell.users ?? []).filter((id): id is string => id != null);
  const conditions = [];
  if (named.length > 0) conditions.push(inArray(clientMembers.user_id, named));
  if (tell.approvers) conditions.push(inArray(clientMembers.role, CLIENT_APPROVER_ROLES));
  if (conditions.length === 0) return [];
  const rows = await tx
    .select({ userId: clientMembers.user_id })
    .from(clientMembers)
    .where(and(eq(clientMembers.client_id, clientId), or(...conditions)))
    .orderBy(clientMembers.created_at);
  return rows.map((row) => row.userId);
}
