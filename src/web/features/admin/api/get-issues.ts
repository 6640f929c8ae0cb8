import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IssueCategory, IssueStatus } from '#shared/issue';
import type { ISSUE_ASSIGNMENT_FILTERS } from '#shared/issue-schema';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

export type IssueQueueParams = {
  page: number;
  /** The server's cursor for this page; '' to ask for it by number. */
  cursor: string;
  search: string;
  status: IssueStatus | 'all';
  category: IssueCategory | 'all';
  assigned: (typeof ISSUE_ASSIGNMENT_FILTERS)[number] | 'all';
};

const issueQueueQueryOptions = ({
  page,
  cursor,
  search,
  status,
  category,
  assigned,
}: IssueQueueParams) =>
  queryOptions({
    queryKey: [...ADMIN_KEYS.issues, 'list', { page, cursor, search, status, category, assigned }],
    queryFn: () =>
      answerOf(
        api.admin.issues.$get({
          query: {
            page,
            cursor: cursor || undefined,
            search: search || undefined,
            status: status === 'all' ? undefined : status,
            category: category === 'all' ? undefined : category,
            assigned: assigned === 'all' ? undefined : assigned,
          },
        }),
      ),
    meta: { errorTitle: 'Error fetching issues' },
  });

export function useIssueQueue(params: IssueQueueParams) {
  return useQuery({ ...issueQueueQueryOptions(params), placeholderData: keepPreviousData });
}
