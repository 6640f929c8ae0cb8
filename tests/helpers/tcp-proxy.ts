import { connect, createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';

/**
 * How the database looks while cut: `refuse` is a server that is down (every connection is closed,
 * a new one is refused: ECONNREFUSED); `silent` one that takes connections and never answers (a
 * server hung or a network dropping packets), which only a timeout ends.
 */
export type CutMode = 'refuse' | 'silent';

export type TcpProxy = {
  /** The PostgreSQL URL it was given, with this proxy as its host and port. */
  url: string;
  /** Closes every open connection and, until restore(), treats new ones as `mode` says. */
  cut(mode?: CutMode): Promise<void>;
  /** Forwards new connections again. */
  restore(): Promise<void>;
  /** Connections being forwarded now. */
  openConnections(): number;
  close(): Promise<void>;
};

/** Each wait of the proxy's own (listening, closing) ends within this. */
const STEP_TIMEOUT_MS = 5_000;

/**
 * A TCP proxy on a loopback port in front of the PostgreSQL server of `databaseUrl`, so a test can
 * take the database away from an app and give it back without touching the server others use.
 */
export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const targetHost = target.hostname;
  const targetPort = Number(target.port || 5432);
  const pairs = new Set<[Socket, Socket]>();
  const held = new Set<Socket>();
  let mode: CutMode | 'open' = 'open';

  const forward = (incoming: Socket) => {
    if (mode === 'silent') {
      held.add(incoming);
      incoming.on('error', () => {});
      incoming.on('close', () => held.delete(incoming));
      return;
    }
    if (mode === 'refuse') {
      incoming.destroy();
      return;
    }
    const outgoing = connect(targetPort, targetHost);
    const pair: [Socket, Socket] = [incoming, outgoing];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      incoming.destroy();
      outgoing.destroy();
    };
    for (const socket of pair) {
      socket.on('error', end);
      socket.on('close', end);
    }
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
  };

  let server = createServer(forward);
  await listen(server, 0);
  const port = (server.address() as AddressInfo).port;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const dropAll = () => {
    for (const [incoming, outgoing] of pairs) {
      incoming.destroy();
      outgoing.destroy();
    }
    pairs.clear();
    for (const socket of held) socket.destroy();
    held.clear();
  };

  return {
    url: url.toString(),
    async cut(next = 'refuse') {
      mode = next;
      dropAll();
      if (next === 'refuse' && server.listening) await closeServer(server);
    },
    async restore() {
      mode = 'open';
      for (const socket of held) socket.destroy();
      held.clear();
      if (!server.listening) {
        server = createServer(forward);
        await listen(server, port);
      }
    },
    openConnections: () => pairs.size,
    async close() {
      mode = 'refuse';
      dropAll();
      if (server.listening) await closeServer(server);
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return bounded(
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    }),
    `listening on port ${port}`,
  );
}

/** Stops accepting; the connections were already destroyed, so this does not wait on them. */
function closeServer(server: Server): Promise<void> {
  return bounded(new Promise((resolve) => server.close(() => resolve())), 'closing the proxy');
}

async function bounded<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`tcp proxy: ${what} took too long`)),
      STEP_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
