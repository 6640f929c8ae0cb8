import type { Server as HttpServer } from 'node:http';
import type { Logger } from 'pino';
import { loggableError } from '../logger';

/** Whether this instance is stopping: readiness answers 503 and every answer closes its connection. */
export type Lifecycle = { draining: boolean };

export const createLifecycle = (): Lifecycle => ({ draining: false });

const IDLE_CHECK_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops an instance without failing a request (decision 039), in this order:
 * 1. draining: /api/health/ready answers 503, so a load balancer that polls it sends no more, and
 *    each answer closes its connection, so no proxy keeps one to reuse; for `drainMs` every
 *    request is still served;
 * 2. no new connections (a proxy's next attempt is refused and goes to another instance), open
 *    live streams end with a retry hint, and requests in flight get `timeoutMs` to finish;
 * 3. the instance's work stops (`stopWork`: mail hands back its leases, the pool closes).
 */
export async function shutDownGracefully(input: {
  http: HttpServer;
  lifecycle: Lifecycle;
  endStreams: () => Promise<void>;
  stopWork: () => Promise<void>;
  log: Logger;
  drainMs: number;
  timeoutMs: number;
}): Promise<void> {
  const { http, lifecycle, log } = input;
  lifecycle.draining = true;
  log.info({ drainMs: input.drainMs }, 'shutting down: draining');
  await sleep(input.drainMs);

  const closed = new Promise<void>((resolve) => http.close(() => resolve()));
  // A request that began before draining kept its connection alive: close each one as it idles.
  const closeIdle = setInterval(() => http.closeIdleConnections(), IDLE_CHECK_MS);
  http.closeIdleConnections();
  await input.endStreams();
  const inFlightDone = await Promise.race([
    closed.then(() => true),
    sleep(input.timeoutMs).then(() => false),
  ]);
  clearInterval(closeIdle);
  if (!inFlightDone) {
    log.warn({ timeoutMs: input.timeoutMs }, 'shutting down: requests still open were cut');
    http.closeAllConnections();
  } else {
    log.info('shutting down: every request answered');
  }
  try {
    await input.stopWork();
    log.info('shut down');
  } catch (error) {
    log.error({ err: loggableError(error) }, 'shutting down: stopping work failed');
  }
}
