import { useState, type FormEvent } from 'react';
import type { Passkey } from '#shared/passkeys';
import { PASSKEY_NAME_MAX_LENGTH, passkeyNameSchema } from '#shared/passkeys';
import { ApiError } from '../../lib/api';
import { Dialog, DialogContent, DialogFormActions } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { useAddPasskey } from './passkeys-api';
import { passkeyFailureText } from './webauthn';

type AddPasskeyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (passkey: Passkey) => void;
};

/** Add a passkey: its name first, then the browser asks for the fingerprint, face or PIN. */
export function AddPasskeyDialog({ open, onOpenChange, onAdded }: AddPasskeyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add a passkey"
        description="Name it after the device or password manager that keeps it; your browser then asks you to confirm with your fingerprint, face or device PIN."
      >
        {/* Mounted with the dialog: each opening starts with an empty name and no error. */}
        {open && <AddPasskeyForm onAdded={onAdded} />}
      </DialogContent>
    </Dialog>
  );
}

function AddPasskeyForm({ onAdded }: { onAdded: (passkey: Passkey) => void }) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const add = useAddPasskey();
  const serverNameError = add.error instanceof ApiError ? add.error.fields.name : undefined;
  const failure = add.error && !serverNameError ? passkeyFailureText(add.error) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    setNameError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    add.mutate(parsed.data, { onSuccess: onAdded });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Add a passkey">
      <FormField
        label="Passkey name"
        required
        hint="For example “Work laptop” or “Phone”."
        error={nameError ?? serverNameError}
      >
        <Input
          value={name}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <DialogFormActions
        submitLabel="Continue"
        pendingLabel="Waiting for your passkey..."
        pending={add.isPending}
      />
    </form>
  );
}
