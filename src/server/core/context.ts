import type { Logger } from 'pino';

/**
 * What every route can reach: built once at start-up (compose.ts) and handed to the app. The parts
 * that belong to the floors above (configuration, database, auth) are added to this interface by
 * declaration merging in src/server/dependencies.ts, as Hono's own ContextVariableMap is, so this
 * ground floor imports nothing of ours.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by merging
export interface AppDependencies {}

/** What one request carries; the signed-in session is added the same way. */
export interface RequestVariables {
  deps: AppDependencies;
  requestId: string;
  clientIp: string;
  log: Logger;
}

export type AppEnv = { Variables: RequestVariables };
