import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

export const PORTAL_ISSUES_KEY = ['portal', 'issues'] as const;

const issuesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...PORTAL_ISSUES_KEY, 'list', page],
    queryFn: () => answerOf(api.issues.$get({ query: { page } })),
    meta: { errorTitle: 'Error fetching issues' },
  });

export function useIssues(page: number) {
  return useQuery({ ...issuesQueryOptions(page), placeholderData: keepPreviousData });
}
