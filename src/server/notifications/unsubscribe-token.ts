import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationKind, type NotificationKind } from '#shared/notification';

/** Keeps these signatures apart from anything else signed with the app's secret. */
const PURPOSE = 'otc:notification-unsubscribe:v1';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signatureOf(secret: string, userId: string, kind: NotificationKind): Buffer {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(`${userId}.${kind}`).digest();
}

/**
 * The token of a one-click unsubscribe link (RFC 8058): `<user id>.<kind>.<HMAC-SHA256>`. It does
 * not expire: a link in an old e-mail must still stop that kind of e-mail.
 */
export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  return `${userId}.${kind}.${signatureOf(secret, userId, kind).toString('base64url')}`;
}

/** Whose e-mail of which kind a token stops, or null when it was not made by us. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const [userId = '', kind = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !UUID.test(userId) || !isNotificationKind(kind)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, userId, kind);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}
