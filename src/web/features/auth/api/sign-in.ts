import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { sessionQueryOptions } from '../../../session/get-session';
import type { SessionUser } from '../../../session/get-session';

export type SignInInput = { email: string; password: string };

function signIn(input: SignInInput) {
  return apiFetch<{ user: SessionUser }>('/api/auth/sign-in/email', {
    method: 'POST',
    json: input,
  });
}

/** Signs in; the session is read again from the server so every guard sees the new user. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }),
  });
}
