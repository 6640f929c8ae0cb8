import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NextOfKin, PersonalInfo } from '#shared/client-profile-schema';
import type { ClientProfile } from '#shared/portal';
import { apiFetch } from '../../../lib/api';
import { sessionQueryOptions } from '../../../session/get-session';
import { profileQueryOptions } from './get-profile';

/** Profile saves reload the profile and the session (the menus show the account's name). */
function useProfileMutation<Input>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiFetch<ClientProfile>(path, { method: 'PUT', json: input }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
  });
}

export function useUpdatePersonalInfo() {
  return useProfileMutation<PersonalInfo>('/api/portal/profile');
}

export function useUpdateNextOfKin() {
  return useProfileMutation<NextOfKin>('/api/portal/profile/next-of-kin');
}
