import { CLIENT_ROLE_LABELS, type ClientRole } from '#shared/client-roles';
import type { TeamMember } from '#shared/team';
import { ChangeRoleDialog } from '../../../ui/change-role-dialog';
import { useChangeMemberRole } from '../api/write-team';
import { TeamRoleField } from './team-role-field';

type TeamRoleDialogProps = { member: TeamMember | null; onClose: () => void };

/** Change Role: in force at the member's next request, as the server reads the role each time. */
export function TeamRoleDialog({ member, onClose }: TeamRoleDialogProps) {
  const change = useChangeMemberRole();
  return (
    <ChangeRoleDialog<ClientRole>
      person={member && { key: member.user_id, name: member.name, role: member.role }}
      description="The new role applies from their next click."
      roleLabels={CLIENT_ROLE_LABELS}
      roleField={({ value, error, onChange }) => (
        <TeamRoleField
          chosen={value}
          error={error}
          value={value}
          onChange={(event) => onChange(event.target.value as ClientRole)}
        />
      )}
      change={(role) => change.mutateAsync({ userId: member!.user_id, role })}
      pending={change.isPending}
      onClose={onClose}
    />
  );
}
