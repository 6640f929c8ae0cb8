import type { FormEvent } from 'react';
import { useTextField } from '../../../lib/use-text-field';
import { Dialog, DialogContent, DialogFormActions } from '../../../ui/dialog';
import { EmailField } from '../../../ui/email-field';
import { toast } from '../../../ui/use-toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { toastFailure } from '../failure-text';
import { AUTH_TEXT } from '../messages';

type ForgotPasswordDialogProps = {
  /** The address the dialog starts with: what the sign-in form holds when it opens. */
  initialEmail: string;
  /** Closes it (the sign-in form unmounts it and gives the focus back to its link). */
  onClose: () => void;
};

/**
 * "Forgot password?": asks for the address and mails a one-hour reset link. A chunk of its own
 * (with radix Dialog), fetched when the link is pointed at, focused or clicked, so /login's first
 * load does without it (decision 037). Mounted open and beside the sign-in form, never inside it:
 * React sends a submit event up the component tree even out of a portal, so a dialog nested in
 * the sign-in form would sign in too.
 */
export function ForgotPasswordDialog({ initialEmail, onClose }: ForgotPasswordDialogProps) {
  const email = useTextField(initialEmail);
  const request = useRequestPasswordReset();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.value.trim();
    if (!address) {
      email.setError(AUTH_TEXT.emailRequired);
      return;
    }
    request.mutate(address, {
      onSuccess: () => {
        onClose();
        toast({ title: AUTH_TEXT.resetSent, description: AUTH_TEXT.resetSentDescription });
      },
      onError: (failure) => toastFailure(AUTH_TEXT.resetFailed, failure),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Reset your password"
        description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      >
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <EmailField label="Email" required field={email} />
          <DialogFormActions
            submitLabel="Send Reset Link"
            pendingLabel="Sending..."
            pending={request.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
