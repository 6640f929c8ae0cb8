import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { CONFIRMED_CALLBACK } from './sign-up';

function resendConfirmation(email: string) {
  return apiFetch<unknown>('/api/auth/send-verification-email', {
    method: 'POST',
    json: { email, callbackURL: CONFIRMED_CALLBACK },
  });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
