import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { organisationsQueryOptions } from './get-organisations';

/**
 * Makes the session work in another of the account's organisations. Every cached answer belonged
 * to the one it left (items, shipments, issues, the team, the role in the session), so every query
 * is read again.
 */
export function useSwitchOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      answerOf(api.team.organisations.current.$put({ json: { client_id: clientId } })),
    onSuccess: async (organisations) => {
      queryClient.setQueryData(organisationsQueryOptions.queryKey, organisations);
      await queryClient.invalidateQueries();
    },
  });
}
