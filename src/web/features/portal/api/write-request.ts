import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { withReauthentication } from '../../../session/reauthentication/with-reauthentication';
import { PORTAL_REQUESTS_KEY } from './get-requests';

/**
 * A request's change is read again failed or not: a 409 means someone else moved it meanwhile,
 * and the page must show where it stands now.
 */
const REQUEST_CHANGE = { refresh: [PORTAL_REQUESTS_KEY], evenAfterFailure: true };

const request = api.requests[':requestId'];

/**
 * The organisation's second approval. It needs a recent sign-in: past 10 minutes, "Confirm it's
 * you" asks for the password and the approval is sent once more.
 */
export function useApproveRequest(requestId: string) {
  return useRefreshingMutation(REQUEST_CHANGE, () =>
    withReauthentication(() => answerOf(request.approve.$post({ param: { requestId } }))),
  );
}

export function useDeclineRequest(requestId: string) {
  return useRefreshingMutation(REQUEST_CHANGE, (reason: string) =>
    answerOf(request.decline.$post({ param: { requestId }, json: { reason } })),
  );
}

export function useCancelRequest(requestId: string) {
  return useRefreshingMutation(REQUEST_CHANGE, () =>
    answerOf(request.cancel.$post({ param: { requestId } })),
  );
}
