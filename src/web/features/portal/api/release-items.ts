import type { ReleaseRequestInput } from '#shared/release-schema';
import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { PORTAL_REQUESTS_KEY } from './get-requests';

/**
 * Asks for a release of stored items. The form's idempotency key travels in the body, so sending
 * it twice (a double click, a retry after a lost answer) answers the first request again.
 */
export function useReleaseItems() {
  return useRefreshingMutation({ refresh: [PORTAL_REQUESTS_KEY] }, (release: ReleaseRequestInput) =>
    answerOf(api.requests.releases.$post({ json: release })),
  );
}
