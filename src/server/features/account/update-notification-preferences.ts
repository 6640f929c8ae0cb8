import { NOTIFICATION_KINDS } from '#shared/notification';
import type { NotificationPreferences } from '#shared/notification-schema';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import type { Db } from '../../db/client';
import { emailPreferencesOf, setEmailPreference } from '../../notifications/email-preferences';

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
    for (const kind of NOTIFICATION_KINDS) {
      await setEmailPreference(tx, user.id, kind, preferences[kind].email);
    }
    await recordAuditEvent(tx, {
      actor: { id: user.id, label: user.email },
      action: 'notification_preferences_updated',
      entity: { type: 'account', id: user.id, label: user.email },
      origin,
      details: preferences,
    });
    return emailPreferencesOf(tx, user.id);
  });
}
