import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { FAR_FROM_ROUTE_ALERT_MINUTES } from '#shared/admin/dispatch-board';
import { DISPATCH_CHANGED_EVENT } from '#shared/live-events';
import { farFromRouteNotification } from '#shared/notification-messages';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { liveTopics, publishLiveEvent } from '../../live/publish-live-event';
import { notifyUser, type NotificationConfig } from '../../notifications/notify-user';
import { alertedStaff } from './alerted-staff';

type Shipment = { id: string; tracking_number: string; origin: string; destination: string };

/**
 * A position or handoff far from the shipment's route tells Operations and Administrators (bell
 * and e-mail) at most once an hour per shipment (decision 076): the alert already sent is its own
 * record, so no new table is needed. A lock on the shipment's alert, held to commit, makes two
 * reports at once send one. Answers whether it told anyone.
 */
export async function alertFarFromRoute(
  tx: DbOrTx,
  { config, shipment, now }: { config: NotificationConfig; shipment: Shipment; now: Date },
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otc:far:${shipment.id}`}))`);
  const staff = await alertedStaff(tx);
  if (staff.length === 0) return false;
  const notification = farFromRouteNotification(shipment);
  const since = new Date(now.getTime() - FAR_FROM_ROUTE_ALERT_MINUTES * 60_000);
  // Through the recipients' (user, created) index: the last hour of staff notifications, no more.
  const [recent] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        inArray(notifications.user_id, staff),
        gt(notifications.created_at, since),
        eq(notifications.kind, notification.kind),
        eq(notifications.link, notification.link),
      ),
    )
    .limit(1);
  if (recent) return false;
  for (const userId of staff) await notifyUser(tx, { config, userId, ...notification });
  await publishLiveEvent(tx, {
    topic: liveTopics.staff(),
    kind: DISPATCH_CHANGED_EVENT,
    payload: { shipment_id: shipment.id },
  });
  return true;
}
