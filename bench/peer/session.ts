import { createHmac, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { SESSION_IDLE_TIMEOUT_SECONDS } from '#shared/auth';
import { ACTIVITY_WRITE_INTERVAL_MS } from '../../src/server/auth/session';
import { DELETE_SESSION, SESSION_WITH_USER, TOUCH_SESSION } from './statements';

/** The product's session rules: the idle limit ends it, activity is written once a minute. */
const IDLE_LIMIT_MS = SESSION_IDLE_TIMEOUT_SECONDS * 1000;

export type PeerSession = {
  userId: string;
  email: string;
  role: string;
  twoFactorEnabled: boolean;
  clientId: string | null;
};

type SessionRow = {
  id: string;
  expires_at: Date;
  updated_at: Date;
  user_id: string;
  email: string;
  role: string;
  two_factor_enabled: boolean;
  client_id: string | null;
};

/** The token of a cookie signed as better-call signs it (value, ".", base64 HMAC-SHA256), or null. */
function signedToken(cookieHeader: string | undefined, name: string, secret: string) {
  if (!cookieHeader) return null;
  const prefix = `${name}=`;
  const part = cookieHeader
    .split(';')
    .map((each) => each.trim())
    .find((each) => each.startsWith(prefix));
  if (!part) return null;
  const value = decodeURIComponent(part.slice(prefix.length));
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The signed-in user of a request, with the same expiry, idle and activity rules as the product. */
export async function sessionOf(
  pool: pg.Pool,
  cookieHeader: string | undefined,
  cookie: { name: string; secret: string },
): Promise<PeerSession | null> {
  const token = signedToken(cookieHeader, cookie.name, cookie.secret);
  if (!token) return null;
  const { rows } = await pool.query<SessionRow>({ ...SESSION_WITH_USER, values: [token] });
  const row = rows[0];
  if (!row) return null;
  const now = Date.now();
  const idleMs = now - row.updated_at.getTime();
  if (row.expires_at.getTime() < now || idleMs > IDLE_LIMIT_MS) {
    await pool.query({ ...DELETE_SESSION, values: [row.id] });
    return null;
  }
  if (idleMs > ACTIVITY_WRITE_INTERVAL_MS) {
    await pool.query({ ...TOUCH_SESSION, values: [new Date(now), row.id] });
  }
  return {
    userId: row.user_id,
    email: row.email,
    role: row.role,
    twoFactorEnabled: row.two_factor_enabled,
    clientId: row.client_id,
  };
}
