import { letter } from './templates';
import type { MailMessage } from './templates';

type DecisionMailInput = { firstName?: string | null; appUrl: string };

export function accessApprovedMessage({ firstName, appUrl }: DecisionMailInput): MailMessage {
  return letter({
    subject: 'Your administrator access was approved',
    greetingName: firstName,
    paragraphs: [
      'An administrator of Orion Transit & Custody approved your request for administrator access.',
      'Sign in to open the admin area.',
    ],
    action: { label: 'Sign in', url: `${appUrl}/login` },
    closing: 'If you did not ask for administrator access, please contact us at once.',
  });
}

export function accessRejectedMessage({ firstName, appUrl }: DecisionMailInput): MailMessage {
  return letter({
    subject: 'Your administrator access request',
    greetingName: firstName,
    paragraphs: [
      'Thank you for your interest. An administrator did not approve your request for administrator access.',
      'Your account stays a client account: you can keep using the client portal as before.',
    ],
    action: { label: 'Open the client portal', url: `${appUrl}/vault` },
    closing: 'If you think this is a mistake, please contact your Orion Transit & Custody team.',
  });
}
