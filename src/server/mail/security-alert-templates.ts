import { letter } from './templates';
import type { MailMessage } from './templates';

export type SecurityAlertKind =
  'new_device' | 'password_changed' | 'second_factor_changed' | 'passkeys_changed';

/** What each alert says happened. */
const ALERTS: Record<SecurityAlertKind, { subject: string; happened: string }> = {
  new_device: {
    subject: 'New sign-in to your account',
    happened: 'Your account was just signed in to from a device or browser it has not used lately.',
  },
  password_changed: {
    subject: 'Your password was changed',
    happened: 'The password of your account was just changed.',
  },
  second_factor_changed: {
    subject: 'Your two-step sign-in was changed',
    happened:
      'The second sign-in step (two-factor authentication) of your account was just changed.',
  },
  passkeys_changed: {
    subject: 'Your passkeys were changed',
    happened: 'The passkeys of your account were just changed.',
  },
};

/** Where and when it happened, as the alert shows it. */
export type AlertCircumstances = {
  browser: string;
  system: string;
  place: string;
  ipAddress: string;
  at: Date;
};

function utcTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * A security alert: security mail the account cannot turn off, so it has no unsubscribe link; its
 * one button is "This wasn't me".
 */
export function securityAlertMessage(input: {
  kind: SecurityAlertKind;
  firstName?: string | null;
  circumstances: AlertCircumstances;
  secureAccountUrl: string;
}): MailMessage {
  const { subject, happened } = ALERTS[input.kind];
  const { browser, system, place, ipAddress, at } = input.circumstances;
  return letter({
    subject,
    greetingName: input.firstName,
    paragraphs: [
      happened,
      `Browser: ${browser} on ${system}. Place: ${place}. Address: ${ipAddress}. Time: ${utcTime(at)}.`,
      'If this was you, there is nothing to do. If it was not, use the button below: it ends every session of your account at once, removes its passkeys and sends you a link to choose a new password.',
    ],
    action: { label: "This wasn't me", url: input.secureAccountUrl },
    closing:
      'This is a security e-mail about your account; it is sent whatever your notification choices.',
  });
}
