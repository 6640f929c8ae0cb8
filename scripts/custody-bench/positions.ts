import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from '../lib/load';
import { NEW_YORK } from './fixtures';

/** How often the crew app reports a position while a shipment is in the crew's hands (decision 072). */
export const REPORT_INTERVAL_MS = 15_000;

export type Crew = { cookie: string; shipmentId: string };

export type PositionsResult = {
  sent: number;
  accepted: number;
  /** Answers other than 201, and requests that failed. */
  errors: number;
  firstError: string | null;
  seconds: number;
  /** Of accepted reports, send to the answer's end. */
  percentiles: { p50: number; p95: number; p99: number; max: number };
  /** How late the sends left against their schedule, at worst: the client keeping up. */
  worstLateMs: number;
  /** The p95 of the reports sent in each WINDOW_SECONDS of the run, in order: where a tail was. */
  windowP95: number[];
  /** How long every crew's first report took, WARM_UP_AT_ONCE at a time, before the run. */
  warmUpSeconds: number;
};

/** Unmeasured first reports in flight at once: every session's and plan's first use. */
const WARM_UP_AT_ONCE = 20;

const WINDOW_SECONDS = 10;

/**
 * Every crew reports one position every REPORT_INTERVAL_MS, the crews' phases spread evenly over
 * the interval (1,000 crews: one report every 15 ms, about 67 a second), for `seconds`. Requests
 * go over one keep-alive agent, as many at once as are due; each latency is from the send to the
 * end of its answer.
 */
export async function reportPositionsAtPace(input: {
  baseUrl: string;
  crews: readonly Crew[];
  seconds: number;
}): Promise<PositionsResult> {
  const { crews, seconds } = input;
  const url = new URL(input.baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const spacing = REPORT_INTERVAL_MS / crews.length;
  const durationMs = seconds * 1000;
  const total = Math.floor(durationMs / spacing);
  const latencies: number[] = [];
  const windows: number[][] = [];
  let errors = 0;
  let firstError: string | null = null;
  let worstLateMs = 0;
  const failed = (reason: string) => {
    errors += 1;
    firstError ??= reason;
  };

  let start = performance.now();
  let measuring = false;
  const send = (crew: Crew, step: number) =>
    new Promise<void>((resolve) => {
      const body = JSON.stringify({
        positions: [
          {
            shipment_id: crew.shipmentId,
            // Walking north-east along the route, a few metres each report.
            latitude: NEW_YORK.latitude + step * 0.0002,
            longitude: NEW_YORK.longitude + step * 0.0002,
            accuracy_m: 10,
            device_time: new Date().toISOString(),
          },
        ],
      });
      const started = performance.now();
      const sent = request(
        {
          host: url.hostname,
          port: url.port,
          path: '/api/courier/positions',
          method: 'POST',
          agent,
          headers: {
            cookie: crew.cookie,
            origin: url.origin,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            if (!measuring) {
              if (response.statusCode !== 201) failed(`warm-up ${response.statusCode}: ${text}`);
            } else if (response.statusCode === 201) {
              const latency = performance.now() - started;
              latencies.push(latency);
              const window = Math.floor((started - start) / (WINDOW_SECONDS * 1000));
              (windows[window] ??= []).push(latency);
            } else failed(`${response.statusCode}: ${text.slice(0, 200)}`);
            resolve();
          });
        },
      );
      sent.on('error', (error) => {
        failed(error.message);
        resolve();
      });
      sent.end(body);
    });

  // Every crew reports once first, unmeasured, as on a server that has been running: the first
  // use of each session and of each connection's statements is not the steady state measured.
  const warming = performance.now();
  let nextCrew = 0;
  await Promise.all(
    Array.from({ length: WARM_UP_AT_ONCE }, async () => {
      while (nextCrew < crews.length) await send(crews[nextCrew++]!, 0);
    }),
  );
  const warmUpSeconds = (performance.now() - warming) / 1000;
  measuring = true;
  start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = start + index * spacing;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    worstLateMs = Math.max(worstLateMs, performance.now() - due);
    const crewIndex = index % crews.length;
    inFlight.push(send(crews[crewIndex]!, 1 + Math.floor(index / crews.length)));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    accepted: latencies.length,
    errors,
    firstError,
    seconds: elapsed,
    percentiles: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
    },
    worstLateMs,
    warmUpSeconds,
    windowP95: windows.map((window) =>
      percentile(
        window.sort((a, b) => a - b),
        95,
      ),
    ),
  };
}
