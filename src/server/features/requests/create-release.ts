import { asc, eq, inArray, sql } from 'drizzle-orm';
import { releaseDateProblem, type ReleaseRequest } from '#shared/release-schema';
import {
  firstStateAfterClient,
  REQUEST_MESSAGES,
  requestExpiry,
  staffApprovalsNeeded,
} from '#shared/requests';
import { AppError, fieldError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { clients, releaseItems, releaseRequests, vaultItems } from '../../db/schema';
import { getCustodySettings } from '../shared/custody-settings';
import { anyInOpenRelease } from '../shared/release-lock';
import { recordRequestEvent, type RequestAudience } from '../shared/request-events';
import { dualControlFor } from './dual-control';
import {
  answerOfEarlier,
  earlierRequestWithKey,
  insertClientRequest,
  type AskedRequest,
  type AskingInput,
} from './request-key';

const itemsProblem = (message: string) => fieldError('BAD_REQUEST', 'item_ids', message);

/**
 * A person of an organisation asks for stored items to leave the vault (decision 069). The items
 * are locked while it is asked, so a release and a move of one item, or two releases of it, never
 * both happen: each must be the organisation's, still held, and in no other open release. Under
 * four eyes it awaits a second Owner or Approver; our staff approve it once, or twice when the
 * items are worth more than the Settings threshold. A transfer is put before the receiving
 * organisation, which accepts it before our staff approve it (decision 071). The form's key makes
 * a second send the same request.
 */
export async function createRelease({
  db,
  config,
  clientId,
  actor,
  form,
  now = new Date(),
}: AskingInput<ReleaseRequest>): Promise<AskedRequest> {
  if (!clientId) throw new AppError('NOT_FOUND', REQUEST_MESSAGES.noOrganisation);
  const dateProblem = releaseDateProblem(form.release_on, now);
  if (dateProblem) {
    throw new AppError('BAD_REQUEST', dateProblem, { fields: { release_on: dateProblem } });
  }
  return db.transaction(async (tx) => {
    const earlier = await earlierRequestWithKey(tx, clientId, form.idempotency_key);
    if (earlier) {
      return answerOfEarlier(
        earlier,
        async () => earlier.kind === 'release' && (await sameRelease(tx, earlier.id, form)),
      );
    }

    const recipientId =
      form.method === 'transfer' ? await recipientOf(tx, clientId, form.recipient_email) : null;
    const items = await lockReleasableItems(tx, clientId, form.item_ids);
    const totalValue = items.reduce((sum, item) => sum + (item.value ?? 0), 0);
    const [rule, custody] = await Promise.all([
      dualControlFor(tx, clientId),
      getCustodySettings(tx),
    ]);
    const state = rule.enabled
      ? 'awaiting_client'
      : firstStateAfterClient({ transfer: recipientId !== null });
    const request = await insertClientRequest(tx, {
      clientId,
      kind: 'release',
      state,
      askedBy: actor.user.id,
      key: form.idempotency_key,
      expiresAt: requestExpiry(now),
      now,
    });
    await tx.insert(releaseRequests).values({
      request_id: request.id,
      method: form.method,
      release_on: new Date(form.release_on),
      collector_name: form.method === 'collect' ? (form.collector_name ?? null) : null,
      delivery_address: form.method === 'deliver' ? (form.delivery_address ?? null) : null,
      delivery_city: form.method === 'deliver' ? (form.delivery_city ?? null) : null,
      to_client_id: recipientId,
      offered_at: state === 'awaiting_recipient' ? now : null,
      total_value: totalValue,
      staff_approvals_needed: staffApprovalsNeeded(
        totalValue,
        custody.release_second_approval_threshold,
      ),
    });
    await tx
      .insert(releaseItems)
      .values(items.map((item) => ({ request_id: request.id, item_id: item.id })));
    const tell: RequestAudience | undefined =
      state === 'awaiting_client'
        ? { change: 'awaits_you', approvers: true }
        : recipientId
          ? { change: 'transfer_offered', approvers: true, clientId: recipientId }
          : undefined;
    await recordRequestEvent(tx, {
      config,
      request: {
        ...request,
        recipient_client_id: state === 'awaiting_recipient' ? recipientId : null,
      },
      actor,
      action: 'request_submitted',
      details: { kind: 'release', method: form.method, items: items.length, state },
      tell,
    });
    return {
      request: { id: request.id, number: request.number, state: request.state },
      created: true,
    };
  });
}

/**
 * The items, locked in one order (so two releases of overlapping items queue rather than
 * deadlock): each the organisation's, not released, and in no open release; else a 400 naming
 * `item_ids`, with nothing written.
 */
async function lockReleasableItems(tx: DbOrTx, clientId: string, itemIds: string[]) {
  const items = await tx
    .select({
      id: vaultItems.id,
      client_id: vaultItems.client_id,
      value: vaultItems.value,
      released_at: vaultItems.released_at,
    })
    .from(vaultItems)
    .where(inArray(vaultItems.id, itemIds))
    .orderBy(asc(vaultItems.id))
    .for('update');
  // Another organisation's item answers like one that does not exist.
  if (items.length !== itemIds.length || items.some((item) => item.client_id !== clientId)) {
    throw itemsProblem(REQUEST_MESSAGES.itemNotYours);
  }
  if (items.some((item) => item.released_at !== null)) {
    throw itemsProblem(REQUEST_MESSAGES.itemReleased);
  }
  if (await anyInOpenRelease(tx, itemIds)) throw itemsProblem(REQUEST_MESSAGES.itemInRelease);
  return items;
}

/**
 * The organisation a transfer goes to, by the e-mail address it is registered with; an unknown
 * address, or the asker's own organisation, is a 400 naming `recipient_email`.
 */
async function recipientOf(tx: DbOrTx, clientId: string, email: string | undefined) {
  const recipientId = await registeredClientId(tx, email);
  if (!recipientId) {
    throw fieldError('BAD_REQUEST', 'recipient_email', REQUEST_MESSAGES.recipientUnknown);
  }
  if (recipientId === clientId) {
    throw fieldError('BAD_REQUEST', 'recipient_email', REQUEST_MESSAGES.recipientSelf);
  }
  return recipientId;
}

async function registeredClientId(tx: DbOrTx, email: string | undefined) {
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(sql`lower(${clients.email})`, (email ?? '').toLowerCase()));
  return client?.id ?? null;
}

async function sameRelease(tx: DbOrTx, requestId: string, form: ReleaseRequest) {
  const [release] = await tx
    .select()
    .from(releaseRequests)
    .where(eq(releaseRequests.request_id, requestId));
  const items = await tx
    .select({ id: releaseItems.item_id })
    .from(releaseItems)
    .where(eq(releaseItems.request_id, requestId));
  const stored = items.map((item) => item.id).sort();
  return (
    release !== undefined &&
    release.method === form.method &&
    release.release_on.getTime() === Date.parse(form.release_on) &&
    (release.collector_name ?? undefined) ===
      (form.method === 'collect' ? form.collector_name : undefined) &&
    (release.delivery_address ?? undefined) ===
      (form.method === 'deliver' ? form.delivery_address : undefined) &&
    (release.delivery_city ?? undefined) ===
      (form.method === 'deliver' ? form.delivery_city : undefined) &&
    (release.to_client_id ?? null) ===
      (form.method === 'transfer' ? await registeredClientId(tx, form.recipient_email) : null) &&
    stored.join() === [...form.item_ids].sort().join()
  );
}
