import { sql } from 'drizzle-orm';
import { pluralize } from '#shared/pluralize';
import { queryRows } from '../db/client';
import { AppError } from '../core/errors';
import type { DbOrTx } from '../db/client';
import type { KnownRefusals } from './known-refusals';

export type RateLimitRule = { windowSeconds: number; max: number };

type RateLimitVerdict = { allowed: boolean; retryAfterMs: number };

/**
 * Counts one request against a fixed window in one atomic statement, so concurrent requests on
 * any number of app instances cannot all slip through on a stale read.
 */
async function consumeRateLimit(
  db: DbOrTx,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitVerdict> {
  const [row] = await queryRows<{ count: number; retry_after_ms: number }>(
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
      ceil(1000 * extract(epoch from (window_started_at + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after_ms
  `,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  return { allowed: row.count <= rule.max, retryAfterMs: Math.max(1, row.retry_after_ms) };
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts, try again in ${pluralize(minutes, 'minute')}`;
}

/** Our 429, as a plain refusal: answered at once, it needs no Error and no stack trace. */
export function tooManyRequestsRefusal(retryAfterMs: number) {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return {
    code: 'TOO_MANY_REQUESTS',
    message: tooManyAttemptsMessage(retryAfterSeconds),
    fields: undefined,
    retryAfterSeconds,
  } as const;
}

function tooManyRequests(retryAfterMs: number): AppError {
  const { code, message, retryAfterSeconds } = tooManyRequestsRefusal(retryAfterMs);
  return new AppError(code, message, { retryAfterSeconds });
}

/** Where refusals are counted: the metrics (metrics/metrics.ts). */
type RefusalCounter = { countRateLimitRefusal(rule: string): void };

/**
 * Counts one request and refuses it with our 429 (message and Retry-After) once over the limit.
 * A key this instance has seen refused is refused again without asking the database until its
 * window ends (rate-limit/known-refusals.ts). `name` is the rule's, without the caller that `key`
 * holds: every refusal is counted under it in the metrics.
 */
export async function enforceRateLimit(
  {
    db,
    knownRefusals,
    metrics,
  }: { db: DbOrTx; knownRefusals: KnownRefusals; metrics: RefusalCounter },
  key: string,
  rule: RateLimitRule,
  name: string,
): Promise<void> {
  const refusedFor = knownRefusals.refusedFor(key);
  if (refusedFor !== null) {
    metrics.countRateLimitRefusal(name);
    throw tooManyRequests(refusedFor);
  }
  const verdict = await consumeRateLimit(db, key, rule);
  if (!verdict.allowed) {
    knownRefusals.remember(key, verdict.retryAfterMs);
    metrics.countRateLimitRefusal(name);
    throw tooManyRequests(verdict.retryAfterMs);
  }
}

/**
 * Gives back one request counted by enforceRateLimit, for a budget of failures: counted before the
 * attempt, so simultaneous attempts cannot all pass a stale count, and returned when it succeeded.
 */
export async function refundRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}
