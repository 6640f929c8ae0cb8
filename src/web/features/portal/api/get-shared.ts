import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

const sharedWithMeQueryOptions = queryOptions({
  queryKey: ['portal', 'shared'],
  queryFn: () => answerOf(api.shared.$get()),
  meta: { errorTitle: 'Error fetching what is shared with you' },
});

/** What other organisations share with the signed-in account, while it lasts (decision 065). */
export function useSharedWithMe() {
  return useQuery(sharedWithMeQueryOptions);
}
