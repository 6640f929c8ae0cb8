import type { Logger } from 'pino';
import { loggableError } from '../logger';

/**
 * Runs a database sweep at start and then every `intervalMs`, on every instance (each sweep must
 * be idempotent); a failure is logged and the next run tries again. `stop` ends the timer and
 * waits for the first run, so a shutdown never closes the database under it.
 */
export function startPeriodicSweep({
  sweep,
  intervalMs,
  log,
  failure,
}: {
  sweep: () => Promise<unknown>;
  intervalMs: number;
  log: Logger;
  /** The log line of a failed run. */
  failure: string;
}) {
  const run = () =>
    sweep().catch((error: unknown) => log.error({ err: loggableError(error) }, failure));
  const first = run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await first;
    },
  };
}
