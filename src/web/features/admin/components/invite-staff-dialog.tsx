import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  STAFF_INVITATION_DAYS,
  staffInvitationSchema,
  type StaffInvitation,
  type StaffInvitationInput,
} from '#shared/admin/staff';
import { ROLE_LABELS, STAFF_ROLES } from '#shared/roles';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { VocabularySelect } from '../../../ui/native-select';
import { toast } from '../../../ui/use-toast';
import { useInviteStaff } from '../api/write-staff';

const FIELDS = ['first_name', 'last_name', 'email', 'role'] as const;

/** Invite Staff: the invitee gets an e-mail to choose a password, then sets up the second factor. */
export function InviteStaffDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Invite Staff
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Invite Staff"
        description={`They receive an e-mail to choose a password, valid ${STAFF_INVITATION_DAYS} days, and set up two-factor sign-in at their first sign-in.`}
      >
        <InviteStaffForm onInvited={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function InviteStaffForm({ onInvited }: { onInvited: () => void }) {
  const invite = useInviteStaff();
  const form = useForm<StaffInvitationInput, unknown, StaffInvitation>({
    resolver: zodResolver(staffInvitationSchema),
    defaultValues: { first_name: '', last_name: '', email: '', role: 'operations' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((values) =>
    invite.mutateAsync(values).then(
      (invited) => {
        toast({
          title: 'Invitation Sent',
          description: `${invited.email} is invited as ${ROLE_LABELS[invited.role]}.`,
        });
        onInvited();
      },
      (error: unknown) =>
        reportSaveFailure({
          title: 'Error inviting staff',
          error,
          setError: form.setError,
          fields: FIELDS,
        }),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" required error={errors.first_name?.message}>
          <Input autoComplete="off" {...form.register('first_name')} />
        </FormField>
        <FormField label="Last Name" required error={errors.last_name?.message}>
          <Input autoComplete="off" {...form.register('last_name')} />
        </FormField>
      </div>
      <FormField label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label="Role" required error={errors.role?.message}>
        <VocabularySelect values={STAFF_ROLES} labels={ROLE_LABELS} {...form.register('role')} />
      </FormField>
      <DialogFormActions
        submitLabel="Send Invitation"
        pendingLabel="Sending..."
        pending={isSubmitting}
      />
    </form>
  );
}
