import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

/** "This wasn't me": ends every session of the alert's account and starts a password reset. */
export function useSecureAccount() {
  return useMutation({
    mutationFn: (token: string) => answerOf(api.account.secure.$post({ json: { token } })),
  });
}
