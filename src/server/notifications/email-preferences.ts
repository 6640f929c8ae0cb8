import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/notification';
import type { NotificationPreferences } from '#shared/notification-schema';
import type { DbOrTx } from '../db/client';
import { notificationPreferences } from '../db/schema';

/** Each kind's e-mail choice of a user; a kind without a row is e-mailed. */
export async function emailPreferencesOf(
  db: DbOrTx,
  userId: string,
): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row.email]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { email: chosen.get(kind) ?? true }]),
  ) as NotificationPreferences;
}

export async function wantsEmail(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
): Promise<boolean> {
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.user_id, userId), eq(notificationPreferences.kind, kind)),
    );
  return row?.email ?? true;
}

export async function setEmailPreference(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
  email: boolean,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ user_id: userId, kind, email })
    .onConflictDoUpdate({
      target: [notificationPreferences.user_id, notificationPreferences.kind],
      set: { email },
    });
}
