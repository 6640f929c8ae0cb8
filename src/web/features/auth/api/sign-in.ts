import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../session/get-session';
import { toast } from '../../../ui/use-toast';
import { AUTH_TEXT } from '../messages';

type SignInInput = { email: string; password: string };

/** The normal sign-in request; most callers want useSignIn, which finishes it too. */
export function signIn(input: SignInInput) {
  return answerOf(api.auth['sign-in'].email.$post({ json: input }));
}

/**
 * Signed in: the session is read again from the server so every guard sees the new user, and the
 * login page, seeing it, sends them on. The toast is raised here, not by the form: the form is
 * gone by the time the session read ends.
 */
export function finishSignIn(queryClient: QueryClient) {
  toast({ title: AUTH_TEXT.signInSuccess });
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

/** Signs in; an account with two-factor sign-in answers `two_factor_required` instead. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if ('two_factor_required' in answer) return;
      return finishSignIn(queryClient);
    },
  });
}
