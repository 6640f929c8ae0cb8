import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NextOfKin, PersonalInfo } from '#shared/client-profile-schema';
import type { ClientProfile } from '#shared/portal';
import { answerOf, api } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../session/get-session';
import { profileQueryOptions } from './get-profile';

/** Profile saves reload the profile and the session (the menus show the account's name). */
function useProfileMutation<Input>(save: (input: Input) => Promise<ClientProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
  });
}

export function useUpdatePersonalInfo() {
  return useProfileMutation((input: PersonalInfo) =>
    answerOf(api.portal.profile.$put({ json: input })),
  );
}

export function useUpdateNextOfKin() {
  return useProfileMutation((input: NextOfKin) =>
    answerOf(api.portal.profile['next-of-kin'].$put({ json: input })),
  );
}
