/**
 * What every route can reach: built once at start-up and handed to the app. The parts that belong
 * to the floors above are added by declaration merging, as Hono's own ContextVariableMap is: the
 * dependencies in compose.ts, the session in auth/session.ts. So this floor imports nothing of ours.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by merging
export interface AppDependencies {}

/**
 * What one request carries; the signed-in session is added the same way.
 * @public exported for that merging
 */
export interface RequestVariables {
  deps: AppDependencies;
  requestId: string;
  clientIp: string;
}

export type AppEnv = { Variables: RequestVariables };
