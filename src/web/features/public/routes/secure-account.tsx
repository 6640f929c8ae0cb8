import { ShieldAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_SECURED_MESSAGE } from '#shared/account-session';
import { Button } from '../../../ui/button';
import { useSecureAccount } from '../api/secure-account';
import { AskFirst, DoneIcon, Outcome } from '../components/outcome';

const DESCRIPTION =
  'Secure your Orion Transit & Custody account after an alert you did not expect.';

/**
 * Where a security alert's "This wasn't me" link leads: it explains and asks first, so a mail
 * scanner that opens every link signs no one out.
 */
export function SecureAccountPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const secure = useSecureAccount();

  if (secure.isSuccess) {
    return (
      <Outcome icon={<DoneIcon />} title="Your account is secured" description={DESCRIPTION}>
        <p role="status" className="text-muted-foreground">
          {ACCOUNT_SECURED_MESSAGE}
        </p>
        <p className="text-muted-foreground">
          Your old password no longer works: choose a new one with the link in that e-mail.
        </p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/login">Go to sign in</Link>
        </Button>
      </Outcome>
    );
  }
  return (
    <AskFirst
      icon={<ShieldAlert aria-hidden="true" className="size-12 text-destructive" />}
      title="Secure your account"
      description={DESCRIPTION}
      question={
        <>
          If you did not do what our e-mail described, someone else may know your password. This
          signs your account out everywhere, on every device, at once, removes its passkeys (someone
          else may have added one), forgets every device trusted to skip the second step, stops your
          current password from working, and e-mails you a link to choose a new password.
        </>
      }
      action={secure}
      token={token}
      label="Sign out everywhere and reset my password"
      pendingLabel="Securing..."
      variant="destructive"
    />
  );
}
