import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

export const accountQueryOptions = queryOptions({
  queryKey: ['account', 'me'],
  queryFn: () => answerOf(api.account.me.$get()),
  meta: { errorTitle: 'Error fetching data' },
});

/** The signed-in account itself, for the Profile page. */
export function useAccount() {
  return useQuery(accountQueryOptions);
}
