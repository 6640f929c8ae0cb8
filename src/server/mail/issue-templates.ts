import { letter } from './templates';
import type { MailMessage } from './templates';

/** Staff answered in an issue's thread: the reply itself, and the way back to the whole thread. */
export function issueReplyMessage(input: {
  firstName: string | null;
  trackingNumber: string;
  reply: string;
  url: string;
}): MailMessage {
  return letter({
    subject: `A reply to your issue report on ${input.trackingNumber}`,
    greetingName: input.firstName,
    paragraphs: [
      `Our team replied to the issue you reported on shipment ${input.trackingNumber}:`,
      input.reply,
      'You can read the whole conversation and answer in the client portal.',
    ],
    action: { label: 'Open your issue', url: input.url },
    closing: 'Thank you for letting us know.',
  });
}
