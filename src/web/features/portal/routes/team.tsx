import { clientMay, readOnlyRoleNote } from '#shared/client-roles';
import { TEAM_INVITATION_DAYS, type Team, type TeamMember } from '#shared/team';
import { ApiError } from '../../../lib/api';
import { useOpenedDialog } from '../../../lib/use-opened-dialog';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { toast } from '../../../ui/use-toast';
import { useTeam } from '../api/get-team';
import { useResendInvitation } from '../api/write-team';
import { TeamConfirmDialog, type TeamConfirmation } from '../components/team-confirm-dialog';
import { TeamInvitationsTable } from '../components/team-invitations-table';
import { TeamInviteDialog } from '../components/team-invite-dialog';
import type { TeamMemberAction } from '../components/team-member-actions';
import { TeamMembersTable } from '../components/team-members-table';
import { TeamRoleDialog } from '../components/team-role-dialog';

/**
 * Team (/vault/team): the people of the organisation the session works in and its open
 * invitations. Everyone reads it; an Owner invites, changes roles, removes and hands on ownership
 * (CLIENT_ACCESS.team, decision 063). The server decides, whatever the page shows.
 */
export function TeamPage() {
  const team = useTeam();
  const organisation = team.data?.organisation.name;
  const mayManage = clientMay(team.data?.your_role, 'team');
  return (
    <>
      <PageHeader
        title="Team"
        description={`The people of ${organisation ?? 'your organisation'}, with the role that decides what each may do.`}
        actions={mayManage && organisation && <TeamInviteDialog organisation={organisation} />}
      />
      <QueryState
        query={team}
        loadingText="Loading your team..."
        errorTitle="Error fetching the team"
      >
        {(data) => <TeamView team={data} mayManage={mayManage} />}
      </QueryState>
    </>
  );
}

function TeamView({ team, mayManage }: { team: Team; mayManage: boolean }) {
  const changingRole = useOpenedDialog<TeamMember>();
  const confirming = useOpenedDialog<TeamConfirmation>();
  const resend = useResendInvitation();
  const organisation = team.organisation.name;

  function onMemberAction(
    member: TeamMember,
    action: TeamMemberAction,
    opener: HTMLElement | null,
  ) {
    if (action === 'role') changingRole.open(member, opener);
    else confirming.open({ kind: action, member }, opener);
  }

  return (
    <div className="grid gap-8">
      {!mayManage && (
        <p className="text-sm text-muted-foreground">{readOnlyRoleNote(team.your_role)}</p>
      )}
      <section className="grid gap-3">
        <h2 className="text-xl font-semibold">Members</h2>
        <TeamMembersTable members={team.members} onAction={mayManage ? onMemberAction : null} />
      </section>
      <section className="grid gap-3">
        <h2 className="text-xl font-semibold">Invitations</h2>
        <TeamInvitationsTable
          invitations={team.invitations}
          actions={
            mayManage
              ? {
                  resending: resend.isPending ? resend.variables : null,
                  onWithdraw: (invitation, opener) =>
                    confirming.open({ kind: 'withdraw', invitation }, opener),
                  onResend: (invitation) =>
                    resend.mutate(invitation.id, {
                      onSuccess: (sent) =>
                        toast({
                          title: 'Invitation Sent',
                          description: `${sent.email} has a new link, valid ${TEAM_INVITATION_DAYS} days.`,
                        }),
                      onError: (error) =>
                        toast({
                          title: 'Error re-sending the invitation',
                          description:
                            (error instanceof ApiError && error.message) || 'Something went wrong',
                          variant: 'destructive',
                        }),
                    }),
                }
              : null
          }
        />
      </section>
      <TeamRoleDialog member={changingRole.what} onClose={changingRole.close} />
      <TeamConfirmDialog
        target={confirming.what}
        organisation={organisation}
        onClose={confirming.close}
        onDone={confirming.dismiss}
      />
    </div>
  );
}
