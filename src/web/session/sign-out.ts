import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiFetch } from '../lib/api';
import { toast } from '../ui/use-toast';
import { sessionQueryOptions } from './get-session';
import { markSigningOut } from './session-expiry-watcher';

function signOut() {
  return apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', json: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave the guarded page before the session clears, or its guard would redirect first and
      // add a `?redirect=` back to the page just left. flushSync commits the new page at once.
      await navigate('/login', { flushSync: true });
      markSigningOut();
      // Drop every cached answer, so Back cannot show the signed-out user's data.
      queryClient.clear();
      queryClient.setQueryData(sessionQueryOptions.queryKey, null);
      toast({
        title: 'Logged out successfully',
        description: 'You have been securely logged out.',
      });
    },
    onError: (error) => {
      toast({
        title: 'Sign out Failed',
        description: (error instanceof ApiError && error.message) || 'Something went wrong',
        variant: 'destructive',
      });
    },
  });
}
