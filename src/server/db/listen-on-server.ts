import pg from 'pg';
import type { Listen, Unlisten } from './client';

const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN needs a connection of its own, outside the pool, held open. When the server drops it
 * (restart, failover), it is opened again after a second and the caller told to catch up.
 */
export async function listenOnServer(
  connection: Pick<pg.ClientConfig, 'connectionString' | 'connectionTimeoutMillis'>,
  channel: string,
  handlers: Parameters<Listen>[1],
  onError?: (error: Error) => void,
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(connection);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError?.(error);
      lose(next);
    });
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    client = next;
  };

  const scheduleConnect = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect()
        .then(() => handlers.onConnected?.())
        .catch((error: unknown) => {
          onError?.(error instanceof Error ? error : new Error(String(error)));
          scheduleConnect();
        });
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };

  const lose = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = null;
    void lost.end().catch(() => {});
    scheduleConnect();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
