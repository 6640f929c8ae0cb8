import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { PORTAL_ISSUES_KEY } from './get-issues';

const issueQueryOptions = (issueId: string) =>
  queryOptions({
    queryKey: [...PORTAL_ISSUES_KEY, 'detail', issueId],
    queryFn: () => answerOf(api.issues[':issueId'].$get({ param: { issueId } })),
    meta: { errorTitle: 'Error fetching issue' },
    retry: false,
  });

export function useIssue(issueId: string) {
  return useQuery(issueQueryOptions(issueId));
}
