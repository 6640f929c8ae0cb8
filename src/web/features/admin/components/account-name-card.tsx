import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Account } from '#shared/account';
import { accountNameSchema, type AccountName } from '#shared/client-profile-schema';
import { fullName } from '#shared/person-name';
import {
  showUpdateFailure,
  SUCCESS_MESSAGES,
  toastSaved,
} from '../../../session/profile-save-feedback';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { DescriptionList } from '../../../ui/description-list';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { TruncatedText } from '../../../ui/truncated-text';
import { useUpdateAccountName } from '../api/update-account-name';

const FIELDS = ['first_name', 'last_name'] as const;

/** The Profile's name and e-mail, with Edit Name (the e-mail is the sign-in and does not change). */
export function AccountNameCard({ account }: { account: Account }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4">
        <CardTitle>Name</CardTitle>
        <Dialog open={editing} onOpenChange={setEditing}>
          <DialogTrigger asChild>
            <Button variant="outline">
              <Pencil aria-hidden="true" />
              Edit Name
            </Button>
          </DialogTrigger>
          <DialogContent title="Edit Name" description="How your name appears in the admin area.">
            <NameForm account={account} onSaved={() => setEditing(false)} />
          </DialogContent>
        </Dialog>
      </CardHeader>
      <CardContent>
        <DescriptionList
          layout="stacked"
          items={[
            {
              term: 'Full Name',
              details: fullName(account.first_name, account.last_name),
              fallback: 'Not provided',
            },
            { term: 'Email Address', details: <TruncatedText text={account.email} /> },
          ]}
        />
      </CardContent>
    </Card>
  );
}

function NameForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const update = useUpdateAccountName();
  const form = useForm<AccountName>({
    resolver: zodResolver(accountNameSchema),
    defaultValues: { first_name: account.first_name ?? '', last_name: account.last_name ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((name) =>
    update.mutateAsync(name).then(
      () => {
        toastSaved(SUCCESS_MESSAGES.profile);
        onSaved();
      },
      (error: unknown) => showUpdateFailure(error, form.setError, FIELDS),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="First Name" error={errors.first_name?.message}>
        <Input autoComplete="given-name" {...form.register('first_name')} />
      </FormField>
      <FormField label="Last Name" error={errors.last_name?.message}>
        <Input autoComplete="family-name" {...form.register('last_name')} />
      </FormField>
      <DialogFormActions
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        pending={update.isPending}
      />
    </form>
  );
}
