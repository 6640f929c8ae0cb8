import { answerOf, api } from '../../../lib/api-client';

/** The public view of one shipment; throws an ApiError (404 unknown, 400 malformed, 429 limited). */
export function getTracking(trackingNumber: string) {
  return answerOf(api.track[':number'].$get({ param: { number: trackingNumber } }));
}
