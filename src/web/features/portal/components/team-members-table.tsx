import { CLIENT_ROLE_LABELS } from '#shared/client-roles';
import type { TeamMember } from '#shared/team';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '../../../ui/table';
import { TableEmptyRow } from '../../../ui/table-states';
import { TeamMemberActions, type TeamMemberAction } from './team-member-actions';

const COLUMNS = ['Name', 'E-mail', 'Role', 'Last sign-in', 'Joined'];

type TeamMembersTableProps = {
  members: TeamMember[];
  /** Null for a role that may not manage the team: the table then has no actions column. */
  onAction:
    ((member: TeamMember, action: TeamMemberAction, opener: HTMLElement | null) => void) | null;
};

/** The organisation's people, owners first, the signed-in person marked "(you)". */
export function TeamMembersTable({ members, onAction }: TeamMembersTableProps) {
  const columns = COLUMNS.length + (onAction ? 1 : 0);
  return (
    <Table label="Members">
      <TableHeadings columns={COLUMNS} actions={onAction !== null} />
      <TableBody>
        {members.length === 0 && <TableEmptyRow columns={columns}>No members yet.</TableEmptyRow>}
        {members.map((member) => (
          <TableRow key={member.user_id}>
            <TableCell className="font-medium">
              {member.name}
              {member.is_you && <span className="text-muted-foreground"> (you)</span>}
            </TableCell>
            <TableCell>{member.email}</TableCell>
            <TableCell>{CLIENT_ROLE_LABELS[member.role]}</TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDateTime(member.last_signed_in_at, 'Never')}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(member.joined_at)}</TableCell>
            {onAction && (
              <TableCell pinned className="text-right">
                <TeamMemberActions
                  member={member}
                  onAction={(action, opener) => onAction(member, action, opener)}
                />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
