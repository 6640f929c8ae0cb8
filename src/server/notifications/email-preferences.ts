import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/notification';
import type { NotificationPreferences } from '#shared/notification-schema';
import { recordAuditEvent, type RequestOrigin } from '../audit/record-audit-event';
import type { DbOrTx } from '../db/client';
import { notificationPreferences, users } from '../db/schema';

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

/**
 * Where a user's e-mail of this kind goes, with the name it greets, or null when they turned this
 * kind off (a kind without a row is e-mailed): their address and their choice in one statement.
 */
export async function mailRecipientOf(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
): Promise<{ email: string; firstName: string | null } | null> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      wanted: notificationPreferences.email,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.user_id, users.id), eq(notificationPreferences.kind, kind)),
    )
    .where(eq(users.id, userId));
  if (!row || row.wanted === false) return null;
  return { email: row.email, firstName: row.firstName };
}

/**
 * Saves a user's e-mail choice of some kinds and audits it, in the caller's transaction: from
 * Account Settings, or from an unsubscribe link (`via`).
 */
export async function saveEmailPreferences(
  db: DbOrTx,
  {
    user,
    choices,
    origin,
    via,
  }: {
    user: { id: string; email: string };
    choices: Partial<NotificationPreferences>;
    origin: RequestOrigin;
    via?: 'unsubscribe_link';
  },
): Promise<void> {
  for (const [kind, { email }] of Object.entries(choices) as [
    NotificationKind,
    { email: boolean },
  ][]) {
    await db
      .insert(notificationPreferences)
      .values({ user_id: user.id, kind, email })
      .onConflictDoUpdate({
        target: [notificationPreferences.user_id, notificationPreferences.kind],
        set: { email },
      });
  }
  await recordAuditEvent(db, {
    actor: { id: user.id, label: user.email },
    action: 'notification_preferences_updated',
    entity: { type: 'account', id: user.id, label: user.email },
    origin,
    details: via ? { ...choices, via } : choices,
  });
}
