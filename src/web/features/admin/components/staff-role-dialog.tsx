import { useState } from 'react';
import type { StaffMember } from '#shared/admin/staff';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#shared/roles';
import { ApiError } from '../../../lib/api';
import { Dialog, DialogContent, DialogFormActions } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { VocabularySelect } from '../../../ui/native-select';
import { toast } from '../../../ui/use-toast';
import { useChangeStaffRole } from '../api/write-staff';

type StaffRoleDialogProps = { member: StaffMember | null; onClose: () => void };

/** Change role: in force at the member's next request, on any page they have open. */
export function StaffRoleDialog({ member, onClose }: StaffRoleDialogProps) {
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      {member && (
        <DialogContent
          title={`Change the role of ${member.name}`}
          description="The new role applies from their next click; pages it does not include close."
        >
          <StaffRoleForm key={member.id} member={member} onSaved={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function StaffRoleForm({ member, onSaved }: { member: StaffMember; onSaved: () => void }) {
  const change = useChangeStaffRole();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        change.mutate(
          { userId: member.id, role },
          {
            onSuccess: (changed) => {
              toast({
                title: 'Role Changed',
                description: `${changed.name} is now ${ROLE_LABELS[changed.role]}.`,
              });
              onSaved();
            },
            onError: (failure) => {
              const message =
                (failure instanceof ApiError && (failure.fields.role ?? failure.message)) ||
                'Something went wrong';
              setError(message);
              toast({ title: 'Error changing role', description: message, variant: 'destructive' });
            },
          },
        );
      }}
    >
      <FormField label="Role" error={error}>
        <VocabularySelect
          values={STAFF_ROLES}
          labels={ROLE_LABELS}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        />
      </FormField>
      <DialogFormActions
        submitLabel="Change Role"
        pendingLabel="Saving..."
        pending={change.isPending}
      />
    </form>
  );
}
