import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

function requestPasswordReset(email: string) {
  return answerOf(
    api.auth['request-password-reset'].$post({ json: { email, redirectTo: '/update-password' } }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
