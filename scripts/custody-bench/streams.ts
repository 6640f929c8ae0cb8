import { get, type ClientRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { SHIPMENT_CHANGED_EVENT, STREAM_READY_EVENT } from '#shared/live-events';
import { MAX_STREAMS_PER_ADDRESS } from '../../src/server/live/live-stream';
import { percentile } from '../lib/load';

/**
 * The public tracking stream's own limits (src/server/features/live/routes.ts and live-stream.ts):
 * 30 opened a minute per address across instances, 20 open per address on each instance.
 */
const OPENED_PER_MINUTE_PER_ADDRESS = 30;
/** Streams each loopback address opens: well inside both limits, half on each instance. */
export const STREAMS_PER_ADDRESS = 10;
/** Opens in flight at once: the servers' accept queues are not what is measured. */
const OPENING_AT_ONCE = 100;

if (
  STREAMS_PER_ADDRESS > OPENED_PER_MINUTE_PER_ADDRESS ||
  STREAMS_PER_ADDRESS / 2 > MAX_STREAMS_PER_ADDRESS
) {
  throw new Error('the bench would exceed the live stream limits per address');
}

/** The loopback address of the `index`th caller: 127.1.0.1, 127.1.0.2, … (none is 127.0.0.1). */
function loopbackAddress(index: number): string {
  const number = index + 1;
  return `127.1.${Math.floor(number / 250)}.${(number % 250) + 1}`;
}

type OpenStream = { request: ClientRequest; arrivedAt: number | null };

/**
 * Opens one public tracking stream from `localAddress` and resolves once its `ready` event came;
 * the arrival time of its first `shipment_changed` is recorded on the stream.
 */
function openStream(baseUrl: string, trackingNumber: string, localAddress: string) {
  const url = new URL(baseUrl);
  return new Promise<OpenStream>((resolve, reject) => {
    const stream: OpenStream = {
      request: get({
        host: url.hostname,
        port: url.port,
        path: `/api/track/${trackingNumber}/events`,
        localAddress,
        agent: false,
        headers: { accept: 'text/event-stream' },
      }),
      arrivedAt: null,
    };
    stream.request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${response.statusCode} from ${localAddress}`));
        return;
      }
      response.setEncoding('utf8');
      let buffered = '';
      response.on('data', (chunk: string) => {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) !== -1) {
          const message = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event = /^event: (.*)$/m.exec(message)?.[1];
          if (event === STREAM_READY_EVENT) resolve(stream);
          else if (event === SHIPMENT_CHANGED_EVENT && stream.arrivedAt === null) {
            stream.arrivedAt = performance.now();
          }
        }
      });
    });
    stream.request.on('error', reject);
  });
}

export type StreamsResult = {
  opened: number;
  openFailures: number;
  firstOpenFailure: string | null;
  openSeconds: number;
  addresses: number;
  /** How long the update's request took to be answered (its commit is before the answer). */
  updateAnsweredMs: number;
  received: number;
  /** From the update's send to each stream's event. */
  percentiles: { p50: number; p95: number; p99: number; max: number };
  rssMb: number[];
  /** CPU seconds each instance spent from the update's send until the last event arrived. */
  fanOutCpuSeconds: number[];
};

/**
 * `count` public tracking streams on one shipment, spread evenly over the instances, each address
 * opening STREAMS_PER_ADDRESS of them; once every one is ready, `update` sends one tracking update
 * and each stream's delay from that send to its `shipment_changed` is measured (waiting at most
 * `waitMs` for the last).
 */
export async function measureStreams(input: {
  instances: readonly { url: string; rssMb(): number; cpuSeconds(): number }[];
  trackingNumber: string;
  count: number;
  update: () => Promise<Response>;
  waitMs?: number;
}): Promise<StreamsResult> {
  const { instances, count } = input;
  const streams: OpenStream[] = [];
  let openFailures = 0;
  let firstOpenFailure: string | null = null;
  let next = 0;
  const opening = performance.now();
  const opener = async () => {
    while (next < count) {
      const index = next++;
      const instance = instances[index % instances.length]!;
      const address = loopbackAddress(Math.floor(index / STREAMS_PER_ADDRESS));
      try {
        streams.push(await openStream(instance.url, input.trackingNumber, address));
      } catch (error) {
        openFailures += 1;
        firstOpenFailure ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, opener));
  const openSeconds = (performance.now() - opening) / 1000;
  // Every subscription settled, and the heap of each instance with them.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rssMb = instances.map((instance) => instance.rssMb());

  const cpuBefore = instances.map((instance) => instance.cpuSeconds());
  const sentAt = performance.now();
  const answer = await input.update();
  const updateAnsweredMs = performance.now() - sentAt;
  if (!answer.ok) {
    throw new Error(`the tracking update answered ${answer.status}: ${await answer.text()}`);
  }
  const deadline = sentAt + (input.waitMs ?? 10_000);
  while (streams.some((stream) => stream.arrivedAt === null) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const fanOutCpuSeconds = instances.map(
    (instance, index) => instance.cpuSeconds() - cpuBefore[index]!,
  );
  for (const stream of streams) stream.request.destroy();
  const delays = streams
    .filter((stream) => stream.arrivedAt !== null)
    .map((stream) => stream.arrivedAt! - sentAt)
    .sort((a, b) => a - b);
  return {
    opened: streams.length,
    openFailures,
    firstOpenFailure,
    openSeconds,
    addresses: Math.ceil(count / STREAMS_PER_ADDRESS),
    updateAnsweredMs,
    received: delays.length,
    percentiles: {
      p50: percentile(delays, 50),
      p95: percentile(delays, 95),
      p99: percentile(delays, 99),
      max: delays.at(-1) ?? Number.NaN,
    },
    rssMb,
    fanOutCpuSeconds,
  };
}
