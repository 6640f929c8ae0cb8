import { useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { Dialog, DialogContent, DialogFormActions } from './dialog';
import { toast } from './use-toast';

type Person<Role extends string> = { key: string; name: string; role: Role };

type ChangeRoleDialogProps<Role extends string> = {
  /** Whose role changes; the dialog is closed while null. */
  person: Person<Role> | null;
  description: string;
  roleLabels: Record<Role, string>;
  /** The role select, labelled "Role", for the chosen role and the refusal to show under it. */
  roleField: (field: {
    value: Role;
    error: string | undefined;
    onChange: (role: Role) => void;
  }) => ReactNode;
  /** Sends the change; resolves with the person as changed. */
  change: (role: Role) => Promise<{ name: string; role: Role }>;
  pending: boolean;
  onClose: () => void;
};

/**
 * Change Role, for a staff member or a person of a client organisation: the role in force at
 * their next request. A refusal (such as the last one who may not step down) shows under the
 * select and in a toast.
 */
export function ChangeRoleDialog<Role extends string>(props: ChangeRoleDialogProps<Role>) {
  const { person, description, onClose } = props;
  return (
    <Dialog open={person !== null} onOpenChange={(open) => !open && onClose()}>
      {person && (
        <DialogContent title={`Change the role of ${person.name}`} description={description}>
          <ChangeRoleForm key={person.key} {...props} person={person} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ChangeRoleForm<Role extends string>({
  person,
  roleLabels,
  roleField,
  change,
  pending,
  onClose,
}: ChangeRoleDialogProps<Role> & { person: Person<Role> }) {
  const [role, setRole] = useState<Role>(person.role);
  const [error, setError] = useState<string>();
  async function submit() {
    setError(undefined);
    try {
      const changed = await change(role);
      toast({
        title: 'Role Changed',
        description: `${changed.name} is now ${roleLabels[changed.role]}.`,
      });
      onClose();
    } catch (failure) {
      const message =
        (failure instanceof ApiError && (failure.fields.role ?? failure.message)) ||
        'Something went wrong';
      setError(message);
      toast({ title: 'Error changing role', description: message, variant: 'destructive' });
    }
  }
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {roleField({ value: role, error, onChange: setRole })}
      <DialogFormActions submitLabel="Change Role" pendingLabel="Saving..." pending={pending} />
    </form>
  );
}
