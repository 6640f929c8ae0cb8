import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientRole } from '#shared/client-roles';
import type { TeamInvitationInput } from '#shared/team';
import { answerOf, api } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../session/get-session';
import { teamQueryOptions } from './get-team';

/**
 * Every team write changes the one list; it is read again after each, failed or not (another owner
 * may have changed it meanwhile). The session too: a write can change the caller's own role, which
 * decides the controls the whole portal shows.
 */
function useTeamWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
      ]),
  });
}

const members = api.team.members[':userId'];
const invitation = api.team.invitations[':invitationId'];

export function useInviteMember() {
  return useTeamWrite((form: TeamInvitationInput) =>
    answerOf(api.team.invitations.$post({ json: form })),
  );
}

export function useResendInvitation() {
  return useTeamWrite((invitationId: string) =>
    answerOf(invitation.resend.$post({ param: { invitationId } })),
  );
}

export function useRevokeInvitation() {
  return useTeamWrite((invitationId: string) =>
    answerOf(invitation.revoke.$post({ param: { invitationId } })),
  );
}

export function useChangeMemberRole() {
  return useTeamWrite(({ userId, role }: { userId: string; role: ClientRole }) =>
    answerOf(members.role.$put({ param: { userId }, json: { role } })),
  );
}

export function useRemoveMember() {
  return useTeamWrite((userId: string) => answerOf(members.$delete({ param: { userId } })));
}

export function useTransferOwnership() {
  return useTeamWrite((userId: string) =>
    answerOf(members['transfer-ownership'].$post({ param: { userId } })),
  );
}
