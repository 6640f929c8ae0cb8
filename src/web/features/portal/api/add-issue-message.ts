import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { PORTAL_ISSUES_KEY } from './get-issues';

export function useAddIssueMessage(issueId: string) {
  return useRefreshingMutation({ refresh: [PORTAL_ISSUES_KEY] }, (body: string) =>
    answerOf(api.issues[':issueId'].messages.$post({ param: { issueId }, json: { body } })),
  );
}
