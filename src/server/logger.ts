import pino from 'pino';
import type { Logger } from 'pino';

/** Lines are gathered up to this many bytes, or this long, before one write. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_INTERVAL_MS = 250;

/**
 * JSON lines on stdout through an asynchronous destination: a request never waits for the write
 * (decision 038). A write per line cost about 15 µs of the 50-70 a request takes, so lines are
 * gathered (at most a quarter of a second); pino flushes what is pending when the process exits.
 */
export function createLogger(level: string): Logger {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({
      dest: 1,
      sync: false,
      minLength: LOG_BUFFER_BYTES,
      periodicFlush: LOG_FLUSH_INTERVAL_MS,
    }),
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
