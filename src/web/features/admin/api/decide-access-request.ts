import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/roles';
import { ApiError, apiFetch } from '../../../lib/api';
import { toast } from '../../../ui/use-toast';
import { accessRequestsQueryOptions } from './get-access-requests';

export type AccessDecision = 'approve' | 'reject';

type DecidedAccount = { id: string; email: string; role: Role };

function decideAccessRequest({ userId, decision }: { userId: string; decision: AccessDecision }) {
  return apiFetch<DecidedAccount>(
    `/api/admin/access-requests/${encodeURIComponent(userId)}/${decision}`,
    { method: 'POST', json: {} },
  );
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
