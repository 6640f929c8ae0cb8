import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { REQUEST_MESSAGES, requestExpiry } from '#shared/requests';
import {
  openHoursOf,
  visitCode,
  VISIT_MESSAGES,
  visitDayProblem,
  type VisitRequest,
} from '#shared/visits';
import { AppError, fieldError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { vaultItems, visitItems, visitRequests } from '../../db/schema';
import { getVisitSettings } from '../shared/custody-settings';
import { recordRequestEvent } from '../shared/request-events';
import {
  answerOfEarlier,
  earlierRequestWithKey,
  insertClientRequest,
  type AskedRequest,
  type AskingInput,
} from './request-key';
import { roomsTaken } from './visit-slots';

const fieldProblem = (field: string, message: string) => fieldError('BAD_REQUEST', field, message);

export function newVisitCode(): string {
  return visitCode((n) => randomInt(n));
}

/**
 * A person of an organisation books a visit (decision 070): an hour of an open day, in a viewing
 * room still free at that hour, for named visitors, with items of the organisation still held.
 * The slot is locked while it is counted, so two bookings of its last room never both succeed.
 * It awaits our staff; its code is made now and shown once they confirm it.
 */
export async function createVisit({
  db,
  config,
  clientId,
  actor,
  form,
  now = new Date(),
}: AskingInput<VisitRequest>): Promise<AskedRequest> {
  if (!clientId) throw new AppError('NOT_FOUND', REQUEST_MESSAGES.noOrganisation);
  const dayProblem = visitDayProblem(form.visit_on, now);
  if (dayProblem) throw fieldProblem('visit_on', dayProblem);
  return db.transaction(async (tx) => {
    const earlier = await earlierRequestWithKey(tx, clientId, form.idempotency_key);
    if (earlier) {
      return answerOfEarlier(
        earlier,
        async () => earlier.kind === 'visit' && (await sameVisit(tx, earlier.id, form)),
      );
    }
    const settings = await getVisitSettings(tx);
    const hours = openHoursOf(settings, form.visit_on);
    if (hours.length === 0) throw fieldProblem('visit_on', VISIT_MESSAGES.closedDay);
    if (!hours.includes(form.hour)) throw fieldProblem('hour', VISIT_MESSAGES.outsideHours);
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`visit-slot:${form.visit_on}:${form.hour}`}, 0))`,
    );
    const [taken] = await roomsTaken(tx, form.visit_on, [form.hour]);
    if ((taken?.rooms ?? 0) >= settings.viewing_rooms) {
      throw fieldProblem('hour', VISIT_MESSAGES.slotFull);
    }
    await checkItems(tx, clientId, form.item_ids);

    const request = await insertClientRequest(tx, {
      clientId,
      kind: 'visit',
      state: 'awaiting_staff',
      askedBy: actor.user.id,
      key: form.idempotency_key,
      // Unconfirmed by the eve of its day, a visit can no longer be prepared.
      expiresAt: new Date(
        Math.min(requestExpiry(now).getTime(), Date.parse(`${form.visit_on}T00:00:00Z`)),
      ),
      now,
    });
    await tx.insert(visitRequests).values({
      request_id: request.id,
      visit_on: form.visit_on,
      hour: form.hour,
      visitors: form.visitors,
      code: newVisitCode(),
    });
    await tx
      .insert(visitItems)
      .values(form.item_ids.map((itemId) => ({ request_id: request.id, item_id: itemId })));
    await recordRequestEvent(tx, {
      config,
      request,
      actor,
      action: 'request_submitted',
      details: {
        kind: 'visit',
        visit_on: form.visit_on,
        hour: form.hour,
        visitors: form.visitors.length,
      },
    });
    return {
      request: { id: request.id, number: request.number, state: request.state },
      created: true,
    };
  });
}

/** Every item the organisation's and still held; else a 400 naming `item_ids`. */
async function checkItems(tx: DbOrTx, clientId: string, itemIds: string[]) {
  const items = await tx
    .select({ id: vaultItems.id, released_at: vaultItems.released_at })
    .from(vaultItems)
    .where(and(inArray(vaultItems.id, itemIds), eq(vaultItems.client_id, clientId)));
  if (items.length !== itemIds.length) {
    throw fieldProblem('item_ids', REQUEST_MESSAGES.itemNotYours);
  }
  if (items.some((item) => item.released_at !== null)) {
    throw fieldProblem('item_ids', REQUEST_MESSAGES.itemReleased);
  }
}

async function sameVisit(tx: DbOrTx, requestId: string, form: VisitRequest) {
  const [visit] = await tx
    .select()
    .from(visitRequests)
    .where(eq(visitRequests.request_id, requestId));
  const items = await tx
    .select({ id: visitItems.item_id })
    .from(visitItems)
    .where(eq(visitItems.request_id, requestId));
  return (
    visit !== undefined &&
    visit.visit_on === form.visit_on &&
    visit.hour === form.hour &&
    JSON.stringify(visit.visitors) === JSON.stringify(form.visitors) &&
    items
      .map((item) => item.id)
      .sort()
      .join() === [...form.item_ids].sort().join()
  );
}
