import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../session/get-session';
import { CloseButton } from '../../../ui/close-button';

const DISMISSED_KEY = 'otc-two-factor-banner-dismissed';

/** Offers two-factor sign-in to a client until it is on; dismissed, it stays away for the session. */
export function TwoFactorBanner() {
  const { user } = useSession();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');
  if (!user || user.two_factor_enabled || dismissed) return null;
  return (
    <aside
      aria-label="Two-factor sign-in"
      className="mb-4 flex items-start gap-3 rounded-lg border border-border bg-muted p-4 text-sm"
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1">
        Protect your vault with two-factor sign-in: a code from your phone as well as your password.{' '}
        <Link to="/vault/settings" className="font-medium underline underline-offset-4">
          Turn it on in Account Settings
        </Link>
      </p>
      <CloseButton
        aria-label="Dismiss"
        onClick={() => {
          sessionStorage.setItem(DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      />
    </aside>
  );
}
