/**
 * Who is told that the outbox changed: this tab's views, and the phone's other tabs of the app
 * through a BroadcastChannel, so a handoff sent from one disappears from all. `recorded` says a
 * handoff reached the server: every tab reads its shipments again.
 */
type Change = 'queued' | 'recorded';
const listeners = new Set<(change: Change) => void>();
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('otc-crew-outbox');
channel?.addEventListener('message', (event: MessageEvent<Change>) => tell(event.data));

function tell(change: Change) {
  for (const listener of listeners) listener(change);
}

export function outboxChanged(change: Change = 'queued'): void {
  tell(change);
  channel?.postMessage(change);
}

export function onOutboxChange(listener: (change: Change) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
