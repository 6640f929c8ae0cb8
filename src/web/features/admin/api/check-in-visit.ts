import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { ADMIN_KEYS } from './admin-keys';

/** Checks a visit in by its code; the inbox is read again, as the visit is then Completed. */
export function useCheckInVisit() {
  return useRefreshingMutation({ refresh: [ADMIN_KEYS.requests] }, (code: string) =>
    answerOf(api.admin.requests.visits['check-in'].$post({ json: { code } })),
  );
}
