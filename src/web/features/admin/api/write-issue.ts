import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

/** Every step on an issue refreshes the queue, the issue and the overview's open count. */
function useIssueMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.issues }),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.overview }),
      ]),
  });
}

const issue = api.admin.issues[':issueId'];

export function useAssignIssue(issueId: string) {
  return useIssueMutation(() => answerOf(issue.assign.$post({ param: { issueId } })));
}

export function useReplyToIssue(issueId: string) {
  return useIssueMutation((body: string) =>
    answerOf(issue.replies.$post({ param: { issueId }, json: { body } })),
  );
}

export function useResolveIssue(issueId: string) {
  return useIssueMutation(() => answerOf(issue.resolve.$post({ param: { issueId } })));
}

export function useReopenIssue(issueId: string) {
  return useIssueMutation(() => answerOf(issue.reopen.$post({ param: { issueId } })));
}
