import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InvitationSignUpInput } from '#shared/team';
import { answerOf, api } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../session/get-session';
import { signIn } from './sign-in';

/**
 * Joined: the session is read again (it now works in the organisation, with its role), and every
 * other cached answer is marked stale without being read now, so the portal reads the new
 * organisation's and the invitation's page does not redraw as "accepted" before it is left.
 */
async function afterJoining(queryClient: QueryClient) {
  await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
  await queryClient.invalidateQueries({ refetchType: 'none' });
}

/** A signed-in person whose address the invitation names accepts it. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const joined = await answerOf(api.invitations[':token'].accept.$post({ param: { token } }));
      await afterJoining(queryClient);
      return joined;
    },
  });
}

type SignUpToJoin = { email: string; form: InvitationSignUpInput };

/**
 * A visitor without an account opens one from the invitation: the server creates it confirmed
 * (the link reached that address) and a member; then the normal sign-in with that address and
 * password, as the sign-in form would. The account exists once the first request succeeds, so a
 * failed sign-in after it is not the sign-up's failure: `signedIn` says the visitor must sign in.
 */
export function useSignUpToJoin(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, form }: SignUpToJoin) => {
      const joined = await answerOf(
        api.invitations[':token']['sign-up'].$post({ param: { token }, json: form }),
      );
      try {
        const answer = await signIn({ email, password: form.password });
        // A new client account has no second factor; were one asked, the sign-in page asks it.
        if ('two_factor_required' in answer) return { joined, signedIn: false };
      } catch {
        return { joined, signedIn: false };
      }
      await afterJoining(queryClient);
      return { joined, signedIn: true };
    },
  });
}
