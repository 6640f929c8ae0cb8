import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query-options';

export const PORTAL_ISSUES_KEY = ['portal', 'issues'] as const;

export function useIssues(page: number) {
  return useQuery(
    listQueryOptions({
      key: [...PORTAL_ISSUES_KEY, 'list'],
      chosen: { page },
      fetch: (query) => answerOf(api.issues.$get({ query })),
      errorTitle: 'Error fetching issues',
    }),
  );
}
