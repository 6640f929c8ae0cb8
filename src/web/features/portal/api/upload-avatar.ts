import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { sessionQueryOptions } from '../../../session/get-session';
import { profileQueryOptions } from './get-profile';

function uploadAvatar(file: File) {
  return answerOf(api.avatars.$post({ form: { file } }));
}

export function useUploadAvatar() {
  return useRefreshingMutation(
    { refresh: [profileQueryOptions.queryKey, sessionQueryOptions.queryKey] },
    uploadAvatar,
  );
}
