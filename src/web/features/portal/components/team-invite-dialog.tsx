import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CLIENT_ROLE_LABELS } from '#shared/client-roles';
import { TEAM_INVITATION_DAYS, teamInvitationSchema, type TeamInvitationInput } from '#shared/team';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { toast } from '../../../ui/use-toast';
import { useInviteMember } from '../api/write-team';
import { TeamRoleField } from './team-role-field';

const FIELDS = ['email', 'role'] as const;

/** Invite Member: the invitee gets an e-mail with a link to join, signing up or signing in. */
export function TeamInviteDialog({ organisation }: { organisation: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Invite Member
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Invite Member"
        description={`They receive an e-mail with a link to join ${organisation}, valid ${TEAM_INVITATION_DAYS} days.`}
      >
        <TeamInviteForm onInvited={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function TeamInviteForm({ onInvited }: { onInvited: () => void }) {
  const invite = useInviteMember();
  const form = useForm<TeamInvitationInput>({
    resolver: zodResolver(teamInvitationSchema),
    defaultValues: { email: '', role: 'member' },
  });
  const chosenRole = useWatch({ control: form.control, name: 'role' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((values) =>
    invite.mutateAsync(values).then(
      (invited) => {
        toast({
          title: 'Invitation Sent',
          description: `${invited.email} is invited as ${CLIENT_ROLE_LABELS[invited.role]}.`,
        });
        onInvited();
      },
      (error: unknown) =>
        reportSaveFailure({
          title: 'Error inviting member',
          error,
          setError: form.setError,
          fields: FIELDS,
        }),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="E-mail" required error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <TeamRoleField chosen={chosenRole} error={errors.role?.message} {...form.register('role')} />
      <DialogFormActions
        submitLabel="Send Invitation"
        pendingLabel="Sending..."
        pending={isSubmitting}
      />
    </form>
  );
}
