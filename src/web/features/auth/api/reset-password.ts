import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export const INVALID_TOKEN_CODE = 'INVALID_TOKEN';

function resetPassword(input: { token: string; newPassword: string }) {
  return apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', json: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
