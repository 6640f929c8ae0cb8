import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { ADMIN_KEYS } from './admin-keys';

/** Every step on an issue refreshes the queue, the issue and the overview's open count. */
const ISSUE_STEP = { refresh: [ADMIN_KEYS.issues, ADMIN_KEYS.overview] };

const issue = api.admin.issues[':issueId'];

export function useAssignIssue(issueId: string) {
  return useRefreshingMutation(ISSUE_STEP, () =>
    answerOf(issue.assign.$post({ param: { issueId } })),
  );
}

export function useReplyToIssue(issueId: string) {
  return useRefreshingMutation(ISSUE_STEP, (body: string) =>
    answerOf(issue.replies.$post({ param: { issueId }, json: { body } })),
  );
}

export function useResolveIssue(issueId: string) {
  return useRefreshingMutation(ISSUE_STEP, () =>
    answerOf(issue.resolve.$post({ param: { issueId } })),
  );
}

export function useReopenIssue(issueId: string) {
  return useRefreshingMutation(ISSUE_STEP, () =>
    answerOf(issue.reopen.$post({ param: { issueId } })),
  );
}
