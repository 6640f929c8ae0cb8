import { POSITIONS_PER_REPORT } from '#shared/custody';
import { ApiError, answerOfResponse } from '../../../lib/api';
import {
  markRefused,
  readOutbox,
  removeFromOutbox,
  type QueuedHandoff,
  type QueuedPosition,
} from './outbox-store';
import { setReachable } from './connection';
import { outboxChanged } from './outbox-changes';

const LIVENESS_PATH = '/api/health/live';

/** What one pass of the outbox came to. */
export type SendResult = { recorded: QueuedHandoff[]; refused: QueuedHandoff[]; offline: boolean };

/**
 * Sends what the outbox holds, oldest first (decision 077): the handoffs one at a time, then the
 * positions, a shipment's at most 240 a report. A shipment whose handoff the server refused sends
 * nothing after it: the next handoff would join a chain the server does not have. No network or a
 * server that cannot answer now ends the pass; everything stays for the next one. Only one tab of
 * the phone sends at a time; a retry after a lost answer is the same handoff to the server (its
 * device id), so nothing is recorded twice either way.
 */
export async function sendOutbox(): Promise<SendResult> {
  const result: SendResult = { recorded: [], refused: [], offline: false };
  const send = async () => {
    const { handoffs, positions } = await readOutbox();
    if (handoffs.every((handoff) => handoff.refusal) && positions.length === 0) {
      result.offline = !(await serverAnswers());
      return;
    }
    const blocked = new Set<string>();
    for (const handoff of handoffs) {
      if (handoff.refusal || blocked.has(handoff.shipment_id)) {
        blocked.add(handoff.shipment_id);
        continue;
      }
      const outcome = await sendHandoff(handoff);
      if (outcome === 'offline') {
        result.offline = true;
        return;
      }
      if (outcome === 'recorded') result.recorded.push(handoff);
      else {
        result.refused.push(handoff);
        blocked.add(handoff.shipment_id);
      }
      outboxChanged('recorded');
    }
    for (const [shipmentId, batch] of positionBatches(positions)) {
      if (blocked.has(shipmentId)) continue;
      if ((await sendPositions(batch)) === 'offline') {
        result.offline = true;
        return;
      }
      outboxChanged();
    }
  };
  if (navigator.locks) await navigator.locks.request('otc-crew-outbox', send);
  else await send();
  setReachable(!result.offline);
  return result;
}

/** With nothing to send, whether the server can be reached: the liveness check, never cached. */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(LIVENESS_PATH, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

type Outcome = 'recorded' | 'refused' | 'offline';

async function sendHandoff(queued: QueuedHandoff): Promise<Outcome> {
  const form = new FormData();
  form.append('handoff', JSON.stringify(queued.handoff));
  form.append('signature', queued.signature, 'signature.png');
  queued.photos.forEach((photo, index) => form.append('photos', photo, `photo-${index + 1}.jpg`));
  const answer = await post(`/api/courier/shipments/${queued.shipment_id}/handoffs`, form);
  if (answer === 'offline') return 'offline';
  if (answer === 'done') {
    await removeFromOutbox(queued.key);
    return 'recorded';
  }
  await markRefused(queued, answer);
  return 'refused';
}

/** A refused report cannot succeed later (the shipment left the crew's hands): it is dropped. */
async function sendPositions(batch: QueuedPosition[]): Promise<'sent' | 'offline'> {
  const positions = batch.map(({ key: _key, ...position }) => position);
  const answer = await post('/api/courier/positions', JSON.stringify({ positions }), {
    'Content-Type': 'application/json',
  });
  if (answer === 'offline') return 'offline';
  for (const position of batch) await removeFromOutbox(position.key);
  return 'sent';
}

function positionBatches(positions: QueuedPosition[]): [string, QueuedPosition[]][] {
  const byShipment = new Map<string, QueuedPosition[]>();
  for (const position of positions) {
    const list = byShipment.get(position.shipment_id) ?? [];
    if (list.length < POSITIONS_PER_REPORT) list.push(position);
    byShipment.set(position.shipment_id, list);
  }
  return [...byShipment];
}

/**
 * 'done' for a 2xx, 'offline' when the answer may come later (no network, a 5xx, too many
 * requests), else the server's message: a refusal that no retry changes.
 */
async function post(
  path: string,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<'done' | 'offline' | string> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...headers },
    });
  } catch {
    return 'offline';
  }
  if (response.status >= 500 || response.status === 429 || response.status === 401) {
    return 'offline';
  }
  try {
    await answerOfResponse(response);
    return 'done';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'offline';
    const field = Object.values(error.fields)[0];
    return field && field !== error.message ? `${error.message} ${field}` : error.message;
  }
}
