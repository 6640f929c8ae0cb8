import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keeps these signatures apart from anything else signed with the app's secret. */
const PURPOSE = 'otc:secure-account:v1';

/** How long a "This wasn't me" link works after its alert was sent. */
export const SECURE_ACCOUNT_TOKEN_SECONDS = 7 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signatureOf(secret: string, userId: string, issuedAt: number): Buffer {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(`${userId}.${issuedAt}`).digest();
}

/**
 * The token of a security alert's "This wasn't me" link: `<user id>.<issued at, seconds>.<HMAC>`.
 * It can only secure the account (features/sessions/secure-account.ts), once, within 7 days.
 */
export function secureAccountToken(secret: string, userId: string, now = new Date()): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${userId}.${issuedAt}.${signatureOf(secret, userId, issuedAt).toString('base64url')}`;
}

/**
 * The account a token was made for and when (seconds), or null when it was not made by us or has
 * expired. Whether it was already used is the account's to say (decision 051).
 */
export function readSecureAccountToken(
  secret: string,
  token: string,
  now = new Date(),
): { userId: string; issuedAt: number } | null {
  const [userId = '', issued = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !UUID.test(userId) || !/^\d{1,12}$/.test(issued)) return null;
  const issuedAt = Number(issued);
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -60 || age > SECURE_ACCOUNT_TOKEN_SECONDS) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, userId, issuedAt);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, issuedAt };
}
