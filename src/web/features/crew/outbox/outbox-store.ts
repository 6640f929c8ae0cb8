import { createStore, del, entries, set } from 'idb-keyval';
import type { Handoff } from '#shared/custody-schema';

/**
 * What the crew app has made and not yet had recorded (decision 077), kept in IndexedDB so that a
 * reload, a closed tab or a phone without network loses none of it. Keys sort in the order things
 * were made: the outbox sends in that order.
 */

/** A handoff as the form made it, with its device id; `refusal` once the server refused it. */
export type QueuedHandoff = {
  key: string;
  shipment_id: string;
  tracking_number: string;
  handoff: Handoff;
  signature: Blob;
  photos: Blob[];
  made_at: string;
  refusal?: string;
};

export type QueuedPosition = {
  key: string;
  shipment_id: string;
  latitude: number;
  longitude: number;
  accuracy_m: number;
  device_time: string;
};

const store = () => (database ??= createStore('otc-crew', 'outbox'));
let database: ReturnType<typeof createStore> | undefined;

const HANDOFF = 'handoff:';
const POSITION = 'position:';

/** A key that sorts after every key made before it on this device, even within a millisecond. */
let lastStamp = '';
function orderedKey(prefix: string): string {
  let stamp = new Date().toISOString();
  if (stamp <= lastStamp) stamp = `${lastStamp}+`;
  lastStamp = stamp;
  return `${prefix}${stamp}:${crypto.randomUUID()}`;
}

export type OutboxContents = { handoffs: QueuedHandoff[]; positions: QueuedPosition[] };

export async function readOutbox(): Promise<OutboxContents> {
  const all = await entries<string, QueuedHandoff | QueuedPosition>(store());
  all.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const handoffs: QueuedHandoff[] = [];
  const positions: QueuedPosition[] = [];
  for (const [key, value] of all) {
    if (key.startsWith(HANDOFF)) handoffs.push(value as QueuedHandoff);
    else if (key.startsWith(POSITION)) positions.push(value as QueuedPosition);
  }
  return { handoffs, positions };
}

export async function queueHandoff(
  handoff: Omit<QueuedHandoff, 'key' | 'made_at'>,
): Promise<QueuedHandoff> {
  const queued = { ...handoff, key: orderedKey(HANDOFF), made_at: new Date().toISOString() };
  await set(queued.key, queued, store());
  return queued;
}

export async function queuePositions(positions: Omit<QueuedPosition, 'key'>[]): Promise<void> {
  for (const position of positions) {
    const key = orderedKey(POSITION);
    await set(key, { ...position, key }, store());
  }
}

export const markRefused = (handoff: QueuedHandoff, refusal: string) =>
  set(handoff.key, { ...handoff, refusal }, store());

export const removeFromOutbox = (key: string) => del(key, store());
