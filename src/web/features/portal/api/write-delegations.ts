import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DelegationGrantInput } from '#shared/delegation';
import { answerOf, api } from '../../../lib/api-client';
import { delegationsQueryOptions } from './get-delegations';

/** Each write changes the one list, read again after it, failed or not (another owner may act). */
function useDelegationWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: delegationsQueryOptions.queryKey }),
  });
}

/** Share Access: read access to chosen items and shipments for someone outside, until a date. */
export function useGrantAccess() {
  return useDelegationWrite((form: DelegationGrantInput) =>
    answerOf(api.team.delegations.$post({ json: form })),
  );
}

/** Withdraw: the delegate reads none of it from their next request. */
export function useRevokeAccess() {
  return useDelegationWrite((delegationId: string) =>
    answerOf(api.team.delegations[':delegationId'].revoke.$post({ param: { delegationId } })),
  );
}
