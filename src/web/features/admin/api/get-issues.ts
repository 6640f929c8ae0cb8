import { useQuery } from '@tanstack/react-query';
import type { IssueCategory, IssueStatus } from '#shared/issue';
import type { ISSUE_ASSIGNMENT_FILTERS } from '#shared/issue-schema';
import { answerOf, api } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query-options';
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

export function useIssueQueue({
  page,
  cursor,
  search,
  status,
  category,
  assigned,
}: IssueQueueParams) {
  return useQuery(
    listQueryOptions({
      key: [...ADMIN_KEYS.issues, 'list'],
      chosen: { page, cursor, search, status, category, assigned },
      fetch: (query) => answerOf(api.admin.issues.$get({ query })),
      errorTitle: 'Error fetching issues',
    }),
  );
}
