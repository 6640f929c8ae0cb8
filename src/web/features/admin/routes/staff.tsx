import { KeyRound, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { STAFF_STATUS_LABELS, type StaffMember } from '#shared/admin/staff';
import { ROLE_LABELS } from '#shared/roles';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../session/get-session';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '../../../ui/table';
import { TableEmptyRow } from '../../../ui/table-states';
import { toast } from '../../../ui/use-toast';
import { useStaff } from '../api/get-staff';
import { useChangeStaffStatus, type StaffStatusAction } from '../api/write-staff';
import { InviteStaffDialog } from '../components/invite-staff-dialog';
import { StaffRoleDialog } from '../components/staff-role-dialog';
import { useStaffMayChange } from '../lib/use-staff-may';

const COLUMNS = ['Name', 'Email', 'Role', 'Status', 'Two-factor', 'Last sign-in'];

const STATUS_CONFIRMATIONS: Record<
  StaffStatusAction,
  { title: string; description: (name: string) => string; confirmLabel: string; done: string }
> = {
  deactivate: {
    title: 'Deactivate this staff account?',
    description: (name) =>
      `${name} is signed out everywhere at once and cannot sign in until reactivated. Their history stays.`,
    confirmLabel: 'Deactivate',
    done: 'Staff Deactivated',
  },
  reactivate: {
    title: 'Reactivate this staff account?',
    description: (name) => `${name} may sign in again, with the role they had.`,
    confirmLabel: 'Reactivate',
    done: 'Staff Reactivated',
  },
};

type StatusChange = { member: StaffMember; action: StaffStatusAction };

/** Staff: every staff account with its role; an Administrator invites, changes roles, deactivates. */
export function StaffPage() {
  const staff = useStaff();
  const mayChange = useStaffMayChange('staff');
  const [changingRole, setChangingRole] = useState<StaffMember | null>(null);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);
  const changeStatus = useChangeStaffStatus();
  const confirmation = statusChange && STATUS_CONFIRMATIONS[statusChange.action];

  return (
    <>
      <PageHeader
        title="Staff"
        description="Everyone who works in the admin area, with the role that decides what they see and change."
        actions={mayChange && <InviteStaffDialog />}
      />
      <QueryState query={staff} loadingText="Loading staff..." errorTitle="Error fetching staff">
        {(members) => (
          <StaffTable
            members={members}
            mayChange={mayChange}
            onChangeRole={setChangingRole}
            onChangeStatus={(member, action) => setStatusChange({ member, action })}
          />
        )}
      </QueryState>
      <StaffRoleDialog member={changingRole} onClose={() => setChangingRole(null)} />
      <ConfirmDialog
        open={statusChange !== null}
        onOpenChange={(open) => !open && setStatusChange(null)}
        title={confirmation?.title ?? ''}
        description={
          statusChange && confirmation ? confirmation.description(statusChange.member.name) : ''
        }
        confirmLabel={confirmation?.confirmLabel ?? ''}
        pendingLabel="Saving..."
        confirmVariant={statusChange?.action === 'deactivate' ? 'destructive' : 'default'}
        pending={changeStatus.isPending}
        onConfirm={() => {
          if (!statusChange || !confirmation) return;
          changeStatus.mutate(
            { userId: statusChange.member.id, action: statusChange.action },
            {
              onSuccess: (member) => toast({ title: confirmation.done, description: member.email }),
              onError: (error) =>
                toast({
                  title: 'Error changing the account',
                  description:
                    (error instanceof ApiError && error.message) || 'Something went wrong',
                  variant: 'destructive',
                }),
              onSettled: () => setStatusChange(null),
            },
          );
        }}
      />
    </>
  );
}

type StaffTableProps = {
  members: StaffMember[];
  mayChange: boolean;
  onChangeRole: (member: StaffMember) => void;
  onChangeStatus: (member: StaffMember, action: StaffStatusAction) => void;
};

function StaffTable({ members, mayChange, onChangeRole, onChangeStatus }: StaffTableProps) {
  const { user } = useSession();
  return (
    <Table label="Staff">
      <TableHeadings columns={COLUMNS} actions />
      <TableBody>
        {members.length === 0 && (
          <TableEmptyRow columns={COLUMNS.length + 1}>No staff accounts yet.</TableEmptyRow>
        )}
        {members.map((member) => {
          const own = member.id === user?.id;
          return (
            <TableRow key={member.id}>
              <TableCell className="font-medium">
                {member.name}
                {own && <span className="text-muted-foreground"> (you)</span>}
              </TableCell>
              <TableCell>{member.email}</TableCell>
              <TableCell>{ROLE_LABELS[member.role]}</TableCell>
              <TableCell>{STAFF_STATUS_LABELS[member.status]}</TableCell>
              <TableCell>{member.two_factor_enabled ? 'On' : 'Not set up'}</TableCell>
              <TableCell className="whitespace-nowrap">
                {formatDateTime(member.last_signed_in_at, 'Never')}
              </TableCell>
              <TableCell pinned className="text-right">
                {mayChange && !own && (
                  <StaffActions
                    member={member}
                    onChangeRole={() => onChangeRole(member)}
                    onChangeStatus={(action) => onChangeStatus(member, action)}
                  />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

type StaffActionsProps = {
  member: StaffMember;
  onChangeRole: () => void;
  onChangeStatus: (action: StaffStatusAction) => void;
};

function StaffActions({ member, onChangeRole, onChangeStatus }: StaffActionsProps) {
  const deactivated = member.status === 'deactivated';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Manage ${member.name}`}>
          Manage
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onChangeRole}>
          <KeyRound aria-hidden="true" />
          Change role
        </DropdownMenuItem>
        {deactivated ? (
          <DropdownMenuItem onSelect={() => onChangeStatus('reactivate')}>
            <UserCheck aria-hidden="true" />
            Reactivate
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem destructive onSelect={() => onChangeStatus('deactivate')}>
            <UserX aria-hidden="true" />
            Deactivate
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
