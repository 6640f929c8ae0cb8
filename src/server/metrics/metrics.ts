import type { Logger } from 'pino';
import { Counter, Gauge, Registry, collectDefaultMetrics, type Histogram } from 'prom-client';
import type { Db, PoolUse } from '../db/client';
import { loggableError } from '../logger';
import { outboxBacklog, type OutboxBacklog } from '../mail/outbox';
import { createRequestLog, DURATION_BUCKETS, type RequestLog } from './request-series';

const PREFIX = 'otc_';

/** This server's metrics: what GET /metrics answers with, and what the request path records. */
export type Metrics = {
  registry: Registry;
  /**
   * One answered request. `route` is the pattern it was routed by (`/api/track/:number`), never
   * its path, so the number of series stays bounded.
   */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A 429 of the rate limiter, by the name of the rule that refused (it names no caller). */
  countRateLimitRefusal(rule: string): void;
};

let processMetrics: Registry | undefined;

/**
 * prom-client's process metrics (CPU, memory, event loop, GC) describe the process, not a server,
 * and its GC observer and event-loop monitor are never stopped: made once per process and shown
 * by every server's registry, so a test process starting many servers keeps one of each.
 */
function processMetricsRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics, prefix: PREFIX });
  }
  return processMetrics;
}

/**
 * A registry of this server's own (not prom-client's global one: tests run many servers in one
 * process). Requests and refusals are counted as they happen; the outbox and the connection pool
 * are read when scraped.
 */
export function createMetrics(input: {
  db: Db;
  /** The pg pool's use; undefined on the embedded database (one connection, no pool). */
  poolUse: (() => PoolUse) | undefined;
  log: Logger;
}): Metrics {
  const registry = Registry.merge([processMetricsRegistry()]);
  const registers = [registry];

  const requests = createRequestLog();
  new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
    collect() {
      this.reset();
      for (const { method, route, byStatus } of requests.series()) {
        for (const [status, count] of byStatus) this.inc({ method, route, status }, count);
      }
    },
  });
  registry.registerMetric(
    durationHistogram(requests, {
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from a request reaching the app to its answer being ready (a stream: until it starts), by method and route pattern.',
    }),
  );
  // Counted in a plain map and handed to prom-client when scraped, as the requests are: its
  // labelled inc() hashes the labels into a string on every refusal, and a flood is refused by
  // the thousand a second (decision 038).
  const refusalsByRule = new Map<string, number>();
  new Counter({
    name: `${PREFIX}rate_limit_refusals_total`,
    help: 'Requests the rate limiter refused (429), by rule.',
    labelNames: ['rule'] as const,
    registers,
    collect() {
      this.reset();
      for (const [rule, count] of refusalsByRule) this.inc({ rule }, count);
    },
  });

  // Both outbox gauges are read by one query per scrape: the first to collect starts it, the
  // other waits for the same answer.
  let reading: Promise<OutboxBacklog | null> | null = null;
  const backlog = () => {
    reading ??= outboxBacklog(input.db)
      .catch((error: unknown) => {
        input.log.warn({ err: loggableError(error) }, 'metrics: reading the mail outbox failed');
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  new Gauge({
    name: `${PREFIX}mail_outbox_depth`,
    help: 'Mails in the outbox not sent yet (given-up ones included).',
    registers,
    async collect() {
      const read = await backlog();
      // No sample rather than a false 0 while the database does not answer.
      if (read) this.set(read.depth);
      else this.remove();
    },
  });
  new Gauge({
    name: `${PREFIX}mail_outbox_oldest_age_seconds`,
    help: 'Age of the oldest unsent mail in the outbox; 0 when none waits.',
    registers,
    async collect() {
      const read = await backlog();
      if (read) this.set(read.oldestAgeSeconds);
      else this.remove();
    },
  });

  const { poolUse } = input;
  if (poolUse) {
    const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name: `${PREFIX}db_pool_${name}`,
        help,
        registers,
        collect() {
          this.set(read(poolUse()));
        },
      });
    poolGauge('clients', 'Connections the database pool holds open, busy or idle.', (u) => u.total);
    poolGauge('idle_clients', 'Open pool connections not in use.', (u) => u.idle);
    poolGauge('waiting_requests', 'Queries waiting for a pool connection.', (u) => u.waiting);
    poolGauge('max_clients', 'The most connections the pool opens.', (u) => u.max);
  }

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.observe(method, route, status, seconds);
    },
    countRateLimitRefusal(rule) {
      refusalsByRule.set(rule, (refusalsByRule.get(rule) ?? 0) + 1);
    },
  };
}

/**
 * The request durations as a Prometheus histogram, made from the request log when scraped. It is
 * a collector of the shape prom-client's registry prints, the shape its own cluster aggregation
 * registers (prom-client/lib/cluster.js): prom-client's Histogram cannot be given counts.
 */
function durationHistogram(
  requests: RequestLog,
  { name, help }: { name: string; help: string },
): Histogram {
  const values = () =>
    [...requests.series()].flatMap(({ method, route, buckets, sum, count }) => {
      let cumulative = 0;
      return [
        ...DURATION_BUCKETS.map((bound, index) => {
          cumulative += buckets[index]!;
          return {
            metricName: `${name}_bucket`,
            labels: { method, route, le: bound },
            value: cumulative,
          };
        }),
        { metricName: `${name}_bucket`, labels: { method, route, le: '+Inf' }, value: count },
        { metricName: `${name}_sum`, labels: { method, route }, value: sum },
        { metricName: `${name}_count`, labels: { method, route }, value: count },
      ];
    });
  const collector = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    get: async () => ({ name, help, type: 'histogram', aggregator: 'sum', values: values() }),
    reset: () => requests.clear(),
  };
  return collector as unknown as Histogram;
}
