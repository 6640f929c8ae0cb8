import { Send, X } from 'lucide-react';
import { CLIENT_ROLE_LABELS } from '#shared/client-roles';
import { INVITATION_STATUS_LABELS, type TeamInvitationRow } from '#shared/team';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '../../../ui/table';
import { TableEmptyRow } from '../../../ui/table-states';

const COLUMNS = ['E-mail', 'Role', 'Status', 'Expires', 'Invited by'];

type InvitationActions = {
  onResend: (invitation: TeamInvitationRow) => void;
  onWithdraw: (invitation: TeamInvitationRow, opener: HTMLElement) => void;
  /** The invitation being re-sent, whose button waits for the answer. */
  resending: string | null;
};

type TeamInvitationsTableProps = {
  invitations: TeamInvitationRow[];
  /** Null for a role that may not manage the team: the table then has no actions column. */
  actions: InvitationActions | null;
};

/** The invitations not yet accepted nor withdrawn, waiting or expired, newest first. */
export function TeamInvitationsTable({ invitations, actions }: TeamInvitationsTableProps) {
  const columns = COLUMNS.length + (actions ? 1 : 0);
  return (
    <Table label="Invitations">
      <TableHeadings columns={COLUMNS} actions={actions !== null} />
      <TableBody>
        {invitations.length === 0 && (
          <TableEmptyRow columns={columns}>No invitations are waiting.</TableEmptyRow>
        )}
        {invitations.map((invitation) => (
          <TableRow key={invitation.id}>
            <TableCell className="font-medium">{invitation.email}</TableCell>
            <TableCell>{CLIENT_ROLE_LABELS[invitation.role]}</TableCell>
            <TableCell>{INVITATION_STATUS_LABELS[invitation.status]}</TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDateTime(invitation.expires_at)}
            </TableCell>
            <TableCell>{invitation.invited_by ?? 'Unknown'}</TableCell>
            {actions && (
              <TableCell pinned className="text-right whitespace-nowrap">
                <div className="flex justify-end gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={actions.resending === invitation.id}
                    onClick={() => actions.onResend(invitation)}
                  >
                    <Send aria-hidden="true" />
                    {actions.resending === invitation.id ? 'Sending...' : 'Re-send'}
                    <span className="sr-only"> the invitation to {invitation.email}</span>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={(event) => actions.onWithdraw(invitation, event.currentTarget)}
                  >
                    <X aria-hidden="true" />
                    Withdraw
                    <span className="sr-only"> the invitation to {invitation.email}</span>
                  </Button>
                </div>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
