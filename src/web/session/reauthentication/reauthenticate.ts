import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../lib/api-client';

/** The password entered again: this session may change credentials and export for 10 minutes. */
export function useReauthenticate() {
  return useMutation({
    mutationFn: (password: string) =>
      answerOf(api.account.reauthenticate.$post({ json: { password } })),
  });
}
