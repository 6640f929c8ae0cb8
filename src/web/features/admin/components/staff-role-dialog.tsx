import type { StaffMember } from '#shared/admin/staff';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#shared/roles';
import { ChangeRoleDialog } from '../../../ui/change-role-dialog';
import { FormField } from '../../../ui/form-field';
import { VocabularySelect } from '../../../ui/native-select';
import { useChangeStaffRole } from '../api/write-staff';

type StaffRoleDialogProps = { member: StaffMember | null; onClose: () => void };

/** Change role: in force at the member's next request, on any page they have open. */
export function StaffRoleDialog({ member, onClose }: StaffRoleDialogProps) {
  const change = useChangeStaffRole();
  return (
    <ChangeRoleDialog<StaffRole>
      person={member && { key: member.id, name: member.name, role: member.role }}
      description="The new role applies from their next click; pages it does not include close."
      roleLabels={ROLE_LABELS}
      roleField={({ value, error, onChange }) => (
        <FormField label="Role" error={error}>
          <VocabularySelect
            values={STAFF_ROLES}
            labels={ROLE_LABELS}
            value={value}
            onChange={(event) => onChange(event.target.value as StaffRole)}
          />
        </FormField>
      )}
      change={(role) => change.mutateAsync({ userId: member!.id, role })}
      pending={change.isPending}
      onClose={onClose}
    />
  );
}
