import { SERVICE_TYPE_LABELS } from '#shared/contact';
import type { ContactMessage } from '#shared/contact-schema';
import { letter } from './templates';
import type { MailMessage } from './templates';

/** Header values must stay on one line whatever the visitor typed. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * A contact-form message for the company's contact address. Every value the visitor typed goes
 * through letter(), which escapes it for the HTML part.
 */
export function contactMessageMail(message: ContactMessage): MailMessage {
  const service = SERVICE_TYPE_LABELS[message.serviceType];
  const sender = `${oneLine(message.name)} <${message.email}>`;
  return letter({
    subject: `Contact form: ${oneLine(message.subject ?? service)} (from ${oneLine(message.name)})`,
    greetingName: null,
    paragraphs: [
      'A visitor sent a message through the contact form of the website.',
      `From: ${sender}`,
      `Company: ${message.company ?? 'not given'}`,
      `Phone: ${message.phone ?? 'not given'}`,
      `Service type: ${service}`,
      `Subject: ${message.subject ?? 'not given'}`,
      'Message:',
      ...message.message.split(/\n\s*\n/),
    ],
    action: { label: `Reply to ${oneLine(message.name)}`, url: `mailto:${message.email}` },
    closing: `Reply to ${sender}; we promise an answer within 24 hours.`,
  });
}
