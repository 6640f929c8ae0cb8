import { and, desc, eq, gt } from 'drizzle-orm';
import { isSameDevice } from '#shared/user-agent';
import type { RequestOrigin } from '../audit/record-audit-event';
import type { DbOrTx } from '../db/client';
import { auditEvents } from '../db/schema';
import type { NotificationConfig } from './notify-user';
import { sendSecurityAlert } from './security-alert';

/** A device not seen signing in for this long counts as new again. */
const KNOWN_DEVICE_DAYS = 90;

/**
 * After a successful sign-in and before it is audited: alerts the account when it has signed in
 * before, but not from this browser and system in the past 90 days (read from the audited sign-ins).
 * Browser and system rather than the whole User-Agent header, so a browser's update is no alert.
 */
export async function alertOnNewDevice(
  tx: DbOrTx,
  input: { config: NotificationConfig; userId: string; origin: RequestOrigin },
): Promise<void> {
  const { config, userId, origin } = input;
  const since = new Date(Date.now() - KNOWN_DEVICE_DAYS * 24 * 60 * 60 * 1000);
  const signedIn = and(eq(auditEvents.actor_user_id, userId), eq(auditEvents.action, 'sign_in'));
  const [earlier] = await tx
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(signedIn)
    .limit(1);
  if (!earlier) return;
  const recent = await tx
    .select({ userAgent: auditEvents.user_agent })
    .from(auditEvents)
    .where(and(signedIn, gt(auditEvents.created_at, since)))
    .orderBy(desc(auditEvents.created_at));
  if (recent.some(({ userAgent }) => isSameDevice(userAgent, origin.userAgent))) return;
  await sendSecurityAlert(tx, { config, userId, kind: 'new_device', details: origin });
}
