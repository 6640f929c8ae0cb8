import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { answerOf, api } from '../../../lib/api-client';
import { toast } from '../../../ui/use-toast';
import { accessRequestsQueryOptions } from './get-access-requests';

export type AccessDecision = 'approve' | 'reject';

function decideAccessRequest({ userId, decision }: { userId: string; decision: AccessDecision }) {
  return answerOf(api.admin['access-requests'][':userId'][decision].$post({ param: { userId } }));
}

const SUCCESS_TOASTS: Record<
  AccessDecision,
  (email: string) => { title: string; description: string }
> = {
  approve: (email) => ({
    title: 'Access approved',
    description: `${email} is now an administrator.`,
  }),
  reject: (email) => ({ title: 'Request rejected', description: `${email} stays a client.` }),
};

export function useDecideAccessRequest() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: decideAccessRequest,
    onSuccess: (account, { decision }) => {
      toast(SUCCESS_TOASTS[decision](account.email));
    },
    onError: (error) => {
      toast({
        title: 'Could not update the request',
        description: (error instanceof ApiError && error.message) || 'Something went wrong',
        variant: 'destructive',
      });
    },
    // Also after a failure: another administrator may have decided the request meanwhile.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: accessRequestsQueryOptions.queryKey }),
  });
}
