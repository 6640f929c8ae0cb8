import type pg from 'pg';

/**
 * Gives a pool back the slot of every connection that breaks while checked out (ADR 042).
 *
 * pg-pool listens for errors only on idle clients. A client whose connection breaks while it is
 * checked out (a transaction running when the server restarts) emits an `error` that nobody hears,
 * which ends the process. And drizzle's transaction() sends BEGIN before the try whose finally
 * releases the client (drizzle-orm 0.45), so a BEGIN on a dead connection keeps its slot for good:
 * a few such failures and every request waits DB_CONNECT_TIMEOUT_MS for a connection that never
 * comes, after the server is back.
 *
 * So each client gets a listener for its life: if it breaks while checked out, it is released at
 * once with the error (the pool discards it and opens a fresh one when asked), and its holder's own
 * release, when it comes, does nothing. Its statements fail as they would anyway ("… is not
 * queryable"), so the request still answers 503.
 */
export function releaseBrokenClients(pool: pg.Pool): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return; // idle: pg-pool removes it and tells pool.on('error')
      const release = client.release;
      client.release = () => {};
      release(error);
    });
  });
}
