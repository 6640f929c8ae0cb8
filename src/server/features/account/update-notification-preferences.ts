import type { NotificationPreferences } from '#shared/notification-schema';
import type { RequestOrigin } from '../../audit/record-audit-event';
import type { Db } from '../../db/client';
import { emailPreferencesOf, saveEmailPreferences } from '../../notifications/email-preferences';

/** Account Settings' Notifications: which kinds also come by e-mail; audited. */
export async function updateNotificationPreferences({
  db,
  user,
  preferences,
  origin,
}: {
  db: Db;
  user: { id: string; email: string };
  preferences: NotificationPreferences;
  origin: RequestOrigin;
}): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    await saveEmailPreferences(tx, { user, choices: preferences, origin });
    return emailPreferencesOf(tx, user.id);
  });
}
