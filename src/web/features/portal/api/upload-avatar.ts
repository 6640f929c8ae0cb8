import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../session/get-session';
import { profileQueryOptions } from './get-profile';

function uploadAvatar(file: File) {
  return answerOf(api.avatars.$post({ form: { file } }));
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
