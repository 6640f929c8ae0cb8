import type { ContactMessage } from '#shared/contact-schema';
import { FALLBACK_SITE_SETTINGS } from '#shared/site-settings';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { contactMessageMail } from '../../mail/contact-templates';
import { enqueueMail } from '../../mail/outbox';
import { getSiteSettings } from '../shared/get-site-settings';

export type SendMessageInput = {
  db: Db;
  message: ContactMessage;
  ipAddress: string;
};

/**
 * Keeps a contact-form message and queues it for the company's contact address, together or not
 * at all. The caller wakes the mail sender once this resolves.
 */
export async function sendMessage({ db, message, ipAddress }: SendMessageInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        company: message.company,
        phone: message.phone,
        subject: message.subject,
        message: message.message,
        service_type: message.serviceType,
        ip_address: ipAddress,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message insert returned no row');

    const { contact_email } = await getSiteSettings({ db: tx });
    const companyAddress = contact_email.trim() || FALLBACK_SITE_SETTINGS.contact_email;
    await enqueueMail(tx, companyAddress, contactMessageMail(message));
    return { id: row.id };
  });
}
