import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => answerOf(api.invitations[':token'].$get({ param: { token } })),
    // A 404 (no such link, or replaced by a re-sent one) stays one.
    retry: false,
  });

/** What a team invitation's link shows; nothing is asked without a token. */
export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
}
