import type { BookingRequestInput } from '#shared/request-schema';
import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { PORTAL_REQUESTS_KEY } from './get-requests';

/**
 * Books a shipment from a quote. The form's idempotency key travels in the body, so sending it
 * twice (a double click, a retry after a lost answer) answers the first request again.
 */
export function useBookShipment() {
  return useRefreshingMutation({ refresh: [PORTAL_REQUESTS_KEY] }, (booking: BookingRequestInput) =>
    answerOf(api.requests.bookings.$post({ json: booking })),
  );
}
