import type { KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookingPrice, pickupWindowProblem, type BookingRequest } from '#shared/request-schema';
import { bookingNeedsClientApproval, quoteExpiry, REQUEST_MESSAGES } from '#shared/requests';
import { AppError, fieldError } from '../../core/errors';
import { bookingRequests } from '../../db/schema';
import { dualControlFor } from './dual-control';
import { issueQuote } from './issue-quote';
import {
  answerOfEarlier,
  earlierRequestWithKey,
  insertClientRequest,
  type AskedRequest,
  type AskingInput,
} from './request-key';
import { recordRequestEvent } from '../shared/request-events';

type BookingFields = Omit<BookingRequest, 'idempotency_key'>;

/**
 * A person of an organisation books a shipment from a quote: the price is the calculator's
 * formula, held for 7 days in a signed quote (decision 068). It awaits a second Owner or Approver when the organisation's rule asks
 * for one, else our staff. The form's key makes a second send of it the same request: the same
 * details answer the first request again, others a 409, and nothing is written twice.
 */
export async function createBooking({
  db,
  config,
  signingKey,
  clientId,
  actor,
  form,
  now = new Date(),
}: AskingInput<BookingRequest> & {
  /** Signs the quote the booking is asked from (decision 068). */
  signingKey: KeyObject;
}): Promise<AskedRequest> {
  if (!clientId) throw new AppError('NOT_FOUND', REQUEST_MESSAGES.noOrganisation);
  const problem = pickupWindowProblem(form, now);
  if (problem) throw fieldError('BAD_REQUEST', problem.field, problem.message);
  const { idempotency_key: key, ...fields } = form;
  return db.transaction(async (tx) => {
    const earlier = await earlierRequestWithKey(tx, clientId, key);
    if (earlier) {
      return answerOfEarlier(earlier, async () => {
        const [booking] = await tx
          .select()
          .from(bookingRequests)
          .where(eq(bookingRequests.request_id, earlier.id));
        return booking !== undefined && sameBooking(booking, fields);
      });
    }

    const rule = await dualControlFor(tx, clientId);
    const state = bookingNeedsClientApproval(rule, fields.declared_value)
      ? 'awaiting_client'
      : 'awaiting_staff';
    const validUntil = quoteExpiry(now);
    const request = await insertClientRequest(tx, {
      clientId,
      kind: 'booking',
      state,
      askedBy: actor.user.id,
      key: key,
      expiresAt: validUntil,
      now,
    });
    const quoted = bookingPrice(fields);
    await tx.insert(bookingRequests).values({
      ...fields,
      request_id: request.id,
      pickup_from: new Date(fields.pickup_from),
      pickup_until: new Date(fields.pickup_until),
      quoted_price: quoted,
    });
    await issueQuote(tx, {
      signingKey,
      request,
      booking: fields,
      price: quoted,
      validUntil,
      issuedAt: now,
    });
    await recordRequestEvent(tx, {
      config,
      request,
      actor,
      action: 'request_submitted',
      details: { kind: 'booking', quoted_price: quoted, state },
      tell: state === 'awaiting_client' ? { change: 'awaits_you', approvers: true } : undefined,
    });
    return {
      request: { id: request.id, number: request.number, state: request.state },
      created: true,
    };
  });
}

function sameBooking(stored: typeof bookingRequests.$inferSelect, fields: BookingFields): boolean {
  return (
    stored.pickup_address === fields.pickup_address &&
    stored.pickup_city === fields.pickup_city &&
    stored.delivery_address === fields.delivery_address &&
    stored.delivery_city === fields.delivery_city &&
    stored.contents === fields.contents &&
    stored.weight_kg === fields.weight_kg &&
    stored.dimensions_cm === fields.dimensions_cm &&
    stored.declared_value === fields.declared_value &&
    stored.security_level === fields.security_level &&
    stored.pickup_from.getTime() === Date.parse(fields.pickup_from) &&
    stored.pickup_until.getTime() === Date.parse(fields.pickup_until)
  );
}
