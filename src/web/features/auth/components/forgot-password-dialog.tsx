import { useState, type FormEvent, type ReactNode } from 'react';
import { useTextField } from '../../../lib/use-text-field';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../ui/dialog';
import { EmailField } from '../../../ui/email-field';
import { toast } from '../../../ui/use-toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { toastFailure } from '../failure-text';
import { AUTH_TEXT } from '../messages';

type ForgotPasswordDialogProps = {
  /** The address the dialog starts with when it opens. */
  initialEmail: string;
  /** The sign-in form, with a `ForgotPasswordLink` somewhere inside it. */
  children: ReactNode;
};

/**
 * "Forgot password?": asks for the address and mails a one-hour reset link. The dialog's own form
 * is rendered beside the sign-in form, never inside it: React sends a submit event up the
 * component tree even out of a portal, so a dialog nested in the sign-in form would sign in too.
 */
export function ForgotPasswordDialog({ initialEmail, children }: ForgotPasswordDialogProps) {
  const [open, setOpen] = useState(false);
  const email = useTextField(initialEmail);
  const request = useRequestPasswordReset();

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (next) email.set(initialEmail);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.value.trim();
    if (!address) {
      email.setError(AUTH_TEXT.emailRequired);
      return;
    }
    request.mutate(address, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: AUTH_TEXT.resetSent, description: AUTH_TEXT.resetSentDescription });
      },
      onError: (failure) => toastFailure(AUTH_TEXT.resetFailed, failure),
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      {children}
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

/** The 'Forgot password?' link that opens the enclosing `ForgotPasswordDialog`. */
export function ForgotPasswordLink() {
  return (
    <DialogTrigger asChild>
      <Button variant="link" className="h-auto p-0 text-sm">
        Forgot password?
      </Button>
    </DialogTrigger>
  );
}
