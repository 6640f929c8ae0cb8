import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../lib/api';
import { answerOf, api } from '../lib/api-client';
import { toast } from '../ui/use-toast';
import { sessionQueryOptions } from './get-session';
import { markSigningOut } from './session-expiry-watcher';

function signOut() {
  return answerOf(api.auth['sign-out'].$post({ json: {} }));
}

/** Signs out, then shows `landing`: the sign-in page, or the page that asked (an invitation's). */
export function useSignOut(landing = '/login') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: signOut,
    onMutate: () => markSigningOut(),
    onSuccess: async () => {
      // Leave the page first, so a guarded page does not see the session end under it, and take
      // its place in the history: Back cannot return to the signed-out user's page.
      await navigate(landing, { replace: true });
      // A session read still under way must not put the user back after sign-out.
      await queryClient.cancelQueries({ queryKey: sessionQueryOptions.queryKey });
      queryClient.setQueryData(sessionQueryOptions.queryKey, null);
      // Drop every other cached answer, so Back cannot show the signed-out user's data.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      toast({
        title: 'Logged out successfully',
        description: 'You have been securely logged out.',
      });
    },
    onError: (error) => {
      markSigningOut(false);
      toast({
        title: 'Sign out Failed',
        description: (error instanceof ApiError && error.message) || 'Something went wrong',
        variant: 'destructive',
      });
    },
  });
}
