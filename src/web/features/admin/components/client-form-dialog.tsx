import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { ADDRESS_FIELD_LABELS } from '#shared/address-fields';
import type { AdminClient } from '#shared/portal';
import {
  clientCreateSchema,
  clientUpdateSchema,
  type ClientCreateInput,
  type ClientUpdate,
} from '#shared/client-schema';
import { reportSaveFailure } from '../../../lib/report-save-failure';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogFormActions } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { useClient } from '../api/get-clients';
import { useCreateClient, useUpdateClient } from '../api/write-client';
import { clientLabel } from './client-label';

/** Add Client, or Edit of the client with this id. */
export type ClientDialogTarget = { mode: 'add' } | { mode: 'edit'; clientId: string };

type ClientFormDialogProps = { target: ClientDialogTarget | null; onClose: () => void };

/**
 * Add Client and Edit: three sections in a body that scrolls at 60vh.
 * A new client gets no password here: the server e-mails them an invitation to choose one.
 */
export function ClientFormDialog({ target, onClose }: ClientFormDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target?.mode === 'add' && (
        <DialogContent
          title="Add Client"
          description="The client receives an e-mail invitation to choose their own password."
          className="max-w-2xl"
        >
          <AddClientForm onSaved={onClose} />
        </DialogContent>
      )}
      {target?.mode === 'edit' && (
        <DialogContent
          title="Edit Client"
          description="Update the client's details."
          className="max-w-2xl"
        >
          <EditClient clientId={target.clientId} onSaved={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

type FieldName = Exclude<keyof ClientCreateInput, 'email'>;
type FieldSpec = { name: FieldName; label: string; type?: 'email' | 'tel' };

const PERSONAL_FIELDS: readonly FieldSpec[] = [
  { name: 'first_name', label: 'First Name' },
  { name: 'last_name', label: 'Last Name' },
];
const CONTACT_FIELDS: readonly FieldSpec[] = [
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'company', label: 'Company' },
];
const ADDRESS_FIELDS: readonly FieldSpec[] = (
  ['address', 'city', 'state', 'zipcode', 'country'] as const
).map((name) => ({ name, label: ADDRESS_FIELD_LABELS[name] }));
const NEXT_OF_KIN_FIELDS: readonly FieldSpec[] = [
  { name: 'next_of_kin_name', label: 'Name' },
  { name: 'next_of_kin_email', label: 'Email', type: 'email' },
  { name: 'next_of_kin_phone', label: 'Phone', type: 'tel' },
];
const FIELD_NAMES: readonly Path<ClientCreateInput>[] = [
  'email',
  ...[PERSONAL_FIELDS, CONTACT_FIELDS, ADDRESS_FIELDS, NEXT_OF_KIN_FIELDS].flatMap((fields) =>
    fields.map(({ name }) => name),
  ),
];
const REQUIRED: ReadonlySet<string> = new Set(['first_name', 'last_name', 'email']);

function valuesOf(client: AdminClient | null): ClientCreateInput {
  return Object.fromEntries(
    FIELD_NAMES.map((name) => [name, client?.[name as keyof AdminClient] ?? '']),
  ) as ClientCreateInput;
}

const checkNewClient = zodResolver(clientCreateSchema);
const checkProfile = zodResolver(clientUpdateSchema);

/** Editing: the e-mail is shown but cannot change, so only the rest is checked and sent. */
const checkEditedClient: Resolver<ClientCreateInput, unknown, ClientUpdate> = (
  { email: _unchanged, ...profile },
  context,
  options,
) =>
  checkProfile(profile, context, {
    ...options,
    names: options.names?.filter((name) => name !== 'email'),
  });

function AddClientForm({ onSaved }: { onSaved: () => void }) {
  const create = useCreateClient();
  return (
    <ClientForm
      client={null}
      submitLabel="Add Client"
      failureTitle="Error creating user"
      save={async (values) => {
        const created = await create.mutateAsync(values as ClientCreateInput);
        toast({
          title: 'Client added successfully',
          description: `An invitation to choose a password has been sent to ${created.email}.`,
        });
        onSaved();
      }}
    />
  );
}

function EditClient({ clientId, onSaved }: { clientId: string; onSaved: () => void }) {
  const client = useClient(clientId);
  const update = useUpdateClient(clientId);
  if (client.isPending) return <Spinner label="Loading client..." showLabel />;
  if (client.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>{client.error.message || 'The client could not be loaded.'}</p>
        <Button variant="outline" onClick={() => void client.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <ClientForm
      client={client.data}
      submitLabel="Save Changes"
      failureTitle="Error updating client"
      save={async (values) => {
        const updated = await update.mutateAsync(values);
        toast({
          title: 'Client updated successfully',
          description: `The details of ${clientLabel(updated)} have been saved.`,
        });
        onSaved();
      }}
    />
  );
}

type ClientFormProps = {
  /** The client being edited, or null for a new one. */
  client: AdminClient | null;
  submitLabel: string;
  failureTitle: string;
  save: (values: ClientUpdate) => Promise<void>;
};

function ClientForm({ client, submitLabel, failureTitle, save }: ClientFormProps) {
  const form = useForm<ClientCreateInput, unknown, ClientUpdate>({
    resolver: client ? checkEditedClient : checkNewClient,
    defaultValues: valuesOf(client),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    save(values).catch((error: unknown) =>
      reportSaveFailure({
        title: failureTitle,
        error,
        setError: form.setError,
        fields: FIELD_NAMES,
      }),
    ),
  );

  const fields = (specs: readonly FieldSpec[]) =>
    specs.map(({ name, label, type = 'text' }) => (
      <FormField
        key={name}
        label={label}
        required={REQUIRED.has(name)}
        error={errors[name]?.message}
      >
        <Input type={type} autoComplete="off" {...form.register(name)} />
      </FormField>
    ));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="-mx-1 grid max-h-[60vh] gap-6 overflow-y-auto px-1 pb-1">
        <FormSection heading="Personal Information">
          {fields(PERSONAL_FIELDS)}
          {client ? (
            <FormField label="Email" hint="The e-mail address cannot be changed.">
              <Input type="email" value={client.email} readOnly className="bg-muted" />
            </FormField>
          ) : (
            <FormField label="Email" required error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
          )}
          {fields(CONTACT_FIELDS)}
        </FormSection>
        <FormSection heading="Address Information">{fields(ADDRESS_FIELDS)}</FormSection>
        <FormSection heading="Next of Kin">{fields(NEXT_OF_KIN_FIELDS)}</FormSection>
      </div>
      <DialogFormActions
        submitLabel={submitLabel}
        pendingLabel="Saving..."
        pending={isSubmitting}
      />
    </form>
  );
}

/** A group of fields named by its heading, so each label is heard with its section. */
function FormSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset aria-labelledby={id} className="grid min-w-0 gap-4">
      <h3 id={id} className="border-b border-border pb-2 text-base font-semibold">
        {heading}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
