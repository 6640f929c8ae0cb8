import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

type PasswordChange = { currentPassword: string; newPassword: string };

/** The server checks the current password and signs out the account's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChange) =>
      apiFetch<{ status: string }>('/api/account/password', { method: 'POST', json: input }),
  });
}
