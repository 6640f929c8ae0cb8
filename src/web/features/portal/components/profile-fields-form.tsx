import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { ClientProfile } from '#shared/portal';
import type { z } from 'zod';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { showUpdateFailure, toastSaved } from '../../../session/profile-save-feedback';

/** One text input of the form, filled in from the profile field of the same name. */
export type ProfileField<Name extends string> = {
  name: Name;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
};

/** What Edit Profile gives each of its forms. */
export type ProfileFormProps = { profile: ClientProfile; onSaved: () => void };

type ProfileFieldsFormProps<Input extends FieldValues, Output> = ProfileFormProps & {
  schema: z.ZodType<Output, Input>;
  fields: readonly ProfileField<Path<Input> & keyof ClientProfile>[];
  /** The save; its success toasts `successMessage`, its failure 'Update failed'. */
  mutation: UseMutationResult<ClientProfile, Error, Output>;
  successMessage: string;
  submitLabel: string;
  /** Two columns of fields from sm up, or one. */
  columns: 1 | 2;
  intro?: ReactNode;
};

/** A tab of Edit Profile that saves a set of the profile's text fields (Personal Info, Next of Kin). */
export function ProfileFieldsForm<Input extends FieldValues, Output>({
  profile,
  schema,
  fields,
  mutation,
  successMessage,
  submitLabel,
  columns,
  intro,
  onSaved,
}: ProfileFieldsFormProps<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(
      fields.map(({ name }) => [name, profile[name] ?? '']),
    ) as DefaultValues<Input>,
  });
  const submit = form.handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      () => {
        toastSaved(successMessage);
        onSaved();
      },
      (error: unknown) =>
        showUpdateFailure(
          error,
          form.setError,
          fields.map(({ name }) => name),
        ),
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {intro}
      <div className={cn('grid gap-4', columns === 2 && 'sm:grid-cols-2')}>
        {fields.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            error={form.getFieldState(field.name, form.formState).error?.message}
          >
            <Input
              type={field.type}
              autoComplete={field.autoComplete}
              {...form.register(field.name)}
            />
          </FormField>
        ))}
      </div>
      <Button type="submit" disabled={mutation.isPending} className="justify-self-end">
        {mutation.isPending ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
