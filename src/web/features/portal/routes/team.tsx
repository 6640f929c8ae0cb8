import { clientMay, readOnlyRoleNote } from '#shared/client-roles';
import type { DelegationRow } from '#shared/delegation';
import { TEAM_INVITATION_DAYS, type Team, type TeamMember } from '#shared/team';
import { ApiError } from '../../../lib/api';
import { useOpenedDialog } from '../../../lib/use-opened-dialog';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { toast } from '../../../ui/use-toast';
import { useDelegations } from '../api/get-delegations';
import { useTeam } from '../api/get-team';
import { useResendInvitation } from '../api/write-team';
import { ShareAccessDialog } from '../components/share-access-dialog';
import { TeamConfirmDialog, type TeamConfirmation } from '../components/team-confirm-dialog';
import { TeamDelegationsTable } from '../components/team-delegations-table';
import { TeamInvitationsTable } from '../components/team-invitations-table';
import { TeamInviteDialog } from '../components/team-invite-dialog';
import type { TeamMemberAction } from '../components/team-member-actions';
import { TeamMembersTable } from '../components/team-members-table';
import { TeamRoleDialog } from '../components/team-role-dialog';

/**
 * Team (/vault/team): the people of the organisation the session works in, its open invitations
 * and the read access it gives people outside it. Everyone reads it; an Owner invites, changes
 * roles, removes, hands on ownership and shares access (CLIENT_ACCESS.team, decisions 063, 065).
 * The server decides, whatever the page shows.
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
      <SharedAccessSection
        organisation={organisation}
        mayManage={mayManage}
        onWithdraw={(delegation, opener) =>
          confirming.open({ kind: 'withdraw-access', delegation }, opener)
        }
      />
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

type SharedAccessSectionProps = {
  organisation: string;
  mayManage: boolean;
  onWithdraw: (delegation: DelegationRow, opener: HTMLElement) => void;
};

/** Shared Access: who outside the organisation reads which of its rows, until when (065). */
function SharedAccessSection({ organisation, mayManage, onWithdraw }: SharedAccessSectionProps) {
  const delegations = useDelegations();
  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Shared Access</h2>
        {mayManage && <ShareAccessDialog organisation={organisation} />}
      </div>
      <QueryState
        query={delegations}
        loadingText="Loading shared access..."
        errorTitle="Error fetching shared access"
      >
        {(data) => (
          <TeamDelegationsTable delegations={data} onWithdraw={mayManage ? onWithdraw : null} />
        )}
      </QueryState>
    </section>
  );
}
