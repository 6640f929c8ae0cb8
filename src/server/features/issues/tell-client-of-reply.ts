import { issueReplyNotification } from '#shared/notification-messages';
import type { DbOrTx } from '../../db/client';
import { notifyUser, type NotificationConfig } from '../../notifications/notify-user';

/**
 * Tells the issue's client that staff replied, in the reply's transaction: the bell's entry, the
 * live event and (unless they turned these off) the e-mail exist exactly when the reply does.
 */
export async function tellClientOfReply(
  tx: DbOrTx,
  {
    issue,
    reply,
    config,
  }: {
    issue: { id: string; tracking_number: string; client_id: string | null };
    reply: string;
    config: NotificationConfig;
  },
): Promise<void> {
  if (!issue.client_id) return;
  await notifyUser(tx, {
    config,
    userId: issue.client_id,
    ...issueReplyNotification(issue, reply),
  });
}
