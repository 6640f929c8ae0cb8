import { MailWarning } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/use-toast';
import { useResendConfirmation } from '../api/resend-confirmation';
import { toastFailure } from '../failure-text';
import { AUTH_TEXT } from '../messages';

/** Shown instead of a toast when sign-in is refused for an unconfirmed address. */
export function EmailNotConfirmedBanner({ email }: { email: string }) {
  const [searchParams] = useSearchParams();
  const resend = useResendConfirmation(searchParams.get('redirect'));

  function handleResend() {
    resend.mutate(email, {
      onSuccess: () => toast({ title: AUTH_TEXT.resendSuccess }),
      onError: (error) => toastFailure(AUTH_TEXT.resendFailed, error),
    });
  }

  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-accent bg-accent/10 p-4 text-sm"
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
      <div className="grid gap-2">
        <p className="font-semibold">{AUTH_TEXT.notConfirmedTitle}</p>
        <p className="text-muted-foreground">{AUTH_TEXT.notConfirmedText}</p>
        <Button
          variant="link"
          className="h-auto justify-start p-0"
          onClick={handleResend}
          disabled={resend.isPending}
        >
          {resend.isPending ? 'Sending...' : AUTH_TEXT.resendAction}
        </Button>
      </div>
    </div>
  );
}
