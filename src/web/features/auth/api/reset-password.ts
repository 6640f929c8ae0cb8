import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

export const INVALID_TOKEN_CODE = 'INVALID_TOKEN';

function resetPassword(input: { token: string; newPassword: string }) {
  return answerOf(api.auth['reset-password'].$post({ json: input }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
