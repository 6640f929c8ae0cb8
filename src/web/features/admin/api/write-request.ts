import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { withReauthentication } from '../../../session/reauthentication/with-reauthentication';
import { ADMIN_KEYS } from './admin-keys';

/**
 * A decision on a request reads the inbox again, failed or not (a 409: the client cancelled it or
 * it expired meanwhile), and the shipments and overview, which an accepted booking joins.
 */
const REQUEST_DECISION = {
  refresh: [ADMIN_KEYS.requests, ADMIN_KEYS.shipments, ADMIN_KEYS.overview],
  evenAfterFailure: true,
};

const request = api.admin.requests[':requestId'];

/**
 * Accept for OTC: a booking becomes a shipment. It needs a recent sign-in: past 10 minutes,
 * "Confirm it's you" asks for the password and the acceptance is sent once more.
 */
export function useAcceptRequest(requestId: string) {
  return useRefreshingMutation(REQUEST_DECISION, () =>
    withReauthentication(() => answerOf(request.approve.$post({ param: { requestId } }))),
  );
}

export function useRefuseRequest(requestId: string) {
  return useRefreshingMutation(REQUEST_DECISION, (reason: string) =>
    answerOf(request.decline.$post({ param: { requestId }, json: { reason } })),
  );
}
