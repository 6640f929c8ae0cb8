import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { sessionQueryOptions } from '../../../session/get-session';
import { profileQueryOptions } from './get-profile';

function uploadAvatar(file: File) {
  const body = new FormData();
  body.set('file', file);
  return apiFetch<{ url: string }>('/api/avatars', { method: 'POST', body });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
      ]),
  });
}
