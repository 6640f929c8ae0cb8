import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { confirmedCallback } from './sign-up';

function resendConfirmation(email: string, returnTo: string | null) {
  return answerOf(
    api.auth['send-verification-email'].$post({
      json: { email, callbackURL: confirmedCallback(returnTo) },
    }),
  );
}

export function useResendConfirmation(returnTo: string | null) {
  return useMutation({ mutationFn: (email: string) => resendConfirmation(email, returnTo) });
}
