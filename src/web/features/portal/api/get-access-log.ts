import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query-options';

export function useAccessLog(page: number) {
  return useQuery({
    ...listQueryOptions({
      key: ['portal', 'access-log'],
      chosen: { page },
      fetch: (query) =>
        answerOf(api.portal['access-log'].$get({ query: { page: String(query.page) } })),
      errorTitle: 'Error fetching access logs',
    }),
    // A log is read fresh each visit: a view recorded a moment ago must be there.
    staleTime: 0,
  });
}
