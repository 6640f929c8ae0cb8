import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { nextOfKinSchema } from '#shared/client-profile-schema';
import type { ClientProfile } from '#shared/portal';
import type { z } from 'zod';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { useUpdateNextOfKin } from '../api/update-profile';
import { showUpdateFailure, SUCCESS_MESSAGES, toastSaved } from './profile-save-feedback';

type NextOfKinValues = z.input<typeof nextOfKinSchema>;

const FIELDS = [
  { name: 'next_of_kin_name', label: 'Full Name', type: 'text', autoComplete: 'off' },
  { name: 'next_of_kin_email', label: 'Email Address', type: 'email', autoComplete: 'off' },
  { name: 'next_of_kin_phone', label: 'Phone Number', type: 'tel', autoComplete: 'off' },
] as const satisfies readonly {
  name: keyof NextOfKinValues;
  label: string;
  type: string;
  autoComplete: string;
}[];

type NextOfKinFormProps = { profile: ClientProfile; onSaved: () => void };

/** Next of Kin: every field optional, each checked once filled in. */
export function NextOfKinForm({ profile, onSaved }: NextOfKinFormProps) {
  const update = useUpdateNextOfKin();
  const form = useForm<NextOfKinValues, unknown, z.output<typeof nextOfKinSchema>>({
    resolver: zodResolver(nextOfKinSchema),
    defaultValues: {
      next_of_kin_name: profile.next_of_kin_name ?? '',
      next_of_kin_email: profile.next_of_kin_email ?? '',
      next_of_kin_phone: profile.next_of_kin_phone ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => {
        toastSaved(SUCCESS_MESSAGES.nextOfKin);
        onSaved();
      },
      (error: unknown) =>
        showUpdateFailure(
          error,
          form.setError,
          FIELDS.map(({ name }) => name),
        ),
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        The person we contact if we cannot reach you. All fields are optional.
      </p>
      {FIELDS.map((field) => (
        <FormField key={field.name} label={field.label} error={errors[field.name]?.message}>
          <Input
            type={field.type}
            autoComplete={field.autoComplete}
            {...form.register(field.name)}
          />
        </FormField>
      ))}
      <Button type="submit" disabled={update.isPending} className="justify-self-end">
        {update.isPending ? 'Saving...' : 'Save Next of Kin'}
      </Button>
    </form>
  );
}
