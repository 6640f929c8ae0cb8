import { NOTIFICATION_EVENT } from '#shared/live-events';
import type { NotificationText } from '#shared/notification-messages';
import type { Config } from '../config/config';
import type { DbOrTx } from '../db/client';
import { notifications } from '../db/schema';
import { publishLiveEvent, liveTopics } from '../live/publish-live-event';
import { notificationMessage } from '../mail/notification-templates';
import { enqueueMail } from '../mail/outbox';
import { mailRecipientOf } from './email-preferences';
import { unsubscribeToken } from './unsubscribe-token';

/** The API path of one-click unsubscribe; the web's page is /unsubscribe with the same token. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';
const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

/** What notifying needs of the configuration: the site's address and the secret that signs links. */
export type NotificationConfig = Pick<Config, 'appUrl' | 'authSecret'>;

export type NotifyUserInput = NotificationText & {
  config: NotificationConfig;
  /** The account told; a client's user id is their client id. */
  userId: string;
};

/**
 * Tells a user about a change, in the transaction of that change: a row for the portal's bell, an
 * e-mail through the outbox unless they turned this kind of e-mail off, and a live event for their
 * open pages, last, so the live events' order lock is held for as short a time as it can be
 * (decision 060). Call wakeMailSender after the commit for the e-mail to leave at once.
 */
export async function notifyUser(
  tx: DbOrTx,
  { config, userId, kind, title, body, link }: NotifyUserInput,
): Promise<void> {
  const [row] = await tx
    .insert(notifications)
    .values({ user_id: userId, kind, title, body, link })
    .returning({ id: notifications.id, created_at: notifications.created_at });
  if (!row) throw new Error('notification insert returned no row');
  const recipient = await mailRecipientOf(tx, userId, kind);
  if (recipient) {
    const query = `?token=${encodeURIComponent(unsubscribeToken(config.authSecret, userId, kind))}`;
    await enqueueMail(
      tx,
      recipient.email,
      notificationMessage({
        notification: { kind, title, body, link },
        firstName: recipient.firstName,
        appUrl: config.appUrl,
        unsubscribePageUrl: `${config.appUrl}${UNSUBSCRIBE_PAGE_PATH}${query}`,
        oneClickUnsubscribeUrl: `${config.appUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}${query}`,
      }),
    );
  }
  await publishLiveEvent(tx, {
    topic: liveTopics.user(userId),
    kind: NOTIFICATION_EVENT,
    payload: { id: row.id, kind, title, body, link, created_at: row.created_at.toISOString() },
  });
}
