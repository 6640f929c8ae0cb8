import { letter } from './templates';
import type { MailMessage } from './templates';

export function newsletterConfirmationMessage({ url }: { url: string }): MailMessage {
  return letter({
    subject: 'Confirm your subscription to Orion Transit & Custody news',
    greetingName: null,
    paragraphs: [
      'Thank you for signing up for news and updates from Orion Transit & Custody.',
      'Please confirm your subscription with the link below. Until you do, we will not send you any news.',
    ],
    action: { label: 'Confirm subscription', url },
    closing: 'If you did not sign up, you can ignore this e-mail; you will not be subscribed.',
  });
}
