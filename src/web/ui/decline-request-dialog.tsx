import { useState, type FormEvent } from 'react';
import { declineRequestSchema } from '#shared/request-schema';
import { fieldErrorsOf } from '../lib/field-errors';
import { Button } from './button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from './dialog';
import { FormField } from './form-field';
import { Textarea } from './textarea';

type DeclineRequestDialogProps = {
  /** Who reads the reason, e.g. 'The person who asked sees your reason.' */
  description: string;
  pending: boolean;
  /** Declines with the reason; resolves true when it was done, so the dialog closes, else false. */
  onDecline: (reason: string) => Promise<boolean>;
};

/**
 * Decline with a reason, required by the same rule as the server's: the client's refusal of its
 * second approval, or ours of the request. Radix returns the focus to Decline when it closes.
 */
export function DeclineRequestDialog({
  description,
  pending,
  onDecline,
}: DeclineRequestDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Decline</Button>
      </DialogTrigger>
      <DialogContent title="Decline this request" description={description}>
        <ReasonForm pending={pending} onDecline={onDecline} onDeclined={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

type ReasonFormProps = Omit<DeclineRequestDialogProps, 'description'> & { onDeclined: () => void };

function ReasonForm({ pending, onDecline, onDeclined }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = declineRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).reason);
      return;
    }
    if (await onDecline(parsed.data.reason)) onDeclined();
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
      <FormField label="Reason" required error={error}>
        <Textarea
          rows={4}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <DialogFormActions submitLabel="Decline" pendingLabel="Declining..." pending={pending} />
    </form>
  );
}
