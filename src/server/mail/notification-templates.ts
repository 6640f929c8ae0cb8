import { NOTIFICATION_MAIL_TEXT, type NotificationText } from '#shared/notification-messages';
import { letter, type MailMessage } from './templates';

/**
 * A notification as an e-mail: its text, a button to the thing, and a one-click unsubscribe from
 * this kind (RFC 8058: mail clients POST to the List-Unsubscribe address, no page in between).
 */
export function notificationMessage(input: {
  notification: NotificationText;
  firstName: string | null;
  appUrl: string;
  /** The page that explains and asks (safe for link scanners that open every link). */
  unsubscribePageUrl: string;
  /** The address mail clients POST to for one click. */
  oneClickUnsubscribeUrl: string;
}): MailMessage {
  const { notification, appUrl } = input;
  const message = letter({
    subject: notification.title,
    greetingName: input.firstName,
    paragraphs: [notification.body],
    action: { label: NOTIFICATION_MAIL_TEXT.action, url: `${appUrl}${notification.link}` },
    closing: NOTIFICATION_MAIL_TEXT.closing,
    unsubscribe: { label: NOTIFICATION_MAIL_TEXT.unsubscribe, url: input.unsubscribePageUrl },
  });
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
