import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountName } from '#shared/client-profile-schema';
import { answerOf, api } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../session/get-session';
import { accountQueryOptions } from './get-account';

/** A new first and last name; the session is read again, since the menus show the name. */
export function useUpdateAccountName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: AccountName) => answerOf(api.account.name.$put({ json: name })),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountQueryOptions.queryKey, account);
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
  });
}
