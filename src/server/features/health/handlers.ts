import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../core/context';
import type { AppRouteHandler } from '../../http/openapi';
import { loggableError } from '../../logger';
import { requestLog } from '../../http/request-context';
import type { HealthRoute, LiveRoute, ReadyRoute } from './routes';

/** Liveness: the process answers HTTP. No database round trip, so it stays cheap under load. */
export const live: AppRouteHandler<LiveRoute> = (c) => c.json({ status: 'ok' } as const, 200);

/** Readiness: the process answers and its database does too. */
async function readiness(c: Context<AppEnv>) {
  const { db, databaseKind, lifecycle } = c.get('deps');
  try {
    await db.execute(sql`select 1`);
    // Shutting down: still serving, but a load balancer should send nothing new.
    if (lifecycle.draining) {
      return c.json(
        { status: 'draining', database: { status: 'up', kind: databaseKind } } as const,
        503,
      );
    }
    return c.json({ status: 'ok', database: { status: 'up', kind: databaseKind } } as const, 200);
  } catch (error) {
    requestLog(c).error({ err: loggableError(error) }, 'health check: database unreachable');
    return c.json(
      { status: 'degraded', database: { status: 'down', kind: databaseKind } } as const,
      503,
    );
  }
}

export const ready: AppRouteHandler<ReadyRoute> = (c) => readiness(c);

// /api/health keeps its first meaning (the readiness answer) for the tools that already poll it.
export const health: AppRouteHandler<HealthRoute> = (c) => readiness(c);
