import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

function requestPasswordReset(email: string) {
  return apiFetch<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/update-password' },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
