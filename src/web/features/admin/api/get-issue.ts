import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

const issueQueryOptions = (issueId: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEYS.issues, 'detail', issueId],
    queryFn: () => answerOf(api.admin.issues[':issueId'].$get({ param: { issueId } })),
    meta: { errorTitle: 'Error fetching issue' },
    retry: false,
  });

export function useAdminIssue(issueId: string) {
  return useQuery(issueQueryOptions(issueId));
}
