import autocannon from 'autocannon';
import { median } from './median';

export type Measure = {
  path: string;
  requestsPerSecond: number;
  /** Requests answered over the run (any status). */
  requests: number;
  percentiles: { p50: number; p95: number; p97_5: number; p99: number };
  non2xx: number;
  errors: number;
};

/** Nearest-rank percentile of sorted samples (autocannon reports no p95, so we keep them all). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** What one load run sends: a GET of `path`, or a request autocannon builds each time. */
export type LoadRequest = {
  path: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT';
  /** Called for every request: its path and body, so each one may differ (a write's target). */
  next?: () => { path: string; body: string };
};

/**
 * `connections` connections on `target` for `seconds`; req/s and the latency percentiles of the
 * 2xx answers.
 */
export function measureLoad(
  target: string,
  request: LoadRequest,
  connections: number,
  seconds: number,
): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const samples: number[] = [];
    const { next } = request;
    const instance = autocannon(
      {
        url: `${target}${request.path}`,
        connections,
        duration: seconds,
        method: request.method ?? 'GET',
        headers: request.headers ?? {},
        ...(next && {
          requests: [{ setupRequest: (sent) => ({ ...sent, ...next() }) }],
        }),
      },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        samples.sort((a, b) => a - b);
        resolve({
          path: request.path,
          // Over the time it took, not autocannon's mean of whole seconds (a short run ends mid-second).
          requestsPerSecond: result.requests.total / result.duration,
          requests: result.requests.total,
          percentiles: {
            p50: percentile(samples, 50),
            p95: percentile(samples, 95),
            p97_5: percentile(samples, 97.5),
            p99: percentile(samples, 99),
          },
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
    });
  });
}

export const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));

/** One target of a comparison: where it is sent, and what is sent. */
export type RoundTarget = { target: string; request: LoadRequest };

/**
 * Each target measured `rounds` times in turn with the others, after a second of warming up, so
 * what else runs on the host weighs on all of them alike; `during` wraps each measurement (e.g.
 * to read CPU counters around it). Answers each target's measures, round by round.
 */
export async function measureInRounds<Extra>(
  targets: readonly RoundTarget[],
  { connections, rounds, seconds }: { connections: number; rounds: number; seconds: number },
  during: (index: number, run: () => Promise<Measure>) => Promise<Measure & Extra>,
): Promise<(Measure & Extra)[][]> {
  for (const { target, request } of targets) await measureLoad(target, request, connections, 1);
  const byTarget: (Measure & Extra)[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, { target, request }] of targets.entries()) {
      byTarget[index]!.push(
        await during(index, () => measureLoad(target, request, connections, seconds)),
      );
    }
  }
  return byTarget;
}

/** The median over rounds of each round's own ratio of a to b's requests per second. */
export function medianRatio(a: readonly Measure[], b: readonly Measure[]) {
  const each = a.map((measured, round) => measured.requestsPerSecond / b[round]!.requestsPerSecond);
  return { median: median(each), each };
}
