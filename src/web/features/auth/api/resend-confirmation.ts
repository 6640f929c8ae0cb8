import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { CONFIRMED_CALLBACK } from './sign-up';

function resendConfirmation(email: string) {
  return answerOf(
    api.auth['send-verification-email'].$post({ json: { email, callbackURL: CONFIRMED_CALLBACK } }),
  );
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
