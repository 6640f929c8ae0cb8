import { useEffect, useEffectEvent } from 'react';
import { SESSION_ENDED_EVENT, STREAM_READY_EVENT } from '#shared/live-events';

export type StreamListeners = Partial<Record<string, (data: unknown) => void>>;

/**
 * Called each time the stream is subscribed, `again` after a break. What happened between the
 * page's last read and this moment reached no stream of this page (the server resends only what
 * followed the last event the page received), so a page reads its data again here.
 */
export type OnSubscribed = (again: boolean) => void;

function parsed(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * Listens to one of our Server-Sent Event streams while mounted (null: none). The browser's
 * EventSource reconnects by itself with Last-Event-ID; a stream whose session ended is closed.
 */
export function useEventStream(
  url: string | null,
  listeners: StreamListeners,
  onSubscribedTo?: OnSubscribed,
): void {
  // The latest listeners, without reconnecting each time the page renders.
  const onEvent = useEffectEvent((name: string, data: unknown) => listeners[name]?.(data));
  const onSubscribed = useEffectEvent((again: boolean) => onSubscribedTo?.(again));
  const names = Object.keys(listeners).sort().join(',');

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    let subscribedBefore = false;
    source.addEventListener(STREAM_READY_EVENT, () => {
      onSubscribed(subscribedBefore);
      subscribedBefore = true;
    });
    source.addEventListener(SESSION_ENDED_EVENT, () => source.close());
    for (const name of names.split(',').filter(Boolean)) {
      source.addEventListener(name, (event) => {
        onEvent(name, parsed((event as MessageEvent<string>).data));
      });
    }
    return () => source.close();
  }, [url, names]);
}
