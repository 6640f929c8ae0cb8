import { sql } from 'drizzle-orm';
import { pluralize } from '#shared/pluralize';
import { queryRows } from '../db/client';
import { AppError } from '../core/errors';
import type { DbOrTx } from '../db/client';

export type RateLimitRule = { windowSeconds: number; max: number };

type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one request against a fixed window in one atomic statement, so concurrent requests on
 * any number of app instances cannot all slip through on a stale read.
 */
async function consumeRateLimit(
  db: DbOrTx,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitVerdict> {
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limits (key, window_started_at, count)
    values (${key}, now(), 1)
    on conflict (key) do update set
      count = case
        when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
        then 1 else rate_limits.count + 1 end,
      window_started_at = case
        when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
        then now() else rate_limits.window_started_at end
    returning count,
      ceil(extract(epoch from (window_started_at + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
  `,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  return { allowed: row.count <= rule.max, retryAfterSeconds: Math.max(1, row.retry_after) };
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts, try again in ${pluralize(minutes, 'minute')}`;
}

/** Counts one request and refuses it with our 429 (message and Retry-After) once over the limit. */
export async function enforceRateLimit(
  db: DbOrTx,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const verdict = await consumeRateLimit(db, key, rule);
  if (!verdict.allowed) {
    throw new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(verdict.retryAfterSeconds), {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
}
