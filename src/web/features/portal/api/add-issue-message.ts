import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { PORTAL_ISSUES_KEY } from './get-issues';

export function useAddIssueMessage(issueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      answerOf(api.issues[':issueId'].messages.$post({ param: { issueId }, json: { body } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PORTAL_ISSUES_KEY }),
  });
}
