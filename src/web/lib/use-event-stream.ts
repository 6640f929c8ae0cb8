import { useEffect, useEffectEvent } from 'react';
import { SESSION_ENDED_EVENT, STREAM_READY_EVENT } from '#shared/live-events';

export type StreamListeners = Partial<Record<string, (data: unknown) => void>> & {
  /**
   * Called when the stream is subscribed again after a break. The server resends what happened
   * after the last event this page received; what happened before any event was received is not
   * known to it, so a page reads its data again here.
   */
  onResubscribed?: () => void;
};

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
export function useEventStream(url: string | null, listeners: StreamListeners): void {
  // The latest listeners, without reconnecting each time the page renders.
  const onEvent = useEffectEvent((name: string, data: unknown) => listeners[name]?.(data));
  const onResubscribed = useEffectEvent(() => listeners.onResubscribed?.());
  const names = Object.keys(listeners)
    .filter((name) => name !== 'onResubscribed')
    .sort()
    .join(',');

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    let subscribedBefore = false;
    source.addEventListener(STREAM_READY_EVENT, () => {
      if (subscribedBefore) onResubscribed();
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
