/** What made a query fail because the database could not serve it, for the log. */
export type DatabaseOutage = { code: string | undefined; message: string };

/** Node's socket errors: the server cannot be reached, or the connection to it broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * The server's own answers (SQLSTATE) that mean "not now" rather than "not this query"; class 08
 * (connection exception) is matched as a whole.
 */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server stops or restarts, or terminated this connection
  '57P02', // crash_shutdown: another server process crashed
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '57014', // query_canceled: DB_STATEMENT_TIMEOUT_MS passed (or someone cancelled it)
]);

/**
 * pg, pg-pool and PGlite raise plain errors for a connection that is gone, known only by their
 * words: "Connection terminated unexpectedly" (or "… due to connection timeout"), a pool whose
 * DB_CONNECT_TIMEOUT_MS passed with no free connection, a client whose connection failed, and a
 * database closed under a request (the server shutting down).
 */
const MESSAGES = [
  /^Connection terminated\b/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

/** How deep causes are followed: drizzle's DrizzleQueryError, better-auth's APIError, pg-pool. */
const MAX_DEPTH = 6;

/**
 * Whether an error is the database being unreachable or going away (answered 503 with Retry-After,
 * ADR 042) rather than a fault of the query or of our code. Follows `cause` and AggregateError's
 * `errors`, as drizzle and better-auth wrap the driver's error. Null when it is not.
 */
export function databaseOutageOf(error: unknown, depth = 0): DatabaseOutage | null {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return null;
  const { code } = error as { code?: unknown };
  const codeText = typeof code === 'string' ? code : undefined;
  if (codeText && (SOCKET_CODES.has(codeText) || isUnavailableSqlState(error, codeText))) {
    return { code: codeText, message: error.message };
  }
  if (MESSAGES.some((pattern) => pattern.test(error.message))) {
    return { code: codeText, message: error.message };
  }
  const inner = error instanceof AggregateError ? [...(error.errors as unknown[])] : [];
  for (const next of [error.cause, ...inner]) {
    const found = databaseOutageOf(next, depth + 1);
    if (found) return found;
  }
  return null;
}

/** A SQLSTATE only counts on an error the server sent (pg's DatabaseError has a severity). */
function isUnavailableSqlState(error: Error, code: string): boolean {
  if (typeof (error as { severity?: unknown }).severity !== 'string') return false;
  return code.startsWith('08') || SQLSTATES.has(code);
}
