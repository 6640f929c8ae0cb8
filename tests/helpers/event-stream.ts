/** One Server-Sent Event as a browser's EventSource would hand it over. */
export type StreamEvent = { id: string | null; event: string; data: string };

export type EventStream = {
  response: Response;
  /** The next event matching `wanted` (events before it are consumed), or a rejection after `timeoutMs`. */
  next(wanted?: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves once the server has ended the stream. */
  ended(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * Reads a text/event-stream response as EventSource does (`event:`, `data:`, `id:` lines, a blank
 * line ends an event, `:` lines are comments), so tests see exactly what a page would.
 */
export function readEventStream(response: Response): EventStream {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const queue: StreamEvent[] = [];
  let buffer = '';
  let done = false;
  const waiting: { wake: (() => void) | null } = { wake: null };

  const pump = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += chunk.value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { id: null, event: 'message', data: '' };
          const data: string[] = [];
          let any = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event.event = value;
            else if (field === 'data') data.push(value);
            else if (field === 'id') event.id = value;
            else continue;
            any = true;
          }
          if (!any) continue;
          event.data = data.join('\n');
          queue.push(event);
          waiting.wake?.();
        }
      }
    } catch {
      // Cancelled by close().
    } finally {
      done = true;
      waiting.wake?.();
    }
  })();

  const waitForMore = (deadline: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('no matching event before the timeout')),
        Math.max(0, deadline - Date.now()),
      );
      waiting.wake = () => {
        clearTimeout(timer);
        waiting.wake = null;
        resolve();
      };
    });

  return {
    response,
    async next(wanted = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex(wanted);
        if (index >= 0) {
          const [event] = queue.splice(0, index + 1).slice(-1);
          return event!;
        }
        if (done) throw new Error('the stream ended before a matching event');
        await waitForMore(deadline);
      }
    },
    async ended(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!done) await waitForMore(deadline);
    },
    async close() {
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}

/** Whether a stream event is this kind. */
export const kind = (name: string) => (event: StreamEvent) => event.event === name;
