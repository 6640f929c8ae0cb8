import { useState, type FormEvent } from 'react';
import { issueMessageInputSchema } from '#shared/issue-schema';
import { fieldErrorsOf } from '../lib/field-errors';
import { Button } from './button';
import { FormField } from './form-field';
import { Textarea } from './textarea';

type MessageFormProps = {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Why nothing can be written, when nothing can (a resolved issue). */
  closedReason?: string;
  /** Sends the message; resolves true when it was kept, so the box empties. */
  onSend: (body: string) => Promise<boolean>;
};

/** A box to write in an issue's thread, with the same rules as the server's. */
export function MessageForm({
  label,
  submitLabel,
  pendingLabel,
  pending,
  closedReason,
  onSend,
}: MessageFormProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = issueMessageInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).body);
      return;
    }
    if (await onSend(parsed.data.body)) setBody('');
  }

  const closed = closedReason !== undefined;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-3">
      <FormField label={label} error={error} hint={closedReason}>
        <Textarea
          rows={4}
          value={body}
          disabled={closed}
          onChange={(event) => {
            setBody(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={closed || pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
