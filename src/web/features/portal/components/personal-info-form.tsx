import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ADDRESS_FIELD_LABELS } from '#shared/address-fields';
import { personalInfoSchema, type PersonalInfo } from '#shared/client-profile-schema';
import type { ClientProfile } from '#shared/portal';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { useUpdatePersonalInfo } from '../api/update-profile';
import { showUpdateFailure, SUCCESS_MESSAGES, toastSaved } from './profile-save-feedback';

const FIELDS = [
  { name: 'first_name', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  {
    name: 'address',
    label: ADDRESS_FIELD_LABELS.address,
    type: 'text',
    autoComplete: 'street-address',
  },
  { name: 'city', label: ADDRESS_FIELD_LABELS.city, type: 'text', autoComplete: 'address-level2' },
  {
    name: 'state',
    label: ADDRESS_FIELD_LABELS.state,
    type: 'text',
    autoComplete: 'address-level1',
  },
  {
    name: 'zipcode',
    label: ADDRESS_FIELD_LABELS.zipcode,
    type: 'text',
    autoComplete: 'postal-code',
  },
  {
    name: 'country',
    label: ADDRESS_FIELD_LABELS.country,
    type: 'text',
    autoComplete: 'country-name',
  },
] as const satisfies readonly {
  name: keyof PersonalInfo;
  label: string;
  type: string;
  autoComplete: string;
}[];

type PersonalInfoFormProps = { profile: ClientProfile; onSaved: () => void };

export function PersonalInfoForm({ profile, onSaved }: PersonalInfoFormProps) {
  const update = useUpdatePersonalInfo();
  const form = useForm<PersonalInfo>({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: Object.fromEntries(
      FIELDS.map(({ name }) => [name, profile[name] ?? '']),
    ) as PersonalInfo,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => {
        toastSaved(SUCCESS_MESSAGES.profile);
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
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField key={field.name} label={field.label} error={errors[field.name]?.message}>
            <Input
              type={field.type}
              autoComplete={field.autoComplete}
              {...form.register(field.name)}
            />
          </FormField>
        ))}
      </div>
      <Button type="submit" disabled={update.isPending} className="justify-self-end">
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
