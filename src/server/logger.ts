import pino from 'pino';
import type { Logger } from 'pino';

/**
 * JSON lines on stdout through an asynchronous destination: a request never waits for the write
 * (issue 16). pino flushes what is pending when the process exits.
 */
export function createLogger(level: string): Logger {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: 1, sync: false }),
  );
}

/**
 * An unexpected error as the log may keep it. A failed query's error carries the SQL's parameter
 * values (names, e-mail addresses, whatever the caller sent) in its message and stack, so it is
 * reduced to the statement and the database's own reason.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { query } = error as { query?: unknown };
  if (typeof query !== 'string') return error;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: 'DatabaseQueryError',
    query,
    message: cause?.message ?? 'The query failed.',
    code: (cause as { code?: unknown } | undefined)?.code,
    stack: cause?.stack,
  };
}
