import { letter } from './templates';
import type { MailMessage } from './templates';

/** To a client whose second factor an administrator turned off (decision 030). */
export function twoFactorResetMessage({
  firstName,
  appUrl,
}: {
  firstName?: string | null;
  appUrl: string;
}): MailMessage {
  return letter({
    subject: 'Your two-factor sign-in was reset',
    greetingName: firstName,
    paragraphs: [
      'Your second factor was reset by our staff: two-factor sign-in is now off for your account, your backup codes no longer work, and no device is trusted any more.',
      'You can sign in with your password alone. We recommend turning two-factor sign-in on again in Account Settings → Security.',
    ],
    action: { label: 'Open Account Settings', url: `${appUrl}/vault/settings` },
    closing:
      'If you did not ask us for this, please contact your Orion Transit & Custody team at once.',
  });
}
